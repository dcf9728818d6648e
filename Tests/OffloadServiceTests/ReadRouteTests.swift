import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadStore
import Testing

@Suite struct ReadRouteTests {
    @Test("GET /v1/captures pages with limit and after, ending with next null")
    func pages() async throws {
        let service = try TestService()
        let saved = try await service.store.add(
            (1...3).map {
                try CaptureEntry(rawText: "c\($0)", createdAt: TestService.now.addingTimeInterval(Double($0)))
            })
        try await service.app.test(.router) { client in
            let next = try await client.execute(uri: "/v1/captures?limit=2", method: .get) { response in
                let object = TestService.object(response.body)
                #expect((object["captures"] as? [Any])?.count == 2)
                return object["next"] as? String
            }
            #expect(next == saved[1].id.uuidString.lowercased())
            try await client.execute(uri: "/v1/captures?limit=2&after=\(next ?? "")", method: .get) { response in
                let object = TestService.object(response.body)
                #expect((object["captures"] as? [Any])?.count == 1)
                #expect(object["next"] is NSNull)
            }
        }
    }

    @Test("bad limit and unknown cursor answer 400")
    func badQuery() async throws {
        try await TestService().app.test(.router) { client in
            for uri in [
                "/v1/captures?limit=0", "/v1/captures?limit=x", "/v1/captures?after=nope",
            ] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .badRequest, "\(uri)")
                    #expect(TestService.errorCode(response.body) == "bad_parameter")
                }
            }
            // A well-formed cursor that names no capture is a missing resource, not a malformed request.
            try await client.execute(uri: "/v1/captures?after=\(UUID().uuidString)", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(TestService.errorCode(response.body) == "cursor_not_found")
            }
        }
    }

    @Test("GET and DELETE /v1/captures/{id}; the deletion is undoable and a second one is 404")
    func getAndDelete() async throws {
        let service = try TestService()
        let entry = try await service.store.add(try CaptureEntry(rawText: "buy milk", createdAt: TestService.now))
        let id = entry.id.uuidString.lowercased()
        try await service.app.test(.router) { client in
            try await client.execute(uri: "/v1/captures/\(id)", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/v1/captures/\(id)", method: .delete) { #expect($0.status == .ok) }
            try await client.execute(uri: "/v1/captures/\(id)", method: .delete) { response in
                #expect(response.status == .notFound)
                #expect(TestService.errorCode(response.body) == "not_found")
            }
        }
        _ = try await service.store.undo()
        #expect(try await service.store.captureCount() == 1)
    }

    @Test("unknown paths answer 404, wrong methods 405 with Allow")
    func routing() async throws {
        try await TestService().app.test(.router) { client in
            try await client.execute(uri: "/nope", method: .get) { #expect($0.status == .notFound) }
            try await client.execute(uri: "/v1/captures", method: .put) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, POST")
            }
        }
    }

    @Test("a POST from a foreign origin is 403; from the server's own loopback origin it passes")
    func origin() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let body = ByteBuffer(string: #"{"text":"x"}"#)
            try await client.execute(
                uri: "/v1/captures", method: .post, headers: [.origin: "http://evil.example"], body: body
            ) { #expect($0.status == .forbidden) }
            try await client.execute(
                uri: "/v1/captures", method: .post, headers: [.origin: "http://localhost:8765"], body: body
            ) { #expect($0.status == .created) }
            try await client.execute(
                uri: "/v1/captures", method: .post, headers: [.origin: "http://127.0.0.1:9999"], body: body
            ) { #expect($0.status == .forbidden) }
        }
        #expect(try await service.store.captureCount() == 1)
    }

    @Test("GET /v1/today answers the today object")
    func today() async throws {
        try await TestService().app.test(.router) { client in
            try await client.execute(uri: "/v1/today", method: .get) { response in
                #expect(response.status == .ok)
                #expect(TestService.object(response.body)["date"] as? String == "2026-11-18")
            }
        }
    }
}

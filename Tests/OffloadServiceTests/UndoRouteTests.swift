import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadInterface
import OffloadService
import OffloadStore
import Testing

@Suite struct UndoRouteTests {
    @Test("POST /v1/undo with nothing to undo is 409; GET /v1/undo lists nothing")
    func nothing() async throws {
        try await TestService().app.test(.router) { client in
            try await client.execute(uri: "/v1/undo", method: .post) { response in
                #expect(response.status == .conflict)
                #expect(TestService.errorCode(response.body) == "conflict")
            }
            try await client.execute(uri: "/v1/undo", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == #"{"actions":[]}"#)
            }
        }
    }

    @Test("GET /v1/undo lists what undo --list --json shows; POST /v1/undo takes the newest back, as undo --json")
    func listAndUndo() async throws {
        let service = try TestService()
        for text in ["one", "two"] {
            let entry = try await service.store.add(try CaptureEntry(rawText: text, createdAt: TestService.now))
            _ = try await service.store.deleteCapture(idPrefix: entry.shortID, at: TestService.now)
        }
        let history = try await service.store.undoHistory(limit: 10)
        let newest = try JSONOutput.line(UndoJSON(history[0]))
        try await service.app.test(.router) { client in
            try await client.execute(uri: "/v1/undo", method: .get) { response in
                let expected = try JSONOutput.line(history.map(UndoJSON.init))
                #expect(String(buffer: response.body) == #"{"actions":"# + expected + "}")
            }
            try await client.execute(uri: "/v1/undo?limit=1", method: .get) { response in
                #expect((TestService.object(response.body)["actions"] as? [Any])?.count == 1)
            }
            try await client.execute(uri: "/v1/undo", method: .post) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == newest)
            }
        }
        #expect(try await service.store.captureCount() == 1)
    }

    @Test("a bad limit is 400, a wrong method 405, a foreign origin 403")
    func errors() async throws {
        let service = try TestService()
        let entry = try await service.store.add(try CaptureEntry(rawText: "one", createdAt: TestService.now))
        _ = try await service.store.deleteCapture(idPrefix: entry.shortID, at: TestService.now)
        try await service.app.test(.router) { client in
            for uri in ["/v1/undo?limit=0", "/v1/undo?limit=101", "/v1/undo?limit=x"] {
                try await client.execute(uri: uri, method: .get) { #expect($0.status == .badRequest, "\(uri)") }
            }
            try await client.execute(uri: "/v1/undo", method: .delete) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, POST")
            }
            try await client.execute(uri: "/v1/undo", method: .post, headers: [.origin: "http://evil.example"]) {
                #expect($0.status == .forbidden)
            }
        }
        #expect(try await service.store.captureCount() == 0)
    }
}

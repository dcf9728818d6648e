import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadInterface
import OffloadService
import OffloadStore
import Testing

@Suite struct HandOffRouteTests {
    /// Saves `count` captures a second apart and returns them.
    static func save(_ count: Int, in store: CaptureStore, text: String = "renew passport") async throws
        -> [CaptureEntry]
    {
        try await store.add(
            (0..<count).map {
                try CaptureEntry(rawText: "\(text) \($0)", createdAt: TestService.now.addingTimeInterval(Double($0)))
            })
    }

    static func post(_ client: some TestClientProtocol, _ uri: String, _ body: String) async throws -> (
        HTTPResponse.Status, [String: Any], String
    ) {
        try await client.execute(uri: uri, method: .post, body: ByteBuffer(string: body)) { response in
            (response.status, TestService.object(response.body), String(buffer: response.body))
        }
    }

    @Test("POST /v1/handoff with nothing pending answers 200 with a finished job of total 0, listed in /v1/jobs")
    func nothingToHandOff() async throws {
        let service = try TestService(models: true)
        try await service.app.test(.router) { client in
            let (status, job, _) = try await Self.post(client, "/v1/handoff", "{}")
            #expect(status == .ok)
            #expect(job["state"] as? String == "finished")
            #expect(job["total"] as? Int == 0)
            #expect(job["kind"] as? String == "handoff")
            #expect(job["finishedAt"] as? String == "2026-11-18T11:06:40.000Z")
            let id = try #require(job["id"] as? String)
            try await client.execute(uri: "/v1/jobs", method: .get) { response in
                let jobs = TestService.object(response.body)["jobs"] as? [[String: Any]]
                #expect(jobs?.map { $0["id"] as? String } == [id])
            }
        }
    }

    @Test("POST /v1/handoff {} starts a job (202) that hands every pending capture off; GET /v1/jobs/{id} follows it")
    func handOffJob() async throws {
        let service = try TestService(models: true)
        let saved = try await Self.save(3, in: service.store)
        try await service.app.test(.router) { client in
            let (status, started, _) = try await Self.post(client, "/v1/handoff", "{}")
            #expect(status == .accepted)
            #expect(started["state"] as? String == "running")
            #expect(started["total"] as? Int == 3)
            #expect(started["finishedAt"] == nil)
            let id = try #require((started["id"] as? String).flatMap(UUID.init(uuidString:)))
            let job = try #require(try await service.finishedJob(id))
            #expect(job.state == .finished)
            let expected = try JSONOutput.line(job.json)
            try await client.execute(uri: "/v1/jobs/\(id.uuidString.lowercased())", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == expected)
                let object = TestService.object(response.body)
                #expect(object["processed"] as? Int == 3)
                #expect((object["completed"] as? Int ?? 0) + (object["failed"] as? Int ?? 0) == 3)
            }
        }
        for entry in saved {
            #expect(try await service.store.capture(idPrefix: entry.shortID).status.isHandedOff)
        }
    }

    @Test("ids that were handed off already are left out; ids: [] and ids with all are 400; unknown ids 404")
    func handOffIDs() async throws {
        let service = try TestService(models: true)
        let saved = try await Self.save(2, in: service.store)
        try await service.app.test(.router) { client in
            let first = try await Self.post(client, "/v1/handoff", #"{"ids":["\#(saved[0].shortID)"]}"#)
            #expect(first.0 == .accepted && first.1["total"] as? Int == 1)
            let id = try #require((first.1["id"] as? String).flatMap(UUID.init(uuidString:)))
            _ = try await service.finishedJob(id)
            let ids = #"{"ids":["\#(saved[0].shortID)","\#(saved[1].shortID)","\#(saved[1].shortID)"]}"#
            let second = try await Self.post(client, "/v1/handoff", ids)
            #expect(second.0 == .accepted && second.1["total"] as? Int == 1)
            if let next = (second.1["id"] as? String).flatMap(UUID.init(uuidString:)) {
                _ = try await service.finishedJob(next)
            }
            let again = try await Self.post(client, "/v1/handoff", #"{"ids":["\#(saved[0].shortID)"]}"#)
            #expect(again.0 == .ok && again.1["total"] as? Int == 0)
            for (body, code) in [
                (#"{"ids":[]}"#, "bad_field"), (#"{"ids":["\#(saved[0].shortID)"],"all":true}"#, "bad_field"),
                (#"{"ids":"x"}"#, "bad_json"), ("nope", "bad_json"), (#"{"ids":["zz"]}"#, "bad_request"),
                (#"{"all":false,"ids":null}"#, "bad_json"), (#"{"everything":true}"#, "bad_json"),
            ] {
                let (status, _, text) = try await Self.post(client, "/v1/handoff", body)
                #expect(status == .badRequest, "\(body)")
                #expect(TestService.errorCode(ByteBuffer(string: text)) == code, "\(body)")
            }
            let unknown = try await Self.post(client, "/v1/handoff", #"{"ids":["abcdef12"]}"#)
            #expect(unknown.0 == .notFound)
        }
    }

    @Test("a second hand-off or re-process while a job runs is 409 job_running")
    func oneJobAtATime() async throws {
        let service = try TestService(models: true, batchSize: 1)
        _ = try await Self.save(400, in: service.store)
        try await service.app.test(.router) { client in
            let first = try await Self.post(client, "/v1/handoff", "{}")
            #expect(first.0 == .accepted)
            for uri in ["/v1/handoff", "/v1/reprocess"] {
                let body = uri == "/v1/handoff" ? "{}" : #"{"all":true}"#
                let (status, _, text) = try await Self.post(client, uri, body)
                #expect(status == .conflict, "\(uri)")
                #expect(TestService.errorCode(ByteBuffer(string: text)) == "job_running")
            }
            service.configuration.jobs.requestStop()
            await service.configuration.jobs.waitUntilIdle()
        }
    }

    @Test("POST /v1/reprocess takes named or all captures and starts a reprocess job; bad bodies are 400")
    func reprocess() async throws {
        let service = try TestService(models: true)
        let saved = try await Self.save(2, in: service.store)
        try await service.app.test(.router) { client in
            let (status, job, _) = try await Self.post(client, "/v1/reprocess", #"{"all":true}"#)
            #expect(status == .accepted)
            #expect(job["kind"] as? String == "reprocess" && job["total"] as? Int == 2)
            let id = try #require((job["id"] as? String).flatMap(UUID.init(uuidString:)))
            #expect(try await service.finishedJob(id)?.state == .finished)
            let named = try await Self.post(client, "/v1/reprocess", #"{"ids":["\#(saved[1].shortID)"]}"#)
            #expect(named.0 == .accepted && named.1["total"] as? Int == 1)
            if let next = (named.1["id"] as? String).flatMap(UUID.init(uuidString:)) {
                _ = try await service.finishedJob(next)
            }
            for body in ["{}", #"{"ids":[]}"#, #"{"all":true,"ids":["\#(saved[0].shortID)"]}"#, "[]"] {
                let (status, _, _) = try await Self.post(client, "/v1/reprocess", body)
                #expect(status == .badRequest, "\(body)")
            }
            let unknown = try await Self.post(client, "/v1/reprocess", #"{"ids":["abcdef12"]}"#)
            #expect(unknown.0 == .notFound)
        }
        #expect(try await service.store.runs(ofCapture: saved[1].id).count == 2)
    }

    @Test("without models hand-off is 503; unknown job ids are 404; wrong methods 405; foreign origins 403")
    func errors() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let (status, _, text) = try await Self.post(client, "/v1/handoff", "{}")
            #expect(status == .serviceUnavailable)
            #expect(TestService.errorCode(ByteBuffer(string: text)) == "models_unavailable")
            for uri in ["/v1/jobs/\(UUID().uuidString)", "/v1/jobs/nope"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(TestService.errorCode(response.body) == "not_found")
                }
            }
            for (uri, method) in [
                ("/v1/handoff", HTTPRequest.Method.get), ("/v1/reprocess", .put), ("/v1/jobs", .post),
                ("/v1/jobs/\(UUID().uuidString)", .delete),
            ] {
                try await client.execute(uri: uri, method: method) { #expect($0.status == .methodNotAllowed, "\(uri)") }
            }
            for uri in ["/v1/handoff", "/v1/reprocess"] {
                try await client.execute(
                    uri: uri, method: .post, headers: [.origin: "http://evil.example"], body: ByteBuffer(string: "{}")
                ) { #expect($0.status == .forbidden, "\(uri)") }
            }
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadCore
import OffloadInterface
import OffloadService
import OffloadStore
import Testing

@Suite struct ReviewFlowTests {
    @Test(
        "Given a capture, When a hand-off job finishes, Then its suggestions are in /v1/review; accept places a task /v1/today shows; undo takes it back"
    )
    func handOffReviewAcceptUndo() async throws {
        let service = try TestService(models: true)
        let entry = try await service.store.add(
            try CaptureEntry(rawText: "renew passport today", createdAt: TestService.now))
        try await service.app.test(.router) { client in
            // Given a finished hand-off job
            let jobID = try await client.execute(
                uri: "/v1/handoff", method: .post, body: ByteBuffer(string: "{}")
            ) { response in
                #expect(response.status == .accepted)
                return (TestService.object(response.body)["id"] as? String).flatMap(UUID.init(uuidString:))
            }
            let started = try #require(jobID)
            let job = try #require(try await service.finishedJob(started))
            #expect(job.state == .finished && job.summary.completed == 1 && job.summary.suggestions >= 1)

            // Then its suggestions wait in the review queue
            let suggestionID = try await client.execute(uri: "/v1/review", method: .get) { response in
                let items = TestService.object(response.body)["items"] as? [[String: Any]] ?? []
                #expect(items.count == 1)
                #expect(
                    (items.first?["capture"] as? [String: Any])?["id"] as? String == entry.id.uuidString.lowercased())
                let suggestions = items.first?["suggestions"] as? [[String: Any]] ?? []
                return suggestions.first { $0["destinationType"] as? String == "task" }?["id"] as? String
            }
            let id = try #require(suggestionID, "the tiny models suggest a task for 'renew passport today'")

            // When it is accepted, Then today shows the task
            try await client.execute(
                uri: "/v1/suggestions/\(id)/decision", method: .post, body: ByteBuffer(string: #"{"action":"accept"}"#)
            ) { response in
                #expect(response.status == .ok)
                #expect(TestService.object(response.body)["kind"] as? String == "accepted")
            }
            let taskID = try await client.execute(uri: "/v1/today", method: .get) { response in
                let tasks = TestService.object(response.body)["tasks"] as? [[String: Any]] ?? []
                #expect(tasks.count == 1)
                return tasks.first?["id"] as? String
            }
            #expect(taskID != nil)

            // When the decision is undone, Then the task is gone and the suggestion waits again
            try await client.execute(uri: "/v1/undo", method: .post) { response in
                #expect(response.status == .ok)
                #expect((TestService.object(response.body)["summary"] as? String)?.hasPrefix("Accepted") == true)
            }
            try await client.execute(uri: "/v1/today", method: .get) { response in
                #expect((TestService.object(response.body)["tasks"] as? [Any])?.isEmpty == true)
            }
            try await client.execute(uri: "/v1/review", method: .get) { response in
                #expect((TestService.object(response.body)["items"] as? [Any])?.count == 1)
            }
        }
    }
}

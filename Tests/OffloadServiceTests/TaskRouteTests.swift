import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadStore
import Testing

/// `POST /v1/tasks` and `GET /v1/tasks`.
@Suite struct TaskRouteTests {
    @Test("POST /v1/tasks reads the text like `offload add` and answers 201 with the task object")
    func add() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let reply = try await client.send(
                .post, "/v1/tasks", #"{"text":"call mom tmrw 5pm #family @home +visits"}"#)
            #expect(reply.status == .created)
            let task = try #require(try await service.store.tasks().first)
            #expect(reply.text == (try JSONOutput.line(TaskJSON(task))))
            #expect(task.task.title == "Call mom" && task.tags == ["family"] && task.category == "home")
            #expect(task.planTitle == "visits")
            #expect(reply.object["dueDate"] as? String == "2026-11-19T17:00:00.000Z")
        }
        _ = try await service.store.undo()
        #expect(try await service.store.tasks().isEmpty)
    }

    @Test("blank, missing or extra fields answer 400 and add nothing")
    func badBodies() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            for (body, code) in [
                (#"{"text":"  "}"#, "bad_field"), ("{}", "bad_json"), (#"{"text":"x","due":"today"}"#, "bad_json"),
                (#"{"text":7}"#, "bad_json"),
            ] {
                let reply = try await client.send(.post, "/v1/tasks", body)
                #expect(reply.status == .badRequest && reply.errorCode == code, "\(body)")
            }
        }
        #expect(try await service.store.tasks().isEmpty)
    }

    @Test("GET /v1/tasks answers {\"tasks\"} holding the objects of `tasks --json`")
    func list() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            #expect(try await client.send(.get, "/v1/tasks").text == #"{"tasks":[]}"#)
            _ = try await client.addTask("buy milk")
            _ = try await client.addTask("call mom tomorrow")
            let reply = try await client.send(.get, "/v1/tasks")
            let tasks = try await service.store.tasks()
            #expect(reply.text == #"{"tasks":"# + (try JSONOutput.line(tasks.map(OrganizerJSON.Task.init))) + "}")
            #expect(reply.objects("tasks").count == 2)
        }
    }
}

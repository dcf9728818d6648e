import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadStore
import Testing

/// `PATCH /v1/items/{id}` and `DELETE /v1/items/{id}`.
@Suite struct ItemEditRouteTests {
    @Test("PATCH changes title, due, priority, category, tags and plan and answers the task's object; undo restores")
    func edit() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("buy milk #food #later")
            let body = #"""
                {"title":"Buy oat milk","due":"tomorrow 9am","priority":"high","category":"Errands",
                 "tags":["#food","shop"],"plan":"Weekend","notes":"the big carton"}
                """#
            let reply = try await client.send(.patch, "/v1/items/\(id.prefix(8))", body)
            #expect(reply.status == .ok)
            let task = try await service.store.task(id)
            #expect(reply.text == (try JSONOutput.line(TaskJSON(task))))
            #expect(task.task.title == "Buy oat milk" && task.task.priority == .high && task.category == "Errands")
            #expect(
                task.tags == ["food", "shop"] && task.planTitle == "Weekend" && task.task.notes == "the big carton")
            #expect(reply.object["dueDate"] as? String == "2026-11-19T09:00:00.000Z")
        }
        _ = try await service.store.undo()
        let restored = try #require(try await service.store.tasks().first)
        #expect(
            restored.task.title == "Buy milk" && restored.tags == ["food", "later"] && restored.task.dueDate == nil)
    }

    @Test("due null removes the due date; tags [] removes every tag; an empty category removes it")
    func removals() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("call mom tmrw 5pm #family @home")
            let reply = try await client.send(.patch, "/v1/items/\(id)", #"{"due":null,"tags":[],"category":""}"#)
            #expect(reply.status == .ok)
            #expect(reply.object["dueDate"] == nil && reply.object["category"] == nil)
            #expect(reply.object["tags"] as? [String] == [])
        }
    }

    struct BadEdit: Sendable, CustomTestStringConvertible {
        let body: String
        let code: String
        var testDescription: String { body }
    }

    static let badEdits = [
        BadEdit(body: "{}", code: "bad_json"),
        BadEdit(body: #"{"dueDate":"tomorrow"}"#, code: "bad_json"),
        BadEdit(body: #"{"title":"  "}"#, code: "bad_field"),
        BadEdit(body: #"{"priority":"very"}"#, code: "bad_field"),
        BadEdit(body: #"{"tags":["ok"," "]}"#, code: "bad_field"),
        BadEdit(body: #"{"tags":"food"}"#, code: "bad_json"),
        BadEdit(body: #"{"due":"the secret meeting day"}"#, code: "unreadable_when"),
        BadEdit(body: #"[1]"#, code: "bad_json"),
    ]

    @Test("bad edits answer 400 with a code, name no value, and change nothing", arguments: badEdits)
    func badEdit(_ bad: BadEdit) async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("buy milk")
            let reply = try await client.send(.patch, "/v1/items/\(id)", bad.body)
            #expect(reply.status == .badRequest)
            #expect(reply.errorCode == bad.code)
            #expect(reply.errorMessage?.contains("secret") == false)
        }
        #expect(try await service.store.tasks().first?.task.title == "Buy milk")
        #expect(try await service.store.undoHistory().count == 1)
    }

    @Test("PATCH of a communication answers its `comms --json` object; notes or a plan do not apply to it")
    func communication() async throws {
        let service = try TestService()
        let id = try await service.place("Call Anna", as: .communication, contact: "Anna")
        try await service.app.test(.router) { client in
            let reply = try await client.send(.patch, "/v1/items/\(id)", #"{"due":"friday 10am","tags":["trip"]}"#)
            #expect(reply.status == .ok)
            let outline = try await service.store.communication(id)
            #expect(reply.text == (try JSONOutput.line(OrganizerJSON.Communication(outline))))
            #expect(reply.object["dueDate"] as? String == "2026-11-20T10:00:00.000Z" && outline.tags == ["trip"])
            for body in [#"{"notes":"x"}"#, #"{"plan":"Trip"}"#] {
                let refused = try await client.send(.patch, "/v1/items/\(id)", body)
                #expect(refused.status == .badRequest && refused.errorCode == "not_applicable", "\(body)")
            }
            let done = try await client.send(.post, "/v1/items/\(id)/state", #"{"state":"done"}"#)
            #expect(done.objects("changes").first?["kind"] as? String == "communication")
        }
    }

    @Test("PATCH of an unknown id is 404; of a list is 400 not_applicable")
    func wrongItems() async throws {
        try await TestService().app.test(.router) { client in
            let missing = try await client.send(.patch, "/v1/items/abcd1234", #"{"title":"x"}"#)
            #expect(missing.status == .notFound)
            let list = try await client.send(.post, "/v1/lists", #"{"name":"Groceries"}"#)
            let listID = try #require(list.object["id"] as? String)
            let edit = try await client.send(.patch, "/v1/items/\(listID)", #"{"title":"x"}"#)
            #expect(edit.status == .badRequest)
            #expect(edit.errorCode == "not_applicable")
            #expect(edit.errorMessage?.contains("Groceries") == false)
        }
    }

    @Test("DELETE removes a task (undoable) and answers rm's object; a second DELETE is 404")
    func remove() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("buy milk")
            let reply = try await client.send(.delete, "/v1/items/\(id)")
            #expect(reply.status == .ok)
            #expect(
                reply.text
                    == #"{"listItems":0,"planTasksKept":0,"planTasksRemoved":0,"removed":[{"id":"\#(id)","kind":"task","title":"Buy milk"}],"subplans":0}"#
            )
            #expect(try await client.send(.delete, "/v1/items/\(id)").status == .notFound)
        }
        #expect(try await service.store.tasks().isEmpty)
        _ = try await service.store.undo()
        #expect(try await service.store.tasks().count == 1)
    }

    @Test("DELETE of a plan keeps its tasks unless withTasks=true; a bad withTasks is 400")
    func removePlan() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            _ = try await client.send(.post, "/v1/plans", #"{"title":"Garden","steps":["dig","plant"]}"#)
            #expect(try await client.send(.delete, "/v1/items/garden?withTasks=maybe").status == .badRequest)
            let kept = try await client.send(.delete, "/v1/items/garden")
            #expect(kept.object["planTasksKept"] as? Int == 2)
            _ = try await service.store.undo()
            let removed = try await client.send(.delete, "/v1/items/garden?withTasks=true")
            #expect(removed.object["planTasksRemoved"] as? Int == 2)
        }
        #expect(try await service.store.tasks().isEmpty)
    }
}

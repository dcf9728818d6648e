import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadStore
import Testing

/// `POST /v1/items/{id}/state`.
@Suite struct ItemStateRouteTests {
    @Test("done answers the contract's changes; done again is unchanged; reopen opens it; undo walks back")
    func doneAndReopen() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("buy milk")
            let done = try await client.send(.post, "/v1/items/\(id.prefix(6))/state", #"{"state":"done"}"#)
            #expect(done.status == .ok)
            #expect(
                done.text
                    == #"{"changes":[{"changed":true,"from":"open","id":"\#(id)","kind":"task","title":"Buy milk","to":"done"}]}"#
            )
            let again = try await client.send(.post, "/v1/items/\(id)/state", #"{"state":"done"}"#)
            #expect(again.objects("changes").first?["changed"] as? Bool == false)
            let reopened = try await client.send(.post, "/v1/items/\(id)/state", #"{"state":"open"}"#)
            #expect(reopened.objects("changes").first?["to"] as? String == "open")
        }
        #expect(try await service.store.tasks().first?.task.status == .open)
        _ = try await service.store.undo()
        #expect(try await service.store.tasks().first?.task.status == .done)
    }

    @Test("the state route answers the bytes of `done --json`'s object")
    func sameBytesAsCLIShape() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("call the bank")
            let reply = try await client.send(.post, "/v1/items/\(id)/state", #"{"state":"active"}"#)
            _ = try await service.store.undo()
            let changes = try await service.store.setState([id], to: .active, at: TestService.now)
            #expect(reply.text == (try JSONOutput.line(StateChangesJSON(changes.map(StateChangeJSON.init)))))
        }
    }

    @Test("a list item is checked and unchecked with done and open; it cannot wait (400 state_not_held)")
    func listItems() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let list = try await client.send(.post, "/v1/lists", #"{"name":"Groceries","items":["milk","eggs"]}"#)
            let item = try #require(list.objects("items").last?["id"] as? String)
            let checked = try await client.send(.post, "/v1/items/Groceries:2/state", #"{"state":"done"}"#)
            #expect(checked.objects("changes").first?["id"] as? String == item)
            #expect(checked.objects("changes").first?["kind"] as? String == "list_item")
            let shown = try await client.send(.get, "/v1/lists/groceries")
            #expect(shown.objects("items").last?["isCompleted"] as? Bool == true)
            let waiting = try await client.send(.post, "/v1/items/\(item)/state", #"{"state":"waiting"}"#)
            #expect(waiting.status == .badRequest)
            #expect(waiting.errorCode == "state_not_held")
            let unchecked = try await client.send(.post, "/v1/items/\(item)/state", #"{"state":"open"}"#)
            #expect(unchecked.objects("changes").first?["to"] as? String == "open")
        }
    }

    @Test("done of a repeating task names its next occurrence; skip moves the task itself")
    func repeating() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("water plants every monday")
            let skipped = try await client.send(
                .post, "/v1/items/\(id)/state", #"{"state":"done","skip":true}"#)
            let change = try #require(skipped.objects("changes").first)
            #expect(change["from"] as? String == "open" && change["to"] as? String == "open")
            let next = try #require(change["next"] as? [String: Any])
            #expect(next["id"] as? String == id)
            #expect(next["dueDate"] as? String == "2026-11-30T00:00:00.000Z")
            let done = try await client.send(.post, "/v1/items/\(id)/state", #"{"state":"done"}"#)
            let made = try #require(done.objects("changes").first?["next"] as? [String: Any])
            #expect(made["id"] as? String != id)
            #expect(made["dueDate"] as? String == "2026-12-07T00:00:00.000Z")
        }
    }

    struct BadState: Sendable, CustomTestStringConvertible {
        let body: String
        let status: HTTPResponse.Status
        let code: String
        var testDescription: String { body }
    }

    static let badStates = [
        BadState(body: #"{"state":"finished"}"#, status: .badRequest, code: "bad_json"),
        BadState(body: #"{"stat":"done"}"#, status: .badRequest, code: "bad_json"),
        BadState(body: #"{"state":"done","skip":"yes"}"#, status: .badRequest, code: "bad_json"),
        BadState(body: #"{"state":"open","skip":true}"#, status: .badRequest, code: "bad_field"),
        BadState(body: #"{"state":"done","skip":true}"#, status: .badRequest, code: "not_recurring"),
        BadState(body: "{state", status: .badRequest, code: "bad_json"),
    ]

    @Test("bad bodies and a skip of a task that does not repeat answer 400 and change nothing", arguments: badStates)
    func badBodies(_ bad: BadState) async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("buy milk")
            let reply = try await client.send(.post, "/v1/items/\(id)/state", bad.body)
            #expect(reply.status == bad.status)
            #expect(reply.errorCode == bad.code)
            #expect(reply.errorMessage?.contains("milk") == false)
        }
        #expect(try await service.store.tasks().first?.task.status == .open)
    }

    @Test("an unknown id is 404; a list, which has no state of its own, is not found among the items either")
    func wrongItems() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let missing = try await client.send(.post, "/v1/items/abcd1234/state", #"{"state":"done"}"#)
            #expect(missing.status == .notFound)
            #expect(missing.errorCode == "not_found")
            _ = try await client.send(.post, "/v1/lists", #"{"name":"Secret plans"}"#)
            let list = try await client.send(.post, "/v1/items/Secret%20plans/state", #"{"state":"done"}"#)
            #expect(list.status == .notFound)
            #expect(list.errorMessage?.contains("Secret") == false)
        }
    }
}

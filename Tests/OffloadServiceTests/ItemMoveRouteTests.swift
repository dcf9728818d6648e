import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadStore
import Testing

/// `POST /v1/items/{id}/move` and `POST /v1/items/{id}/order`.
@Suite struct ItemMoveRouteTests {
    @Test("move to tomorrow, a WHEN, the inbox and someday, as `offload move` does")
    func moves() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("call the bank today 4pm")
            let tomorrow = try await client.send(.post, "/v1/items/\(id)/move", #"{"to":"tomorrow"}"#)
            #expect(tomorrow.status == .ok)
            #expect(tomorrow.object["to"] as? String == "2026-11-19T16:00:00.000Z")
            #expect(tomorrow.object["isPostponement"] as? Bool == true && tomorrow.object["postponed"] as? Int == 1)
            #expect((tomorrow.object["task"] as? [String: Any])?["dueDate"] as? String == "2026-11-19T16:00:00.000Z")
            let when = try await client.send(.post, "/v1/items/\(id)/move", #"{"to":"2026-12-01 9am"}"#)
            #expect(when.object["to"] as? String == "2026-12-01T09:00:00.000Z")
            let inbox = try await client.send(.post, "/v1/items/\(id)/move", #"{"to":"inbox"}"#)
            #expect(inbox.object["to"] == nil && inbox.object["changed"] as? Bool == true)
            let again = try await client.send(.post, "/v1/items/\(id)/move", #"{"to":"Inbox"}"#)
            #expect(again.object["changed"] as? Bool == false)
            let someday = try await client.send(.post, "/v1/items/\(id)/move", #"{"to":"someday"}"#)
            #expect((someday.object["task"] as? [String: Any])?["status"] as? String == "someday")
        }
    }

    @Test("the move route answers the bytes of MoveJSON for the same outcome")
    func sameBytes() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("buy milk")
            let reply = try await client.send(.post, "/v1/items/\(id)/move", #"{"to":"tomorrow"}"#)
            _ = try await service.store.undo()
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .gmt
            let outcome = try await service.store.move(id, to: .tomorrow, calendar: calendar, at: TestService.now)
            let json = MoveJSON(outcome, task: try await service.store.task(id))
            #expect(reply.text == (try JSONOutput.line(json)))
        }
    }

    @Test("an unreadable WHEN is 400 unreadable_when, a list is 400 not_applicable, an unknown id 404")
    func badMoves() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("buy milk")
            let unreadable = try await client.send(.post, "/v1/items/\(id)/move", #"{"to":"whenever I like"}"#)
            #expect(unreadable.status == .badRequest && unreadable.errorCode == "unreadable_when")
            #expect(unreadable.errorMessage?.contains("whenever") == false)
            let noTo = try await client.send(.post, "/v1/items/\(id)/move", #"{"when":"today"}"#)
            #expect(noTo.status == .badRequest && noTo.errorCode == "bad_json")
            _ = try await client.send(.post, "/v1/lists", #"{"name":"Groceries"}"#)
            let list = try await client.send(.post, "/v1/items/groceries/move", #"{"to":"today"}"#)
            #expect(list.status == .badRequest && list.errorCode == "not_applicable")
            let missing = try await client.send(.post, "/v1/items/abcd1234/move", #"{"to":"today"}"#)
            #expect(missing.status == .notFound)
        }
        #expect(try await service.store.tasks().first?.task.dueDate == nil)
    }

    @Test("order top, before and after place the task in the one order, as the inbox then shows")
    func order() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let first = try await client.addTask("first")
            let second = try await client.addTask("second")
            let third = try await client.addTask("third")
            let top = try await client.send(.post, "/v1/items/\(third)/order", #"{"top":true}"#)
            #expect(top.status == .ok && top.object["changed"] as? Bool == true)
            #expect(top.object["before"] == nil && top.object["after"] == nil)
            let after = try await client.send(.post, "/v1/items/\(first)/order", #"{"after":"\#(second)"}"#)
            #expect((after.object["after"] as? [String: Any])?["id"] as? String == second)
            let inbox = try await client.send(.get, "/v1/inbox")
            #expect(inbox.objects("tasks").compactMap { $0["id"] as? String } == [third, second, first])
            let before = try await client.send(.post, "/v1/items/\(first)/order", #"{"before":"\#(third)"}"#)
            #expect((before.object["before"] as? [String: Any])?["title"] as? String == "Third")
            let again = try await client.send(.post, "/v1/items/\(first)/order", #"{"top":true}"#)
            #expect(again.object["changed"] as? Bool == false)
        }
    }

    @Test("order with none or two placements, or against itself, is 400; an unknown other task is 404")
    func badOrders() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let id = try await client.addTask("first")
            for body in ["{}", #"{"top":true,"before":"\#(id)"}"#, #"{"top":false}"#, #"{"bottom":true}"#] {
                let reply = try await client.send(.post, "/v1/items/\(id)/order", body)
                #expect(reply.status == .badRequest && reply.errorCode == "bad_json", "\(body)")
            }
            let itself = try await client.send(.post, "/v1/items/\(id)/order", #"{"after":"\#(id)"}"#)
            #expect(itself.status == .badRequest && itself.errorCode == "ordered_against_itself")
            let missing = try await client.send(.post, "/v1/items/\(id)/order", #"{"after":"abcd1234"}"#)
            #expect(missing.status == .notFound)
        }
    }
}

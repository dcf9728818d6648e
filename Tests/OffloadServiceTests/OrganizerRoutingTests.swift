import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadStore
import Testing

/// The organizer routes' 405s and same-origin check.
@Suite struct OrganizerRoutingTests {
    struct Change: Sendable, CustomTestStringConvertible {
        let method: HTTPRequest.Method
        let uri: String
        let body: String?
        var testDescription: String { "\(method) \(uri)" }
    }

    /// Every state-changing organizer route, with a body it would accept for the fixture of ``foreignOrigin(_:)``.
    static let changes = [
        Change(method: .post, uri: "/v1/items/ITEM/state", body: #"{"state":"done"}"#),
        Change(method: .patch, uri: "/v1/items/ITEM", body: #"{"title":"x"}"#),
        Change(method: .post, uri: "/v1/items/ITEM/move", body: #"{"to":"tomorrow"}"#),
        Change(method: .post, uri: "/v1/items/ITEM/order", body: #"{"top":true}"#),
        Change(method: .delete, uri: "/v1/items/ITEM", body: nil),
        Change(method: .post, uri: "/v1/tasks", body: #"{"text":"x"}"#),
        Change(method: .post, uri: "/v1/lists", body: #"{"name":"x"}"#),
        Change(method: .patch, uri: "/v1/lists/groceries", body: #"{"name":"x"}"#),
        Change(method: .post, uri: "/v1/lists/groceries/items", body: #"{"text":"x"}"#),
        Change(method: .post, uri: "/v1/lists/groceries/order", body: #"{"item":"LISTITEM","bottom":true}"#),
        Change(method: .post, uri: "/v1/plans", body: #"{"title":"x"}"#),
        Change(method: .patch, uri: "/v1/plans/garden", body: #"{"title":"x"}"#),
        Change(method: .post, uri: "/v1/plans/garden/steps", body: #"{"text":"x"}"#),
        Change(method: .post, uri: "/v1/plans/garden/archive", body: nil),
        Change(method: .post, uri: "/v1/plans/garden/unarchive", body: nil),
    ]

    @Test("a state-changing organizer request from a foreign origin is 403 and changes nothing", arguments: changes)
    func foreignOrigin(_ change: Change) async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let task = try await client.addTask("buy milk")
            let list = try await client.send(.post, "/v1/lists", #"{"name":"Groceries","items":["milk"]}"#)
            let item = try #require(list.objects("items").first?["id"] as? String)
            _ = try await client.send(.post, "/v1/plans", #"{"title":"Garden"}"#)
            let before = try await service.store.undoHistory(limit: 100).count
            let uri = change.uri.replacingOccurrences(of: "ITEM", with: task)
            let body = change.body?.replacingOccurrences(of: "LISTITEM", with: item)
            let foreign = try await client.send(change.method, uri, body, origin: "http://evil.example")
            #expect(foreign.status == .forbidden && foreign.errorCode == "foreign_origin")
            #expect(try await service.store.undoHistory(limit: 100).count == before)
            let own = try await client.send(change.method, uri, body, origin: "http://localhost:8765")
            #expect((200..<300).contains(own.status.code), "\(own.text)")
        }
    }

    @Test(
        "wrong methods on organizer paths answer 405 with Allow",
        arguments: [
            ("/v1/items/abcd1234", "PATCH, DELETE"), ("/v1/items/abcd1234/state", "POST"), ("/v1/tasks", "GET, POST"),
            ("/v1/inbox", "GET"), ("/v1/lists/groceries", "GET, PATCH"), ("/v1/plans/garden/archive", "POST"),
            ("/v1/search", "GET"),
        ])
    func methodNotAllowed(_ uri: String, _ allow: String) async throws {
        try await TestService().app.test(.router) { client in
            let reply = try await client.send(.put, uri, "{}")
            #expect(reply.status == .methodNotAllowed)
            #expect(reply.headers[.allow] == allow)
        }
    }
}

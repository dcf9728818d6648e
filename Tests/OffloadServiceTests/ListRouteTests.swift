import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadInterface
import OffloadStore
import Testing

/// `/v1/lists`.
@Suite struct ListRouteTests {
    @Test("POST /v1/lists makes a list (201, the `lists --json` object); the same name again is 409")
    func create() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            let made = try await client.send(.post, "/v1/lists", #"{"name":"Groceries","items":["milk","2 kg flour"]}"#)
            #expect(made.status == .created)
            let list = try #require(try await service.store.lists().first)
            #expect(made.text == (try JSONOutput.line(OrganizerJSON.List(list))))
            #expect(list.items.map(\.text) == ["milk", "2 kg flour"] && list.list.listType == .shopping)
            let again = try await client.send(.post, "/v1/lists", #"{"name":"groceries"}"#)
            #expect(again.status == .conflict && again.errorCode == "name_taken")
            #expect(again.errorMessage?.contains("roceries") == false)
            let blank = try await client.send(.post, "/v1/lists", #"{"name":" "}"#)
            #expect(blank.status == .badRequest && blank.errorCode == "empty_name")
            let blankItem = try await client.send(.post, "/v1/lists", #"{"name":"Packing","items":[""]}"#)
            #expect(blankItem.status == .badRequest && blankItem.errorCode == "empty_name")
        }
        #expect(try await service.store.lists().count == 1)
        _ = try await service.store.undo()
        #expect(try await service.store.lists().isEmpty)
    }

    @Test("GET /v1/lists wraps the array of `lists --json`; GET /v1/lists/{ref} takes a name or an id prefix")
    func read() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            #expect(try await client.send(.get, "/v1/lists").text == #"{"lists":[]}"#)
            let made = try await client.send(.post, "/v1/lists", #"{"name":"Groceries","items":["milk"]}"#)
            let id = try #require(made.object["id"] as? String)
            let all = try await client.send(.get, "/v1/lists")
            #expect(all.text == #"{"lists":["# + made.text + "]}")
            #expect(try await client.send(.get, "/v1/lists/GROCERIES").text == made.text)
            #expect(try await client.send(.get, "/v1/lists/\(id.prefix(6))").text == made.text)
            _ = try await client.send(.post, "/v1/lists", #"{"name":"Secret plans"}"#)
            let spaced = try await client.send(.get, "/v1/lists/secret%20plans")
            #expect(spaced.status == .ok && spaced.object["name"] as? String == "Secret plans")
            let missing = try await client.send(.get, "/v1/lists/Hardware")
            #expect(missing.status == .notFound && missing.errorMessage?.contains("Hardware") == false)
        }
    }

    @Test("PATCH /v1/lists/{ref} renames it; a name another list has is 409")
    func rename() async throws {
        try await TestService().app.test(.router) { client in
            _ = try await client.send(.post, "/v1/lists", #"{"name":"Groceries"}"#)
            _ = try await client.send(.post, "/v1/lists", #"{"name":"Hardware"}"#)
            let renamed = try await client.send(.patch, "/v1/lists/groceries", #"{"name":"Shopping"}"#)
            #expect(renamed.status == .ok && renamed.object["name"] as? String == "Shopping")
            let taken = try await client.send(.patch, "/v1/lists/shopping", #"{"name":"hardware"}"#)
            #expect(taken.status == .conflict)
            let bad = try await client.send(.patch, "/v1/lists/shopping", #"{"title":"A","name":"B"}"#)
            #expect(bad.status == .badRequest && bad.errorCode == "bad_json")
            let missing = try await client.send(.patch, "/v1/lists/garden", #"{"name":"x"}"#)
            #expect(missing.status == .notFound)
        }
    }

    @Test("POST /v1/lists/{ref}/items adds at the end (201); an unknown list is 404 and makes nothing")
    func addItems() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            _ = try await client.send(.post, "/v1/lists", #"{"name":"Groceries","items":["milk"]}"#)
            let many = try await client.send(.post, "/v1/lists/groceries/items", #"{"items":["eggs","bread"]}"#)
            #expect(many.status == .created)
            let one = try await client.send(.post, "/v1/lists/groceries/items", #"{"text":"butter"}"#)
            #expect(one.objects("items").compactMap { $0["text"] as? String } == ["milk", "eggs", "bread", "butter"])
            let missing = try await client.send(.post, "/v1/lists/hardware/items", #"{"text":"nails"}"#)
            #expect(missing.status == .notFound)
            for body in [#"{"items":[]}"#, "{}", #"{"text":"a","items":["b"]}"#] {
                let bad = try await client.send(.post, "/v1/lists/groceries/items", body)
                #expect(bad.status == .badRequest && bad.errorCode == "bad_json", "\(body)")
            }
        }
        #expect(try await service.store.lists().count == 1)
    }

    @Test("POST /v1/lists/{ref}/order moves an item to the top, the bottom, before or after another")
    func order() async throws {
        try await TestService().app.test(.router) { client in
            let made = try await client.send(
                .post, "/v1/lists", #"{"name":"Groceries","items":["milk","eggs","bread"]}"#)
            let ids = made.objects("items").compactMap { $0["id"] as? String }
            func texts(_ reply: Reply) -> [String] { reply.objects("items").compactMap { $0["text"] as? String } }
            let top = try await client.send(.post, "/v1/lists/groceries/order", #"{"item":"\#(ids[2])","top":true}"#)
            #expect(top.status == .ok && texts(top) == ["bread", "milk", "eggs"])
            let bottom = try await client.send(
                .post, "/v1/lists/groceries/order", #"{"item":"\#(ids[2].prefix(8))","bottom":true}"#)
            #expect(texts(bottom) == ["milk", "eggs", "bread"])
            let before = try await client.send(
                .post, "/v1/lists/groceries/order", #"{"item":"\#(ids[1])","before":"\#(ids[0])"}"#)
            #expect(texts(before) == ["eggs", "milk", "bread"])
            let after = try await client.send(
                .post, "/v1/lists/groceries/order", #"{"item":"\#(ids[1])","after":"Groceries:3"}"#)
            #expect(texts(after) == ["milk", "bread", "eggs"])
            let itself = try await client.send(
                .post, "/v1/lists/groceries/order", #"{"item":"\#(ids[1])","after":"\#(ids[1])"}"#)
            #expect(itself.status == .badRequest && itself.errorCode == "not_orderable")
            let missing = try await client.send(.post, "/v1/lists/groceries/order", #"{"item":"ffff9999","top":true}"#)
            #expect(missing.status == .notFound)
            let two = try await client.send(
                .post, "/v1/lists/groceries/order", #"{"item":"\#(ids[1])","top":true,"bottom":true}"#)
            #expect(two.status == .badRequest && two.errorCode == "bad_json")
        }
    }
}

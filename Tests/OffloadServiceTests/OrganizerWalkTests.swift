import Foundation
import Hummingbird
import HummingbirdTesting
import OffloadStore
import Testing

/// One walk through the organizer routes, as the web page makes it.
@Suite struct OrganizerWalkTests {
    @Test("add, move to tomorrow, order, done; undo through the store; the views follow each step")
    func walk() async throws {
        let service = try TestService()
        try await service.app.test(.router) { client in
            func ids(_ tasks: [[String: Any]]) -> [String] { tasks.compactMap { $0["id"] as? String } }
            func upcoming() async throws -> [String] {
                ids(
                    try await client.send(.get, "/v1/upcoming").objects("days").flatMap {
                        $0["tasks"] as? [[String: Any]] ?? []
                    })
            }
            func today() async throws -> [String] { ids(try await client.send(.get, "/v1/today").objects("tasks")) }

            // Given a task in the inbox and another due tomorrow
            let other = try await client.addTask("call mom tomorrow")
            let id = try await client.addTask("buy milk")
            #expect(ids(try await client.send(.get, "/v1/inbox").objects("tasks")) == [id])

            // When it moves to tomorrow and goes to the top, it is upcoming, first
            let moved = try await client.send(.post, "/v1/items/\(id)/move", #"{"to":"tomorrow"}"#)
            #expect(moved.status == .ok)
            #expect(try await upcoming() == [other, id])
            #expect(try await client.send(.post, "/v1/items/\(id)/order", #"{"top":true}"#).status == .ok)
            #expect(try await upcoming() == [id, other])
            #expect(ids(try await client.send(.get, "/v1/inbox").objects("tasks")).isEmpty)

            // When it is done, it leaves upcoming and shows on today (done today)
            let done = try await client.send(.post, "/v1/items/\(id)/state", #"{"state":"done"}"#)
            #expect(done.objects("changes").first?["to"] as? String == "done")
            #expect(try await upcoming() == [other])
            #expect(try await today() == [id])

            // Then undo through the store takes the done back: upcoming again, not today
            _ = try await service.store.undo()
            #expect(try await upcoming() == [id, other])
            #expect(try await today().isEmpty)
        }
    }
}

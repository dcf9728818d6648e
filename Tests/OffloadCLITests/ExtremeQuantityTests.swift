import Foundation
import GRDB
import Testing

@Suite struct ExtremeQuantityTests {
    /// Items no hand-off writes any more, stored as an older build (or another tool) could have left them.
    static let itemsJSON = """
        [{"text":"apples","quantity":9999999999999999999,"children":[]},\
        {"text":"pears","quantity":1e308,"unit":"kg","children":[]},{"text":"figs","quantity":-0.0,"children":[]},\
        {"text":"plums","quantity":9223372036854775808,"children":[]}]
        """

    @Test(
        "Given a suggestion holding quantities of 2^63 and more, When listed, reviewed and accepted, Then nothing traps"
    )
    func extremeQuantities() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let items = try await DecideCommandTests.handedOff(offload, ["milk, eggs and 2 loaves of bread"])
        let suggestion = try #require(items.first?.suggestions.first)
        let queue = try DatabaseQueue(path: offload.databasePath)
        try await queue.write { db in
            try db.execute(
                sql: "UPDATE suggestions SET items_json = ?, destination_type = 'list' WHERE id = ?",
                arguments: [Self.itemsJSON, suggestion.id])
        }
        try queue.close()

        let text = try await offload.run(["suggestions"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("1e+19 apples, 1e+308 kg pears, 0 figs, 9.223372036854776e+18 plums"))
        #expect(try await offload.run(["suggestions", "--json"]).status == 0)
        let review = try await offload.run(["review"], stdin: Data("q\n".utf8))
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("1. apples ×1e+19"))

        let accepted = try await offload.run(["decide", suggestion.id, "accept"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let lists = try await offload.run(["lists"])
        #expect(lists.status == 0, "\(lists.stderr)")
        #expect(lists.stdout.contains("  [ ] 1e+19 apples\n"))
        #expect(lists.stdout.contains("  [ ] 0 figs\n"))

        // SQLite reads 1e999 as infinity, which no JSON can hold: the quantity is left out, the item stays.
        let writer = try DatabaseQueue(path: offload.databasePath)
        try await writer.write { db in try db.execute(sql: "UPDATE list_items SET quantity = 1e999") }
        try writer.close()
        let infinite = try await offload.run(["lists"])
        #expect(infinite.status == 0, "\(infinite.stderr)")
        #expect(infinite.stdout.contains("  [ ] apples\n"))
        let json = try await offload.run(["lists", "--json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains("\"text\":\"apples\""))
    }
}

import Foundation
import Testing

@testable import OffloadStore

/// `--json` of `done`, `move`, `order`, `edit` and `rm` (the shapes the service answers), and `month --month`.
@Suite struct ItemJSONCommandTests {
    /// Monday 2026-11-23 09:00 UTC.
    static let now = ["OFFLOAD_NOW": "2026-11-23T09:00:00Z"]

    func stdout(_ offload: OffloadProcess, _ arguments: [String]) async throws -> String {
        let result = try await offload.run(arguments, stdin: Data(), environment: Self.now)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    func object(_ offload: OffloadProcess, _ arguments: [String]) async throws -> [String: Any] {
        let text = try await stdout(offload, arguments)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test("done, move, order, edit and rm print one JSON object each with --json")
    func shapes() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let id = try #require(try await object(offload, ["add", "--json", "buy milk"])["id"] as? String)
        #expect(
            try await stdout(offload, ["done", "--json", id])
                == #"{"changes":[{"changed":true,"from":"open","id":"\#(id)","kind":"task","title":"Buy milk","to":"done"}]}"#
                + "\n")
        _ = try await stdout(offload, ["reopen", id])
        let moved = try await object(offload, ["move", "--json", id, "tomorrow"])
        #expect(moved["to"] as? String == "2026-11-24T00:00:00.000Z" && moved["changed"] as? Bool == true)
        #expect((moved["task"] as? [String: Any])?["dueDate"] as? String == "2026-11-24T00:00:00.000Z")
        let ordered = try await object(offload, ["order", "--json", id, "--top"])
        #expect(ordered["changed"] as? Bool == false && (ordered["task"] as? [String: Any])?["id"] as? String == id)
        let edited = try await object(offload, ["edit", "--json", id, "--title", "Buy oat milk", "--tag", "+food"])
        #expect(edited["title"] as? String == "Buy oat milk" && edited["tags"] as? [String] == ["food"])
        let removed = try await object(offload, ["rm", "--json", id])
        #expect((removed["removed"] as? [[String: Any]])?.first?["id"] as? String == id)
        #expect(removed["planTasksKept"] as? Int == 0)
    }

    @Test("done --skip --json names the same task at its next occurrence")
    func skip() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let id = try #require(
            try await object(offload, ["add", "--json", "water plants every monday"])["id"] as? String)
        let skipped = try await object(offload, ["done", "--skip", "--json", id])
        let change = try #require((skipped["changes"] as? [[String: Any]])?.first)
        #expect(change["from"] as? String == "open" && change["to"] as? String == "open")
        #expect((change["next"] as? [String: Any])?["id"] as? String == id)
    }

    @Test("month --month shows another month; a month not written YYYY-MM is a usage error")
    func month() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        _ = try await stdout(offload, ["add", "renew passport 2026-12-03"])
        let december = try await object(offload, ["month", "--json", "--month", "2026-12"])
        let days = try #require(december["days"] as? [[String: Any]])
        #expect(days.count == 31 && days[2]["open"] as? Int == 1)
        #expect(!days.contains { $0["isToday"] as? Bool == true })
        let text = try await stdout(offload, ["month", "--month", "2026-12"])
        #expect(text.hasPrefix("December 2026"))
        let bad = try await offload.run(["month", "--month", "12/2026"], stdin: Data(), environment: Self.now)
        #expect(bad.status == 64 && bad.stderr.contains("--month takes a month as YYYY-MM"))
    }
}

import Foundation
import Testing

/// `offload review-day`: scripted keys, one a line, over tasks from earlier days.
@Suite struct ReviewDayCommandTests {
    static let environment = ["OFFLOAD_NOW": "2026-11-23T09:00:00Z", "TZ": "UTC", "NO_COLOR": "1"]

    struct Today: Decodable {
        struct Task: Decodable {
            let title: String
            let status: String
            let dueDate: String?
        }
        let tasks: [Task]
        let fromEarlier: [Task]
    }

    static func run(_ offload: OffloadProcess, _ arguments: [String], stdin: String = "") async throws -> String {
        let result = try await offload.run(arguments, stdin: Data(stdin.utf8), environment: environment)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    static func today(_ offload: OffloadProcess) async throws -> Today {
        try JSONDecoder().decode(Today.self, from: Data(try await run(offload, ["today", "--json"]).utf8))
    }

    @Test("each key does what it says, end of input keeps what was decided, and u takes back the last one")
    func keys() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let lines = [
            "Pay rent 2026-11-20 10:00", "Send forms 2026-11-21", "Call bank 2026-11-19", "Old idea 2026-11-18",
        ]
        _ = try await Self.run(offload, ["add", "--lines"], stdin: lines.joined(separator: "\n"))
        #expect(
            try await Self.today(offload).fromEarlier.map(\.title) == [
                "Pay rent", "Send forms", "Call bank", "Old idea",
            ])

        let first = try await Self.run(offload, ["review-day"], stdin: "t\nu\nt\nm\nx\n")
        #expect(first.hasPrefix("4 tasks from earlier days. No hurry: one key each.\n"))
        #expect(first.contains("  Moved 'Pay rent' (") && first.contains(") to today 10:00 (postponed once).\n"))
        #expect(first.contains("  Undid: Moved 'Pay rent'.\n"))
        #expect(first.components(separatedBy: "(1/4)").count == 3)  // shown again after the undo
        #expect(
            first.hasSuffix(
                "Done for now: 1 today, 1 tomorrow, 1 done. 1 not looked at; they stay in From earlier.\n"))
        let today = try await Self.today(offload)
        #expect(today.tasks.map(\.title) == ["Pay rent", "Call bank"])
        #expect(today.tasks.first?.dueDate == "2026-11-23T10:00:00.000Z")
        #expect(today.tasks.map(\.status) == ["open", "done"])
        #expect(today.fromEarlier.map(\.title) == ["Old idea"])

        let unknown = try await Self.run(offload, ["review-day"], stdin: "z\nq\n")
        #expect(unknown.contains("'z' is not a key here."))
        #expect(unknown.hasSuffix("Nothing changed. 1 not looked at; they stay in From earlier.\n"))
        _ = try await Self.run(offload, ["review-day"], stdin: "x\n")
        #expect(
            try await Self.run(offload, ["review-day"]) == "Nothing left from earlier days. Today is yours to plan.\n")
    }
}

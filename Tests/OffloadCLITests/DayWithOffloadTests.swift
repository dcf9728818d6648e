import Foundation
import Testing

/// The brief's day, end to end through the built binary: captures, quick adds, hand-off and review, Today reordered,
/// tasks started, completed and moved, then the next morning's carry-forward and two undos.
///
/// Every step runs with a fixed clock (`OFFLOAD_NOW`) and is checked against the views' `--json`.
@Suite struct DayWithOffloadTests {
    /// Tuesday, 08:00 UTC; far from any day the suite runs on, so a command that reads the system clock fails the walk.
    static let morning = "2026-12-01T08:00:00Z"
    /// The next morning.
    static let nextMorning = "2026-12-02T08:00:00Z"

    /// A task object as the views print it.
    struct Task: Decodable, Equatable {
        let id: String
        let title: String
        let status: String
        let dueDate: String?
        let position: Int
        let postponed: Int
        let completedAt: String?
    }

    struct Today: Decodable {
        let date: String
        let tasks: [Task]
        let fromEarlier: [Task]
    }

    struct Inbox: Decodable { let tasks: [Task] }

    struct Upcoming: Decodable {
        struct Day: Decodable {
            let date: String
            let tasks: [Task]
        }
        let days: [Day]
    }

    struct Week: Decodable {
        struct Day: Decodable {
            let date: String
            let isToday: Bool
            let open: Int
            let done: Int
        }
        let days: [Day]
    }

    /// One shell in the day: the database and the clock.
    struct Day {
        let offload: OffloadProcess
        var now = DayWithOffloadTests.morning

        /// Runs `offload arguments…` at `now`, expects success, and returns stdout.
        func run(_ arguments: [String], stdin: String = "") async throws -> String {
            let environment = ["OFFLOAD_NOW": now, "TZ": "UTC", "NO_COLOR": "1"]
            let result = try await offload.run(arguments, stdin: Data(stdin.utf8), environment: environment)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            return result.stdout
        }

        func decode<Value: Decodable>(_ type: Value.Type, _ arguments: [String]) async throws -> Value {
            try JSONDecoder().decode(type, from: Data(try await run(arguments + ["--json"]).utf8))
        }

        func today() async throws -> Today { try await decode(Today.self, ["today"]) }
        func inbox() async throws -> [Task] { try await decode(Inbox.self, ["inbox"]).tasks }

        /// Upcoming as `date: titles`, in order.
        func upcoming() async throws -> [String] {
            try await decode(Upcoming.self, ["upcoming"]).days.map {
                "\($0.date): " + $0.tasks.map(\.title).joined(separator: ", ")
            }
        }

        /// The id prefix of the one task titled `title` in Today or the inbox.
        func id(_ title: String) async throws -> String {
            let today = try await today()
            let all = today.tasks + today.fromEarlier + (try await inbox())
            return String(try #require(all.first { $0.title == title }, "no task '\(title)'").id.prefix(8))
        }
    }

    @Test("the brief's day: capture, add, hand off, review, order, start, done, move, review-day, undo twice")
    func walk() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        var day = Day(offload: offload)

        // Morning: three captures, saved without a question; nothing is placed yet
        for text in ["water the plants today", "fix the leaky tap today", "renew passport"] {
            #expect(try await day.run(["capture", text]).hasPrefix("Saved. Organize later."))
        }
        var today = try await day.today()
        #expect(today.date == "2026-12-01")
        #expect(today.tasks.isEmpty && today.fromEarlier.isEmpty)
        #expect(try await day.inbox().isEmpty)

        // Two tasks added at once, the user's own decision
        #expect(try await day.run(["add", "pay rent today 10am"]).hasPrefix("Added 'Pay rent' ("))
        #expect(try await day.run(["add", "finish the slides today"]).hasPrefix("Added 'Finish the slides' ("))
        today = try await day.today()
        #expect(today.tasks.map(\.title) == ["Pay rent", "Finish the slides"])
        #expect(today.tasks.first?.dueDate == "2026-12-01T10:00:00.000Z")
        #expect(today.fromEarlier.isEmpty)

        // Hand-off, then a scripted review accepts the three suggestions
        let handOff = try await offload.run(["handoff"] + TinyModels.arguments(), environment: ["OFFLOAD_NOW": day.now])
        #expect(handOff.status == 0, "\(handOff.stderr)")
        let suggestions = try await offload.run(["suggestions", "--json"]).reviewItems().flatMap(\.suggestions)
        #expect(suggestions.map(\.destinationType) == ["task", "task", "task"])
        #expect(suggestions.map(\.dueDate) == ["2026-12-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z", nil])
        let review = try await day.run(["review"], stdin: "a\na\na\n")
        #expect(review.hasSuffix("Done. 3 accepted, 0 edited, 0 rejected, 0 skipped, 0 left as they were; 3 placed.\n"))
        today = try await day.today()
        #expect(today.tasks.map(\.title) == ["Pay rent", "Finish the slides", "Water the plants", "Fix the leaky tap"])
        #expect(today.tasks.allSatisfy { $0.status == "open" })
        #expect(try await day.inbox().map(\.title) == ["Renew passport"])

        // Today reordered: the tap first, the plants right after it
        let tap = try await day.id("Fix the leaky tap")
        let plants = try await day.id("Water the plants")
        _ = try await day.run(["order", tap, "--top"])
        _ = try await day.run(["order", plants, "--after", tap])
        today = try await day.today()
        #expect(today.tasks.map(\.title) == ["Fix the leaky tap", "Water the plants", "Pay rent", "Finish the slides"])
        #expect(today.tasks.map(\.position) == today.tasks.map(\.position).sorted())

        // Start one, complete two: finished tasks stay in Today, marked done at this morning's time
        #expect(try await day.run(["start", tap]).hasPrefix("Started: Fix the leaky tap ("))
        let rent = try await day.id("Pay rent")
        let slides = try await day.id("Finish the slides")
        let done = try await day.run(["done", rent, slides])
        #expect(done.hasPrefix("Done: Pay rent (\(rent))\nDone: Finish the slides (\(slides))\n"))
        today = try await day.today()
        #expect(today.tasks.map(\.title) == ["Fix the leaky tap", "Water the plants", "Pay rent", "Finish the slides"])
        #expect(today.tasks.map(\.status) == ["active", "open", "done", "done"])
        #expect(today.tasks.map(\.completedAt) == [nil, nil, "2026-12-01T08:00:00.000Z", "2026-12-01T08:00:00.000Z"])
        let week = try await day.decode(Week.self, ["week"]).days.filter(\.isToday)
        #expect(week.map { "\($0.date) \($0.open) open \($0.done) done" } == ["2026-12-01 2 open 2 done"])

        // Move one to tomorrow: the inbox's passport goes to Upcoming
        let passport = try await day.id("Renew passport")
        #expect(
            try await day.run(["move", passport, "tomorrow"]).hasPrefix("Moved 'Renew passport' (\(passport)) to "))
        #expect(try await day.inbox().isEmpty)
        #expect(try await day.upcoming() == ["2026-12-02: Renew passport"])
        #expect(try await day.today().tasks.count == 4)

        // The next morning: yesterday's finished tasks are gone, what was left waits in From earlier
        day.now = Self.nextMorning
        today = try await day.today()
        #expect(today.date == "2026-12-02")
        #expect(today.tasks.map(\.title) == ["Renew passport"])
        #expect(today.fromEarlier.map(\.title) == ["Fix the leaky tap", "Water the plants"])
        #expect(today.fromEarlier.map(\.status) == ["active", "open"])

        // review-day: the tap today, the plants tomorrow
        let carried = try await day.run(["review-day"], stdin: "t\nm\n")
        #expect(carried.hasPrefix("2 tasks from earlier days. No hurry: one key each.\n"))
        #expect(carried.hasSuffix("Done for now: 1 today, 1 tomorrow.\n"), "\(carried)")
        today = try await day.today()
        #expect(today.tasks.map(\.title) == ["Fix the leaky tap", "Renew passport"])
        #expect(today.tasks.map(\.status) == ["active", "open"])
        #expect(today.tasks.first?.dueDate == "2026-12-02T00:00:00.000Z")
        #expect(today.tasks.map(\.postponed) == [1, 0])
        #expect(today.fromEarlier.isEmpty)
        #expect(try await day.upcoming() == ["2026-12-03: Water the plants"])

        // Undo twice: the plants, then the tap, are back in From earlier
        #expect(try await day.run(["undo"]).hasPrefix("Undid: Moved 'Water the plants'"))
        today = try await day.today()
        #expect(today.tasks.map(\.title) == ["Fix the leaky tap", "Renew passport"])
        #expect(today.fromEarlier.map(\.title) == ["Water the plants"])
        #expect(try await day.upcoming().isEmpty)
        #expect(try await day.run(["undo"]).hasPrefix("Undid: Moved 'Fix the leaky tap'"))
        today = try await day.today()
        #expect(today.tasks.map(\.title) == ["Renew passport"])
        #expect(today.fromEarlier.map(\.title) == ["Fix the leaky tap", "Water the plants"])
        #expect(today.fromEarlier.map(\.dueDate) == ["2026-12-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"])
        #expect(today.fromEarlier.map(\.status) == ["active", "open"])
        #expect(today.fromEarlier.map(\.postponed) == [0, 0])
        #expect(try await day.inbox().isEmpty)
    }
}

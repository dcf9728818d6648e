import Foundation
import Testing

@testable import OffloadStore

/// `offload remind`, `offload reminders [due]` and `offload calendar` as whole processes.
@Suite struct ReminderCommandTests {
    static let environment = ["OFFLOAD_NOW": "2026-11-24T08:00:00Z", "TZ": "UTC", "NO_COLOR": "1"]

    static func run(_ offload: OffloadProcess, _ arguments: [String], at now: String? = nil) async throws
        -> OffloadProcess.Result
    {
        var environment = Self.environment
        if let now { environment["OFFLOAD_NOW"] = now }
        return try await offload.run(arguments, environment: environment)
    }

    static func deliveredIDs(_ result: OffloadProcess.Result) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(json["reminders"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    }

    @Test("two overlapping `reminders due` runs deliver each of 200 reminders exactly once")
    func overlappingRuns() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        #expect(try await Self.run(offload, ["add", "Water plants"]).status == 0)
        let store = try CaptureStore.open(atPath: offload.databasePath)
        let task = try #require(try await store.tasks().first)
        let start = try #require(ISO8601DateFormatter().date(from: "2026-11-24T07:00:00Z"))
        for second in 0..<200 {
            try await store.addReminder(
                to: task.task.id.uuidString, at: start.addingTimeInterval(Double(second)), now: start)
        }
        async let first = Self.run(offload, ["reminders", "due", "--json"])
        async let second = Self.run(offload, ["reminders", "due", "--json"])
        let runs = try await [first, second]
        #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.stderr))")
        let ids = try runs.flatMap(Self.deliveredIDs)
        #expect(ids.count == 200 && Set(ids).count == 200)
        let again = try await Self.run(offload, ["reminders", "due"])
        #expect(again.status == 0 && again.stdout == "Nothing due.\n")
    }

    @Test("a day without a time reminds at 09:00 local, also on the day the clocks go forward")
    func defaultHourOnDaylightSavingDay() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let berlin = ["OFFLOAD_NOW": "2026-03-20T08:00:00Z", "TZ": "Europe/Berlin", "NO_COLOR": "1"]
        #expect(try await offload.run(["add", "Water plants"], environment: berlin).status == 0)
        let id = try #require(try await CaptureStore.open(atPath: offload.databasePath).tasks().first).task.id
        let result = try await offload.run(
            ["remind", id.uuidString, "2026-03-29", "--json"], environment: berlin)
        #expect(result.status == 0, "\(result.stderr)")
        // Clocks go from 02:00 to 03:00 that night: 09:00 CEST is 07:00 UTC (midnight plus nine hours would be 10:00).
        #expect(result.stdout.contains("\"2026-03-29T07:00:00.000Z\""), "\(result.stdout)")
    }

    @Test("a past time is accepted and delivered by the next run; quiet hours hold reminders until they end")
    func pastAndQuiet() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        #expect(try await Self.run(offload, ["add", "Call the plumber", "tomorrow"]).status == 0)
        let id = try #require(try await CaptureStore.open(atPath: offload.databasePath).tasks().first).task.id
        let short = String(id.uuidString.lowercased().prefix(8))
        let set = try await Self.run(offload, ["remind", short, "yesterday", "5pm"])
        #expect(set.status == 0)
        #expect(set.stdout.hasPrefix("Reminder for 'Call the plumber': Mon 23 Nov 17:00 (already past"))
        #expect(try await Self.run(offload, ["today"]).stdout.isEmpty == false)
        #expect(try await Self.run(offload, ["upcoming"]).stdout.contains("⏰ Mon 23 Nov 17:00"))
        let quietHours = try await offload.run(
            ["config", "set", "quiet-hours", "22:00-09:00"], environment: Self.environment, passesDatabase: false)
        #expect(quietHours.status == 0)
        let quiet = try await Self.run(offload, ["reminders", "due"])
        #expect(quiet.status == 0 && quiet.stdout == "Nothing due (quiet hours).\n")
        let after = try await Self.run(offload, ["reminders", "due"], at: "2026-11-24T09:00:00Z")
        #expect(after.stdout == "⏰ Mon 23 Nov 17:00  \(short)  Call the plumber\n")
        let unreadable = try await Self.run(offload, ["remind", short, "whenever"])
        #expect(unreadable.status == 65)
    }

    @Test("the calendar file holds each dated task with its due date and alarms, and goes to -o whole")
    func calendarFile() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        #expect(try await Self.run(offload, ["add", "Send invoice, to ACME", "fri", "3pm"]).status == 0)
        #expect(try await Self.run(offload, ["add", "No date"]).status == 0)
        let id = try #require(
            try await CaptureStore.open(atPath: offload.databasePath).tasks().first { $0.task.dueDate != nil }
        ).task.id
        #expect(try await Self.run(offload, ["remind", String(id.uuidString.prefix(8)), "thu", "6pm"]).status == 0)
        let path = offload.directory.appendingPathComponent("out.ics").path
        let written = try await Self.run(offload, ["calendar", "-o", path])
        #expect(written.stdout == "Wrote 1 to-do and 1 reminder to \(path).\n")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(text.contains("SUMMARY:Send invoice\\, to ACME\r\n"))
        #expect(text.contains("DUE:20261127T150000Z\r\n"))
        #expect(text.contains("TRIGGER;VALUE=DATE-TIME:20261126T180000Z\r\n"))
        #expect(!text.contains("No date"))
        let stdout = try await Self.run(offload, ["calendar", "--days", "1"])
        #expect(!stdout.stdout.contains("BEGIN:VTODO"))
        #expect(try await Self.run(offload, ["calendar", "--days", "0"]).status == 64)
        #expect(try await Self.run(offload, ["calendar", "-o", "/nonexistent/dir/x.ics"]).status == 73)
    }
}

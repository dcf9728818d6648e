import Foundation
import Testing

/// Recurring captures keep their day, time and first occurrence from the date grammar to the stored suggestion.
@Suite struct RecurrenceHandOffTests {
    /// The fields of a suggestion in `offload suggestions --json` this suite checks.
    struct RecurringRow: Decodable {
        struct Suggestion: Decodable {
            let recurrence: String?
            let dueDate: String?
        }

        let suggestions: [Suggestion]
    }

    static let mondayAtEight = "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0"

    /// The dates `offload analyze --json` reads in `text` at the reference instant `ref` (UTC).
    func dates(_ text: String, ref: String) async throws -> [[String: Any]] {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let result = try await offload.run(
            ["analyze", "--ref", ref, "--tz", "UTC", "--json", text], passesDatabase: false)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require(object?["dates"] as? [[String: Any]])
    }

    @Test(
        "Given a Monday reference after and before 8:00, When 'every Monday at 8' is analyzed, Then it starts at the next Monday 08:00",
        arguments: [
            ("2026-11-23T09:00:00Z", "2026-11-30T08:00:00+00:00"),
            ("2026-11-23T07:00:00Z", "2026-11-23T08:00:00+00:00"),
        ])
    func analyzeFirstOccurrence(_ ref: String, _ first: String) async throws {
        let dates = try await dates("gym every Monday at 8", ref: ref)
        #expect(dates.count == 1)
        #expect(dates.first?["kind"] as? String == "recurrence")
        #expect(dates.first?["rrule"] as? String == Self.mondayAtEight)
        #expect(dates.first?["value"] as? String == first)
    }

    @Test("Given 'pay rent monthly on the 1st', When analyzed, Then the 1st is part of the rule, not a second date")
    func analyzeMonthDay() async throws {
        let dates = try await dates("pay rent monthly on the 1st", ref: "2026-11-23T09:00:00Z")
        #expect(dates.map { $0["text"] as? String } == ["monthly on the 1st"])
        #expect(dates.first?["rrule"] as? String == "FREQ=MONTHLY;BYMONTHDAY=1")
        #expect(dates.first?["value"] as? String == "2026-12-01")
    }

    @Test(
        "Given 'go to the gym every Monday at 8' captured, When handed off, Then the suggestion recurs Mondays 08:00 and is due on the next one"
    )
    func handOff() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let before = Date()
        #expect(try await offload.run(["capture", "go to the gym every Monday at 8"]).status == 0)
        let handOff = try await offload.run(["handoff"] + TinyModels.arguments())
        #expect(handOff.status == 0, "\(handOff.stderr)")
        let listed = try await offload.run(["suggestions", "--json"])
        let rows = try JSONDecoder().decode([RecurringRow].self, from: Data(listed.stdout.utf8))
        let suggestion = try #require(rows.first?.suggestions.first)
        #expect(suggestion.recurrence == Self.mondayAtEight)
        // The capture's creation time (the wall clock) is the reference, so check the weekday and time, not the day.
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let due = try #require(suggestion.dueDate.flatMap(formatter.date(from:)))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let parts = calendar.dateComponents([.weekday, .hour, .minute], from: due)
        #expect(parts.weekday == 2)  // Monday
        #expect(parts.hour == 8)
        #expect(parts.minute == 0)
        #expect(due > before.addingTimeInterval(-60))
        #expect(due <= before.addingTimeInterval(7 * 86_400 + 60))
    }
}

import Foundation
import OffloadCore
import Testing

@Suite struct RecurrenceRuleTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
    static let utc = TimeZone.gmt

    static func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text) ?? .distantPast
    }

    @Test(
        "the next occurrence of each rule the pipeline writes",
        arguments: [
            ("FREQ=DAILY", "2026-11-23T08:00:00Z", "2026-11-24T08:00:00Z"),
            ("FREQ=DAILY;INTERVAL=3", "2026-11-23T08:00:00Z", "2026-11-26T08:00:00Z"),
            ("FREQ=WEEKLY;BYDAY=MO;BYHOUR=8", "2026-11-23T08:00:00Z", "2026-11-30T08:00:00Z"),
            ("FREQ=WEEKLY;BYDAY=MO,TH", "2026-11-23T10:30:00Z", "2026-11-26T10:30:00Z"),
            ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-11-23T10:30:00Z", "2026-12-07T10:30:00Z"),
            ("FREQ=WEEKLY", "2026-11-25T09:00:00Z", "2026-12-02T09:00:00Z"),
            ("FREQ=MONTHLY", "2026-01-31T09:00:00Z", "2026-02-28T09:00:00Z"),
            ("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-01-31T09:00:00Z", "2026-02-28T09:00:00Z"),
            ("FREQ=MONTHLY;BYDAY=1MO", "2026-11-02T09:00:00Z", "2026-12-07T09:00:00Z"),
            ("FREQ=MONTHLY;BYDAY=-1FR", "2026-11-27T09:00:00Z", "2026-12-25T09:00:00Z"),
            ("FREQ=YEARLY", "2026-03-14T19:00:00Z", "2027-03-14T19:00:00Z"),
            ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2024-02-29T09:00:00Z", "2028-02-29T09:00:00Z"),
            ("RRULE:FREQ=DAILY;BYHOUR=7;BYMINUTE=30", "2026-11-23T08:00:00Z", "2026-11-24T07:30:00Z"),
        ])
    func next(rule: String, from: String, expected: String) throws {
        let parsed = try #require(RecurrenceRule(rule))
        #expect(parsed.occurrence(after: Self.date(from), in: Self.utc) == Self.date(expected))
    }

    @Test("08:00 stays 08:00 on the wall clock across both changes of summer time")
    func keepsWallClockAcrossDST() throws {
        let daily = try #require(RecurrenceRule("FREQ=DAILY;BYHOUR=8"))
        // Saturday 28 March 2026 08:00 CET (07:00Z) → Sunday 29 March 08:00 CEST (06:00Z).
        #expect(
            daily.occurrence(after: Self.date("2026-03-28T07:00:00Z"), in: Self.berlin)
                == Self.date("2026-03-29T06:00:00Z"))
        // Saturday 24 October 2026 08:00 CEST (06:00Z) → Sunday 25 October 08:00 CET (07:00Z).
        #expect(
            daily.occurrence(after: Self.date("2026-10-24T06:00:00Z"), in: Self.berlin)
                == Self.date("2026-10-25T07:00:00Z"))
    }

    @Test("an occurrence long overdue moves to the first one after now, counted from its own day")
    func notBeforeNow() throws {
        let weekly = try #require(RecurrenceRule("FREQ=WEEKLY;BYDAY=MO;BYHOUR=8"))
        let due = Self.date("2026-11-02T08:00:00Z")
        let now = Self.date("2026-11-25T12:00:00Z")
        #expect(weekly.occurrence(after: due, notBefore: now, in: Self.utc) == Self.date("2026-11-30T08:00:00Z"))
    }

    @Test(
        "rules Offload cannot read are nil",
        arguments: [
            "", "FREQ=HOURLY", "FREQ=DAILY;BYSETPOS=1", "FREQ=WEEKLY;BYDAY=XX", "FREQ=DAILY;INTERVAL=0",
            "FREQ=DAILY;BYHOUR=25", "nonsense",
        ])
    func unreadable(rule: String) {
        #expect(RecurrenceRule(rule) == nil)
    }
}

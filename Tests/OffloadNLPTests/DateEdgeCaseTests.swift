import OffloadTestSupport
import Testing

@testable import OffloadNLP

/// Amounts and counts past what a date can be are read as nothing, never as something else.
///
/// 2026-11-23 is a Monday; the reference is 09:00 UTC.
@Suite struct DateEdgeCaseTests {
    static let monday = "2026-11-23T09:00:00"

    func mentions(_ text: String) -> [DateMention] {
        DateExtractor().extract(from: text, in: DateContext.fixed(Self.monday))
    }

    @Test(
        "an offset too far to resolve is no date, and its \"now\" is not the present moment",
        arguments: ["9999 years from now", "call the bank 5000 years from now", "120000 months from now"])
    func unreachableOffset(_ text: String) {
        let found = mentions(text)
        #expect(!found.contains { $0.text.lowercased() == "now" }, "\(found.map(\.text))")
        #expect(!found.contains { $0.localISO == "2026-11-23T09:00" }, "\(found.map(\.text))")
    }

    @Test("a reachable offset from now and a plain \"now\" still resolve")
    func reachableOffset() {
        #expect(mentions("2 years from now").first?.localISO == "2028-11-23")
        #expect(mentions("call mom now").first?.localISO == "2026-11-23T09:00")
    }

    @Test(
        "a recurrence count of 0 or past 400 is no recurrence, never a daily one",
        arguments: ["every 0 days", "every 99999999999 days", "water plants every 0 weeks", "every 401 days"])
    func impossibleInterval(_ text: String) {
        let found = mentions(text)
        #expect(found.allSatisfy { $0.rrule == nil && $0.durationSeconds == nil }, "\(found.map(\.text))")
    }

    @Test("a recurrence count from 1 to 400 keeps its interval")
    func possibleInterval() {
        #expect(mentions("every 1 day").first?.rrule == "FREQ=DAILY")
        #expect(mentions("every 3 days").first?.rrule == "FREQ=DAILY;INTERVAL=3")
        #expect(mentions("every 400 days").first?.rrule == "FREQ=DAILY;INTERVAL=400")
    }

    @Test(
        "a negative amount is neither a duration nor a time from now",
        arguments: ["in -5 minutes", "call back in -5 minutes", "-2 days", "remind me in -3 hours"])
    func negativeAmount(_ text: String) {
        let found = mentions(text)
        #expect(found.allSatisfy { $0.kind != .duration && $0.durationSeconds == nil }, "\(found.map(\.text))")
        #expect(!found.contains { $0.localISO == "2026-11-23T09:05" || $0.localISO == "2026-11-23T12:00" })
    }

    @Test("a positive amount and a range with a hyphen are still read")
    func positiveAmount() {
        #expect(mentions("in 5 minutes").first?.localISO == "2026-11-23T09:05")
        #expect(mentions("takes 5 minutes").first?.durationSeconds == 300)
    }
}

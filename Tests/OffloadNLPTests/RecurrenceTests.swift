import OffloadTestSupport
import Testing

@testable import OffloadNLP

struct RecurrenceCase: Sendable, CustomTestStringConvertible {
    let text: String
    let reference: String  // local wall time of "now" in `zone`
    let rule: String
    let first: String?  // first occurrence, local "yyyy-MM-dd'T'HH:mm" or "yyyy-MM-dd"; nil when nothing fixes it
    var zone = "UTC"
    var locale = "en_US"
    var testDescription: String { "\(text) @ \(reference) \(zone)" }
}

/// Recurring captures keep their day, time and first occurrence in one mention.
///
/// The conventions are in the DateGrammar article ("Recurrences"). 2026-11-23 is a Monday.
@Suite struct RecurrenceTests {
    static let monday = "2026-11-23T09:00:00"

    static let cases = [
        RecurrenceCase(
            text: "gym every Monday at 8", reference: monday, rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0",
            first: "2026-11-30T08:00"),
        RecurrenceCase(
            text: "gym every Monday at 8", reference: "2026-11-23T07:00:00",
            rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0", first: "2026-11-23T08:00"),
        RecurrenceCase(
            text: "gym every Monday at 8", reference: "2026-11-30T09:00:00",
            rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0", first: "2026-12-07T08:00"),
        RecurrenceCase(
            text: "gym every Monday at 8", reference: "2026-03-28T09:00:00",
            rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0", first: "2026-03-30T08:00", zone: "Europe/Berlin"),
        RecurrenceCase(
            text: "daily at 8", reference: "2026-03-28T09:00:00", rule: "FREQ=DAILY;BYHOUR=8;BYMINUTE=0",
            first: "2026-03-29T08:00", zone: "Europe/Berlin"),
        RecurrenceCase(
            text: "pay rent monthly on the 1st", reference: monday, rule: "FREQ=MONTHLY;BYMONTHDAY=1",
            first: "2026-12-01"),
        RecurrenceCase(text: "every monday", reference: monday, rule: "FREQ=WEEKLY;BYDAY=MO", first: "2026-11-23"),
        RecurrenceCase(
            text: "every mon 8am", reference: monday, rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0",
            first: "2026-11-30T08:00"),
        RecurrenceCase(
            text: "mondays at 8", reference: monday, rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0",
            first: "2026-11-30T08:00"),
        RecurrenceCase(
            text: "each Friday 4pm", reference: monday, rule: "FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=0",
            first: "2026-11-27T16:00"),
        RecurrenceCase(
            text: "every Friday at 4", reference: monday, rule: "FREQ=WEEKLY;BYDAY=FR;BYHOUR=16;BYMINUTE=0",
            first: "2026-11-27T16:00"),
        RecurrenceCase(
            text: "every weekday at 7", reference: "2026-11-27T08:00:00",
            rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=7;BYMINUTE=0", first: "2026-11-30T07:00"),
        RecurrenceCase(
            text: "gym every monday and thursday at 7", reference: monday,
            rule: "FREQ=WEEKLY;BYDAY=MO,TH;BYHOUR=7;BYMINUTE=0", first: "2026-11-26T07:00"),
        RecurrenceCase(
            text: "daily at 9", reference: monday, rule: "FREQ=DAILY;BYHOUR=9;BYMINUTE=0", first: "2026-11-24T09:00"),
        RecurrenceCase(
            text: "every day at 9pm", reference: monday, rule: "FREQ=DAILY;BYHOUR=21;BYMINUTE=0",
            first: "2026-11-23T21:00"),
        RecurrenceCase(
            text: "3pm each day", reference: monday, rule: "FREQ=DAILY;BYHOUR=15;BYMINUTE=0", first: "2026-11-23T15:00"),
        RecurrenceCase(
            text: "every morning", reference: monday, rule: "FREQ=DAILY;BYHOUR=9;BYMINUTE=0", first: "2026-11-24T09:00"),
        RecurrenceCase(
            text: "every tuesday evening", reference: monday, rule: "FREQ=WEEKLY;BYDAY=TU;BYHOUR=19;BYMINUTE=0",
            first: "2026-11-24T19:00"),
        RecurrenceCase(
            text: "monthly on the 15th", reference: monday, rule: "FREQ=MONTHLY;BYMONTHDAY=15", first: "2026-12-15"),
        RecurrenceCase(
            text: "every month on the 1st", reference: monday, rule: "FREQ=MONTHLY;BYMONTHDAY=1", first: "2026-12-01"),
        RecurrenceCase(
            text: "on the 1st of every month", reference: monday, rule: "FREQ=MONTHLY;BYMONTHDAY=1",
            first: "2026-12-01"),
        RecurrenceCase(
            text: "every month on the 1st at 9", reference: "2026-12-01T10:00:00",
            rule: "FREQ=MONTHLY;BYMONTHDAY=1;BYHOUR=9;BYMINUTE=0", first: "2027-01-01T09:00"),
        RecurrenceCase(
            text: "every month on the 31st at 9", reference: "2027-01-31T12:00:00",
            rule: "FREQ=MONTHLY;BYMONTHDAY=31;BYHOUR=9;BYMINUTE=0", first: "2027-03-31T09:00"),
        RecurrenceCase(
            text: "the last day of every month", reference: monday, rule: "FREQ=MONTHLY;BYMONTHDAY=-1",
            first: "2026-11-30"),
        RecurrenceCase(
            text: "on the first monday of each month", reference: monday, rule: "FREQ=MONTHLY;BYDAY=1MO",
            first: "2026-12-07"),
        RecurrenceCase(
            text: "every 2 weeks on tuesday", reference: monday, rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
            first: "2026-11-24"),
        RecurrenceCase(
            text: "every other friday at 5", reference: monday,
            rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;BYHOUR=17;BYMINUTE=0", first: "2026-11-27T17:00"),
        RecurrenceCase(
            text: "yearly on march 3", reference: monday, rule: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3",
            first: "2027-03-03"),
        RecurrenceCase(
            text: "every year on 3 March", reference: monday, rule: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3",
            first: "2027-03-03"),
        RecurrenceCase(text: "daily", reference: monday, rule: "FREQ=DAILY", first: nil),
        RecurrenceCase(text: "every 3 months", reference: monday, rule: "FREQ=MONTHLY;INTERVAL=3", first: nil),
        // Weekdays listed with spaces or slashes between them are one schedule.
        RecurrenceCase(
            text: "swim every tue thu sat 7am", reference: monday,
            rule: "FREQ=WEEKLY;BYDAY=TU,TH,SA;BYHOUR=7;BYMINUTE=0", first: "2026-11-24T07:00"),
        RecurrenceCase(
            text: "piano each mon/wed", reference: monday, rule: "FREQ=WEEKLY;BYDAY=MO,WE", first: "2026-11-23"),
        RecurrenceCase(
            text: "jeden Montag um 8", reference: monday, rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0",
            first: "2026-11-30T08:00", locale: "de_DE"),
    ]

    @Test("a recurrence is one mention whose rule and first occurrence agree", arguments: cases)
    func recurrence(_ c: RecurrenceCase) throws {
        let context = DateContext.fixed(c.reference, timeZone: c.zone, locale: try UserLocale(c.locale))
        let mentions = DateExtractor().extract(from: c.text, in: context)
        let mention = try #require(mentions.first { $0.kind == .recurrence })
        #expect(mention.rrule == c.rule)
        #expect(mention.localISO == c.first)
        // The day of the phrase belongs to the rule: no separate one-off date beside it.
        #expect(mentions.filter { $0.kind != .recurrence }.isEmpty, "\(mentions.map(\.text))")
    }

    @Test("across the spring-forward change the occurrence keeps its local time and takes the new offset")
    func daylightSaving() throws {
        let context = DateContext.fixed("2026-03-28T09:00:00", timeZone: "Europe/Berlin")
        let saturday = try #require(DateExtractor().extract(from: "daily at 8", in: context).first)
        #expect(saturday.values == ["2026-03-29T08:00:00+02:00"])
        let monday = try #require(DateExtractor().extract(from: "gym every Monday at 8", in: context).first)
        #expect(monday.values == ["2026-03-30T08:00:00+02:00"])
    }

    @Test(
        "a bare hour on a named later day reads as people mean it: 7-11 morning, 12 noon, 1-6 afternoon",
        arguments: [
            ("tomorrow at 7", "2026-11-24T07:00"), ("tomorrow at 6", "2026-11-24T18:00"),
            ("friday at 4", "2026-11-27T16:00"), ("monday at 8", "2026-11-30T08:00"),
            ("tomorrow at 12", "2026-11-24T12:00"), ("thursday at 11", "2026-11-26T11:00"),
        ])
    func namedDayHours(_ text: String, _ expected: String) {
        let context = DateContext.fixed(Self.monday)
        #expect(DateExtractor().extract(from: text, in: context).first?.localISO == expected)
    }
}

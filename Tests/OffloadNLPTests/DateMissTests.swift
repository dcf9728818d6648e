import OffloadTestSupport
import Testing

@testable import OffloadNLP

/// Expressions the grammar used to miss or misread.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct DateMissTests {
    static let context = DateContext.fixed("2026-04-15T10:00:00Z")

    func first(_ text: String, in context: DateContext = Self.context) -> DateMention? {
        DateExtractor().extract(from: text, in: context).first
    }

    static let cases = [
        // Short weekdays at the end, before punctuation or after "on".
        DateCase(text: "vet appointment thu", expected: "2026-04-16"),
        DateCase(text: "water bill fri.", expected: "2026-04-17"),
        DateCase(text: "book club mon\nbring snacks", expected: "2026-04-20"),
        DateCase(text: "laundry sun", expected: "2026-04-19"),
        DateCase(text: "call the bank on wed about fees", expected: "2026-04-22"),
        DateCase(text: "return drill to Sam sat, before noon", expected: "2026-04-18T12:00"),
        // Bare ordinal days, offsets from another day, two-digit years.
        DateCase(text: "renew parking permit the 20th", expected: "2026-04-20"),
        DateCase(text: "dinner party the 2nd.", expected: "2026-05-02"),
        DateCase(text: "dentist 2 days before next monday", expected: "2026-04-18"),
        DateCase(text: "taxes 3 weeks after april 1", expected: "2027-04-22"),
        DateCase(text: "pay back a week from monday", expected: "2026-04-27"),
        DateCase(text: "wedding on 14 Feb '09", expected: "2009-02-14"),
        DateCase(text: "contract signed Jan 3, 99", expected: "1999-01-03"),
        DateCase(text: "grandma born 2nd May 38", expected: "1938-05-02"),
        // ISO and glued date-times, a time after "before", an hour glued to its minutes.
        DateCase(text: "alarm 2026-04-30T06:45", expected: "2026-04-30T06:45"),
        DateCase(text: "receipt 04/28/2026.07:05", expected: "2026-04-28T07:05"),
        DateCase(text: "submit tomorrow before 4pm", expected: "2026-04-16T16:00"),
        DateCase(text: "call 9h45 tomorrow", expected: "2026-04-16T09:45"),
        // A day glued to its month with a dash after a deadline word is that day, not an hour before the month.
        DateCase(text: "appeal by 29-apr", expected: "2026-04-29"),
        // British weeks counted from a day with nothing between: "a week tomorrow", "a week on friday".
        DateCase(text: "follow up with the builder a week tomorrow", expected: "2026-04-23"),
        DateCase(text: "dentist a week on friday", expected: "2026-04-24"),
        DateCase(text: "review the budget a fortnight today", expected: "2026-04-29"),
    ]

    @Test("reads what it used to miss or misread", arguments: cases)
    func reads(_ c: DateCase) {
        #expect(first(c.text)?.localISO == c.expected)
    }

    @Test("an ISO date-time with Z or an offset is an instant, shown in the context's zone")
    func isoInstant() {
        let berlin = DateContext.fixed("2026-04-15T10:00:00Z", timeZone: "Europe/Berlin")
        #expect(first("sync 2026-05-01T12:00:00Z", in: berlin)?.localISO == "2026-05-01T14:00")
        #expect(first("call 2026-05-01T12:00-04:00", in: berlin)?.localISO == "2026-05-01T18:00")
    }

    @Test("\"18h\" is a clock time; \"2h\" stays two hours")
    func gluedHour() {
        #expect(first("bus 18h")?.localISO == "2026-04-15T18:00")
        #expect(first("nap 2h")?.durationSeconds == 7200)
    }

    @Test(
        "a later day of the same month after a dash or 'to' ends a range of days; an earlier one does not",
        arguments: [
            ("ski trip jan 9-14", "2027-01-09", "2027-01-14"),
            ("in Porto May 2 to 6, book the flat", "2026-05-02", "2026-05-06"),
            ("festival Aug 28 – 30", "2026-08-28", "2026-08-30"),
        ])
    func dayRange(_ text: String, _ start: String, _ end: String) throws {
        let mention = try #require(first(text))
        #expect(mention.kind == .range)
        #expect(mention.localISO == start)
        #expect(mention.endValue?.prefix(10) == end[...])
    }

    @Test("a ratio with a glued colon is no clock time; the dates around it are read")
    func ratios() {
        #expect(DateExtractor().extract(from: "agenda for the 1:1 on thu", in: Self.context).map(\.text) == ["on thu"])
        #expect(first("mix 1:3 bleach and water") == nil)
        #expect(first("standup at 14:05")?.localISO == "2026-04-15T14:05")
    }

    @Test(
        "'from a to b' after a word that moves an appointment is the new day b, not a range",
        arguments: [
            ("physio moved from thu to mon 2pm", "2026-04-20T14:00"),
            ("standup rescheduled from 9am to 11am", "2026-04-15T11:00"),
            ("book club pushed from april 20 to april 27", "2026-04-27"),
        ])
    func movedAppointments(_ text: String, _ expected: String) throws {
        let mention = try #require(first(text))
        #expect(mention.kind != .range)
        #expect(mention.localISO == expected)
    }

    @Test(
        "a list of bare weekdays is the next of them, today excluded, with the time after it",
        arguments: [
            ("run tue thu sat 7am", "2026-04-16T07:00"),  // the 15th is a Wednesday
            ("piano mon/wed", "2026-04-20"),
            ("swim wed, fri and sun", "2026-04-17"),
        ])
    func weekdayLists(_ text: String, _ expected: String) throws {
        let mentions = DateExtractor().extract(from: text, in: Self.context)
        #expect(mentions.count == 1, "\(mentions.map(\.text))")
        #expect(mentions.first?.localISO == expected)
    }

    @Test("a smaller number after a day is no range end")
    func notADayRange() {
        #expect(first("final was june 4-2")?.kind == .date)
        #expect(first("final was june 4-2")?.text == "june 4")
    }

    @Test("a bare hour after a day is its time; a count after it or a day number is not")
    func bareHour() {
        #expect(first("dentist tue 3")?.localISO == "2026-04-21T15:00")
        #expect(first("gym tomorrow 7")?.localISO == "2026-04-16T07:00")
        #expect(first("buy tomorrow 5 apples")?.localISO == "2026-04-16")
        #expect(first("friday 24")?.localISO == "2026-04-24")
    }
}

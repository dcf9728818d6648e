import OffloadTestSupport
import Testing

@testable import OffloadNLP

/// The due dates of capture-style texts, by error class (issue 14): words that look like dates but give no due
/// date, and readings that were wrong.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct CaptureDateClassTests {
    static let context = DateContext.fixed("2026-04-15T10:00:00Z")
    static let british = DateContext.fixed("2026-04-15T10:00:00Z", locale: (try? UserLocale("en_GB")) ?? .englishUS)

    /// The local value of the due date a task suggestion would get, or `nil`.
    static func due(_ text: String, in context: DateContext = context) -> String? {
        let tokens = Tokenizer().tokenize(text)
        let mentions = DateExtractor().extract(from: tokens, in: context)
        return DueDateChoice(mentions: mentions, tokens: tokens).due?.localISO
    }

    static let holidays = [
        DateCase(text: "print the christmas menu cards", expected: nil),
        DateCase(text: "wrap the xmas hampers for the staff", expected: nil),
        DateCase(text: "halloween costume fitting on friday", expected: "2026-04-17"),
        DateCase(text: "put up the christmas tree next weekend", expected: "2026-04-25"),
        DateCase(text: "order thanksgiving turkey", expected: nil),
        DateCase(text: "send the cards by christmas", expected: "2026-12-25"),
        DateCase(text: "a jumper for xmas", expected: "2026-12-25"),
        DateCase(text: "carols christmas eve 7pm", expected: "2026-12-24T19:00"),
        DateCase(text: "call grandma on christmas day", expected: "2026-12-25"),
        DateCase(text: "book flights before thanksgiving", expected: "2026-11-26"),
    ]

    @Test(
        "a holiday before a noun describes it; with a preposition, 'day', 'eve' or a year it is a day",
        arguments: holidays)
    func holidayAsModifier(_ c: DateCase) {
        #expect(Self.due(c.text) == c.expected)
    }

    static let ordinals = [
        DateCase(text: "start on the first chapter of the thesis", expected: nil),
        DateCase(text: "sweep the chimney before the first frost", expected: nil),
        DateCase(text: "work on the second draft, send it by thursday", expected: "2026-04-16"),
        DateCase(text: "the first of june", expected: "2026-06-01"),
        DateCase(text: "pay the nanny on the 1st", expected: "2026-05-01"),
        DateCase(text: "renew the lease by the first", expected: "2026-05-01"),
        DateCase(text: "on the first, call the bank", expected: "2026-05-01"),
    ]

    @Test("a spelled ordinal before a noun ranks it; alone or before 'of' and a month it is a day", arguments: ordinals)
    func ordinalAsAdjective(_ c: DateCase) {
        #expect(Self.due(c.text) == c.expected)
    }

    static let backReferences = [
        DateCase(text: "the printer has jammed since tuesday", expected: nil),
        DateCase(text: "no hot water since monday, ring the plumber tomorrow", expected: "2026-04-16"),
        DateCase(text: "summarize sunday's sermon", expected: nil),
        DateCase(text: "questions from monday's seminar", expected: nil),
        DateCase(text: "slides for friday's review", expected: "2026-04-17"),
        DateCase(text: "book a room before thursday's demo", expected: "2026-04-16"),
        DateCase(text: "next tuesday's offsite agenda", expected: "2026-04-21"),
        DateCase(text: "tomorrow's standup notes", expected: "2026-04-16"),
    ]

    @Test(
        "a day after 'since' and a bare weekday's possessive refer back; for, before, by or next look ahead",
        arguments: backReferences)
    func backReference(_ c: DateCase) {
        #expect(Self.due(c.text) == c.expected)
    }

    @Test("a bare weekday after 'since' is the last one before today")
    func sinceWeekday() {
        let mentions = DateExtractor().extract(from: "flat since monday", in: Self.context)
        #expect(mentions.first?.localISO == "2026-04-13")
        let sameDay = DateExtractor().extract(from: "down since wednesday", in: Self.context)
        #expect(sameDay.first?.localISO == "2026-04-08", "said on a Wednesday it is a week ago")
    }

    static let pastDates = [
        DateCase(text: "the boiler warranty ran out in march 2025", expected: nil),
        DateCase(text: "statements from Q1 2026, file them by friday", expected: "2026-04-17"),
        DateCase(text: "the roof was redone in June of 2019", expected: nil),
        DateCase(text: "photos from 3/14/2025", expected: nil),
        DateCase(text: "recap of last month for the board on monday", expected: "2026-04-20"),
        DateCase(text: "plan the trip for march 2027", expected: "2027-03-01"),
    ]

    @Test("a date or period wholly before today is never the due date", arguments: pastDates)
    func pastDate(_ c: DateCase) {
        #expect(Self.due(c.text) == c.expected)
    }

    @Test("a past mention is still found, with its value; quick add takes a past date it is given")
    func pastMentionStays() throws {
        let mentions = DateExtractor().extract(from: "the boiler warranty ran out in march 2025", in: Self.context)
        #expect(mentions.first?.localISO == "2025-03-01")
        let reading = try QuickAddReader().read("pay rent 2026-04-10", in: Self.context)
        #expect(reading.dueText == "2026-04-10")
    }

    static let presentAndLogs = [
        DateCase(text: "the shed door is stuck now", expected: nil),
        DateCase(text: "right now the sink drips, fix it saturday", expected: "2026-04-18"),
        DateCase(text: "mantra for the day: slow is smooth", expected: nil),
        DateCase(text: "lesson of the day - check the tyres", expected: nil),
        DateCase(text: "heart rate this morning was 61", expected: nil),
        DateCase(text: "the meter reading today was 4411", expected: nil),
        DateCase(text: "iron the shirts the night before", expected: nil),
        DateCase(text: "pay the gas bill today", expected: "2026-04-15"),
        DateCase(text: "finish the essay later in the day", expected: "2026-04-15"),
        DateCase(text: "the boiler was serviced. book the next one today", expected: "2026-04-15"),
    ]

    @Test("'now', 'the day' and today in a past-tense sentence are no due date", arguments: presentAndLogs)
    func presentAndLog(_ c: DateCase) {
        #expect(Self.due(c.text) == c.expected)
    }

    static let habits = [
        DateCase(text: "the gym is busiest on mondays", expected: nil),
        DateCase(text: "our choir meets every other tuesday", expected: nil),
        DateCase(text: "the bakery closes at 4 on sundays", expected: nil),
        DateCase(text: "the postman usually comes before 11", expected: nil),
        DateCase(text: "rent goes out on the 1st of each month", expected: nil),
        DateCase(text: "walk the dog in the evenings", expected: nil),
        DateCase(text: "water the ferns every thursday", expected: "2026-04-16"),
        DateCase(text: "the rota closes on friday", expected: "2026-04-17"),
        DateCase(text: "the invoice comes monthly, pay it before the 1st", expected: "2026-05-01"),
    ]

    @Test("a habit stated in the present gives no due date; a schedule the user keeps does", arguments: habits)
    func habitual(_ c: DateCase) {
        #expect(Self.due(c.text) == c.expected)
    }

    @Test("a recurrence in a statement is no suggested recurrence; an imperative keeps it")
    func habitualRecurrence() {
        func recurrence(_ text: String) -> String? {
            let tokens = Tokenizer().tokenize(text)
            let mentions = DateExtractor().extract(from: tokens, in: Self.context)
            return DueDateChoice(mentions: mentions, tokens: tokens).recurrence?.rrule
        }
        #expect(recurrence("the market is on saturdays") == nil)
        #expect(recurrence("water the ferns every thursday") == "FREQ=WEEKLY;BYDAY=TH")
    }

    static let readings = [
        DateCase(text: "renew the licence due by 20 feb", expected: "2027-02-20"),
        DateCase(text: "return the library books by 3 may", expected: "2026-05-03"),
        DateCase(text: "bike ride sun 40 km", expected: "2026-04-19"),
        DateCase(text: "ring the vet until 5 tmrw", expected: "2026-04-16T17:00"),
        DateCase(text: "post the parcel before 11", expected: "2026-04-15T11:00"),
        DateCase(text: "before 10 guests arrive", expected: nil),
        DateCase(text: "we had about twelve centimetres of rain", expected: nil),
        DateCase(text: "order around 20 chairs for the hall", expected: nil),
        DateCase(text: "ring the garage around 4", expected: "2026-04-15T16:00"),
        DateCase(text: "collect keys fri between 2 and 5", expected: "2026-04-17T14:00"),
        DateCase(text: "dentist thrusday 3pm", expected: "2026-04-16T15:00"),
        DateCase(text: "call the bank wensday", expected: "2026-04-22"),
        DateCase(text: "mayday drill at the depot", expected: nil),
    ]

    @Test(
        "readings that were wrong: a day before a month, hour ranges and times after a weekday, typos",
        arguments: readings)
    func reading(_ c: DateCase) {
        #expect(Self.due(c.text) == c.expected)
    }

    static let britishReadings = [
        DateCase(text: "swim club tue 9–11", expected: "2026-04-21T09:00"),
        DateCase(text: "stall shift sat 8-4", expected: "2026-04-18T08:00"),
        DateCase(text: "physio thurs 9.15", expected: "2026-04-16T09:15"),
        DateCase(text: "friday 7.6", expected: "2026-06-07"),
    ]

    @Test(
        "en_GB: a dash between hours after a weekday is a time range unless the date falls on it; dotted times",
        arguments: britishReadings)
    func britishReading(_ c: DateCase) {
        #expect(Self.due(c.text, in: Self.british) == c.expected)
    }

    static let codes = [
        DateCase(text: "goal pace 9:30-10:00/mi for the long run", expected: nil),
        DateCase(text: "tempo at 4:50/km", expected: nil),
        DateCase(text: "warm up at 8:15 by the track", expected: "2026-04-15T20:15"),
        DateCase(text: "budget for 2027", expected: nil),
        DateCase(text: "maybe learn the cello next year", expected: nil),
        DateCase(text: "goals for 2027; first draft by jan 10", expected: "2027-01-10"),
    ]

    @Test("a pace is no time and a year is context, never a due date on its 1 January", arguments: codes)
    func code(_ c: DateCase) {
        #expect(Self.due(c.text) == c.expected)
    }

    @Test("a pace gives no mention at all")
    func paceIsNoTime() {
        #expect(DateExtractor().extract(from: "goal pace 9:30-10:00/mi", in: Self.context).isEmpty)
    }
}

import OffloadTestSupport
import Testing

@testable import OffloadNLP

/// Which mention gives the due date when a capture has several.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct DueDateChoiceTests {
    static let context = DateContext.fixed("2026-04-15T10:00:00Z")

    func choice(_ text: String, allowsRanges: Bool = true) -> DueDateChoice {
        let tokens = Tokenizer().tokenize(text)
        let mentions = DateExtractor().extract(from: tokens, in: Self.context)
        return DueDateChoice(mentions: mentions, tokens: tokens, allowsRanges: allowsRanges)
    }

    static let deadlines = [
        DateCase(text: "H2 retro: circulate the agenda by monday", expected: "2026-04-20"),
        DateCase(text: "this year file the patent before 9/1", expected: "2026-09-01"),
        DateCase(text: "next quarter launch, legal sign-off until friday noon", expected: "2026-04-17T12:00"),
        DateCase(text: "Q3 numbers - upload the deck EOD", expected: "2026-04-15T23:59"),
        DateCase(text: "this month renewals due the 28th", expected: "2026-04-28"),
        DateCase(text: "next month campaign, ship the newsletter end of the week", expected: "2026-04-19"),
        DateCase(text: "summer trip next year: deposit deadline may 2", expected: "2026-05-02"),
        DateCase(text: "review the budget next week, call the bank tomorrow", expected: "2026-04-16"),
    ]

    @Test("a deadline wins over periods named as context", arguments: deadlines)
    func deadlineWins(_ c: DateCase) {
        #expect(choice(c.text).due?.localISO == c.expected)
    }

    @Test("a period is context: it gives the due date (its first day) only when no point is there")
    func periodAsContext() {
        #expect(choice("plan the move next month").due?.localISO == "2026-05-01")
        #expect(choice("plan the move next month, book movers friday").due?.localISO == "2026-04-17")
        #expect(choice("plan the move next month", allowsRanges: false).due == nil)
    }

    @Test("a marked deadline wins over a recurrence's first occurrence; the recurrence stays")
    func deadlineOverRecurrence() {
        let both = choice("every thursday 9am sync, slides by tuesday")
        #expect(both.due?.localISO == "2026-04-21")
        #expect(both.recurrence?.rrule?.hasPrefix("FREQ=WEEKLY;BYDAY=TH") == true)
        let recurrenceAlone = choice("every thursday 9am sync")
        #expect(recurrenceAlone.due == nil, "a rule in a text that asks for nothing sets no deadline")
        #expect(recurrenceAlone.scheduled?.localISO == "2026-04-16T09:00")
        #expect(choice("water the plants every thursday 9am").due?.localISO == "2026-04-16T09:00")
        let unmarked = choice("yoga on mondays, buy a mat friday")
        #expect(unmarked.due?.localISO == "2026-04-20", "an unmarked day does not replace the recurrence")
    }

    @Test("quick add takes the same deadline")
    func quickAdd() throws {
        let reading = try QuickAddReader().read("timesheets every friday, approve leave by tuesday", in: Self.context)
        #expect(reading.dueText == "by tuesday")
        #expect(reading.recurrenceText == "every friday")
    }
}

import OffloadTestSupport
import Testing

@testable import OffloadNLP

/// Rule families: glued tokens, years and their parts, named days, counted days, parts of the day and of periods.
///
/// Each row is one member of a family; the DateGrammar article documents the conventions.
///
/// Reference: Friday 2025-03-14 09:00 UTC, en_US.
@Suite struct DateGrammarCoverageTests {
    static let context = DateContext.fixed("2025-03-14T09:00:00Z")

    static let gluedAndNumeric = [
        DateCase(text: "sold it on Dec31 , 1994", expected: "1994-12-31", kind: .date),
        DateCase(text: "05-Aug-2016", expected: "2016-08-05"),
        DateCase(text: "23/Sep/2020", expected: "2020-09-23"),
        DateCase(text: "2019/aug/01", expected: "2019-08-01"),
        DateCase(text: "September-2020-23", expected: "2020-09-23"),
        DateCase(text: "23-2020-September", expected: "2020-09-23"),
        DateCase(text: "Aug-2016", expected: "2016-08-01", kind: .range),
        DateCase(text: "valid 2015-12", expected: "2015-12-01", kind: .range),
        DateCase(text: "valid 12-2015", expected: "2015-12-01", kind: .range),
        DateCase(text: "mid-september", expected: "2025-09-01", kind: .range),
        DateCase(text: "done on 5.12", expected: "2025-05-12"),
        DateCase(text: "I paid $ 12 December 27", expected: "2025-12-27"),
        DateCase(text: "tomorrow, 13/04/21, at 7 PM", expected: "2021-04-13T19:00", kind: .datetime),
        DateCase(text: "October 14 for 8:00:31am", expected: "2025-10-14T08:00"),
    ]

    static let yearsAndParts = [
        DateCase(text: "q1 2019", expected: "2019-01-01", kind: .range),
        DateCase(text: "2019-Q3", expected: "2019-07-01"),
        DateCase(text: "q4-2019", expected: "2019-10-01"),
        DateCase(text: "2019 q2", expected: "2019-04-01"),
        DateCase(text: "2019-H2", expected: "2019-07-01"),
        DateCase(text: "the first quarter of 2019", expected: "2019-01-01"),
        DateCase(text: "the third quarter of next year", expected: "2026-07-01"),
        DateCase(text: "the second half of 2020", expected: "2020-07-01"),
        DateCase(text: "in nineteen ninety six", expected: "1996-01-01"),
        DateCase(text: "in two thousand and twenty", expected: "2020-01-01"),
        DateCase(text: "since twenty nineteen", expected: "2019-01-01"),
        DateCase(text: "later than 2018", expected: "2018-01-01"),
        DateCase(text: "the end of 2016", expected: "2016-12-31"),
        DateCase(text: "in the 1990s", expected: "1990-01-01", kind: .range),
        DateCase(text: "the 90s", expected: "1990-01-01"),
        DateCase(text: "this summer", expected: "2025-06-21", kind: .range),
        DateCase(text: "last winter", expected: "2024-12-21"),
        DateCase(text: "in the fall of 2015", expected: "2015-09-23"),
    ]

    static let namedDays = [
        DateCase(text: "independence day", expected: "2025-07-04", kind: .date),
        DateCase(text: "new year's eve", expected: "2025-12-31"),
        DateCase(text: "new year's day", expected: "2026-01-01"),
        DateCase(text: "christmas day", expected: "2025-12-25"),
        DateCase(text: "International Workers' Day", expected: "2025-05-01"),
        DateCase(text: "thanksgiving", expected: "2025-11-27"),
        DateCase(text: "thanksgiving 2016", expected: "2016-11-24"),
        DateCase(text: "memorial day", expected: "2025-05-26"),
        DateCase(text: "mother's day", expected: "2025-05-11"),
        DateCase(text: "black friday", expected: "2025-11-28"),
        DateCase(text: "easter 2024", expected: "2024-03-31"),
        DateCase(text: "good friday", expected: "2025-04-18"),
        DateCase(text: "christmas 2019", expected: "2019-12-25"),
        DateCase(text: "renew by the last friday of next month", expected: "2025-04-25"),
    ]

    static let countedDaysAndPeriods = [
        DateCase(text: "first tuesday of october", expected: "2025-10-07"),
        DateCase(text: "last day of the month", expected: "2025-03-31"),
        DateCase(text: "the last friday of next month", expected: "2025-04-25"),
        DateCase(text: "the last day of 2016", expected: "2016-12-31"),
        DateCase(text: "the first day of next year", expected: "2026-01-01"),
        DateCase(text: "end of the sunday", expected: "2025-03-16T23:59"),
        DateCase(text: "tues the 4th 7pm", expected: "2025-03-04T19:00"),
        DateCase(text: "the week after next", expected: "2025-03-24", kind: .range),
        DateCase(text: "show sales in the week", expected: "2025-03-10"),
        DateCase(text: "earlier in the week", expected: "2025-03-10"),
        DateCase(text: "the rest of the month", expected: "2025-03-01"),
        DateCase(text: "next hour", expected: "2025-03-14T10:00"),
    ]

    static let timesOfDay = [
        DateCase(text: "back 10, tonight", expected: "2025-03-14T22:00"),
        DateCase(text: "early morning", expected: "2025-03-14T09:00"),
        DateCase(text: "meet around dinner", expected: "2025-03-14T19:00"),
        DateCase(text: "call after lunch", expected: "2025-03-14T12:00"),
        DateCase(text: "another lunchtime with carols", expected: "2025-03-14T12:00"),
        DateCase(text: "a quarter past noon", expected: "2025-03-14T12:15"),
        DateCase(text: "quarter to midnight", expected: "2025-03-14T23:45"),
        DateCase(text: "the morning of Feb 5th", expected: "2026-02-05T09:00"),
    ]

    static let durations = ["leave for all month", "for another day", "a ½ hour call", "the whole week"]

    static let negatives = [
        "BUN/Cr of 30/4.85, troponin 0.182", "Open ABC-12345-A1B2C3 next", "bring snacks for lunch", "book this lunch",
        "fall behind on work", "spring cleaning", "the second half of the game", "at the last minute",
        "the sat-nav is broken", "nineteen people came", "$DEC farming",
    ]

    @Test(
        "resolves the added rule families",
        arguments: gluedAndNumeric + yearsAndParts + namedDays + countedDaysAndPeriods + timesOfDay)
    func resolves(_ c: DateCase) throws {
        let mention = try #require(DateExtractor().extract(from: c.text, in: Self.context).first)
        #expect(mention.localISO == c.expected)
        if let kind = c.kind { #expect(mention.kind == kind) }
    }

    @Test("reads durations of one unit", arguments: durations)
    func readsDurations(_ text: String) throws {
        let mention = try #require(DateExtractor().extract(from: text, in: Self.context).first)
        #expect(mention.kind == .duration)
    }

    @Test("leaves look-alikes alone", arguments: negatives)
    func ignores(_ text: String) {
        #expect(DateExtractor().extract(from: text, in: Self.context).isEmpty)
    }

    @Test("splits glued date words with exact source ranges")
    func gluedRanges() throws {
        let text = "on Dec31 , 1994"
        let mention = try #require(DateExtractor().extract(from: text, in: Self.context).first)
        #expect(mention.text == "on Dec31 , 1994")
        #expect(mention.characterRange == 0..<15)
        let tokens = Tokenizer().tokenize("Nov-Feb")
        let pieces = GluedTokenSplitter(lexicon: .english).split(tokens)
        #expect(pieces.map(\.text) == ["Nov", "-", "Feb"])
        #expect(pieces.map(\.utf8Range) == [0..<3, 3..<4, 4..<7])
        #expect(pieces.map(\.followsSpace) == [true, false, false])
    }
}

import OffloadTestSupport
import Testing

@testable import OffloadNLP

struct DateCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: String?  // first mention's local value, "yyyy-MM-dd'T'HH:mm" or "yyyy-MM-dd"; nil = no mention
    var kind: DateMention.Kind? = nil
    var testDescription: String { text }
}

/// Reference: Friday 2025-03-14 09:00 UTC.
@Suite struct DateExtractorTests {
    static let context = DateContext.fixed("2025-03-14T09:00:00Z")
    static let british = DateContext.fixed("2025-03-14T09:00:00Z", locale: (try? UserLocale("en_GB")) ?? .englishUS)

    static let english = [
        DateCase(text: "call Anna tomorrow at 3pm", expected: "2025-03-15T15:00", kind: .datetime),
        DateCase(text: "call mom tmrw at 5", expected: "2025-03-15T17:00"),
        DateCase(text: "today", expected: "2025-03-14", kind: .date),
        DateCase(text: "yesterday", expected: "2025-03-13"),
        DateCase(text: "the day after tomorrow", expected: "2025-03-16"),
        DateCase(text: "in 3 days", expected: "2025-03-17"),
        DateCase(text: "in 2 weeks", expected: "2025-03-28"),
        DateCase(text: "in a month", expected: "2025-04-14"),
        DateCase(text: "3 days from now", expected: "2025-03-17"),
        DateCase(text: "in 20 minutes", expected: "2025-03-14T09:20"),
        DateCase(text: "2 days ago", expected: "2025-03-12"),
        DateCase(text: "next week", expected: "2025-03-17", kind: .range),
        DateCase(text: "this weekend", expected: "2025-03-15", kind: .range),
        DateCase(text: "end of the month", expected: "2025-03-31"),
        DateCase(text: "eod", expected: "2025-03-14T23:59"),
        DateCase(text: "monday", expected: "2025-03-17"),
        DateCase(text: "friday", expected: "2025-03-21"),
        DateCase(text: "this friday", expected: "2025-03-14"),
        DateCase(text: "dentist next tue 9:30", expected: "2025-03-18T09:30"),
        DateCase(text: "last wednesday", expected: "2025-03-05"),
        DateCase(text: "coming thurs", expected: "2025-03-20"),
        DateCase(text: "tuesday of next week", expected: "2025-03-18"),
        DateCase(text: "Dec 5", expected: "2025-12-05"),
        DateCase(text: "5 December", expected: "2025-12-05"),
        DateCase(text: "December 5th 2026", expected: "2026-12-05"),
        DateCase(text: "pay rent on the 1st", expected: "2025-04-01"),
        DateCase(text: "until the 5th of june", expected: "2025-06-05"),
        DateCase(text: "2026-12-05", expected: "2026-12-05"),
        DateCase(text: "due 12/05", expected: "2025-12-05"),
        DateCase(text: "Oct/2", expected: "2025-10-02"),
        DateCase(text: "second of Aug", expected: "2025-08-02"),
        DateCase(text: "march twenty first", expected: "2025-03-21"),
        DateCase(text: "flight dec 5 6:40am", expected: "2025-12-05T06:40"),
        DateCase(text: "5pm", expected: "2025-03-14T17:00", kind: .time),
        DateCase(text: "at 5 pm", expected: "2025-03-14T17:00"),
        DateCase(text: "17:30", expected: "2025-03-14T17:30"),
        DateCase(text: "5.30pm", expected: "2025-03-14T17:30"),
        DateCase(text: "at 3", expected: "2025-03-14T15:00"),
        DateCase(text: "at 10", expected: "2025-03-14T10:00"),
        DateCase(text: "noon", expected: "2025-03-14T12:00"),
        DateCase(text: "at midnight", expected: "2025-03-15T00:00"),
        DateCase(text: "tonight", expected: "2025-03-14T20:00"),
        DateCase(text: "tomorrow morning", expected: "2025-03-15T09:00"),
        DateCase(text: "this evening", expected: "2025-03-14T19:00"),
        DateCase(text: "at nine pm", expected: "2025-03-14T21:00"),
        DateCase(text: "five thirty pm tomorrow", expected: "2025-03-15T17:30"),
        DateCase(text: "half past seven tomorrow", expected: "2025-03-15T07:30"),  // 7-11 on a later day: morning
        DateCase(text: "from 2 to 4pm", expected: "2025-03-14T14:00", kind: .range),
        DateCase(text: "2-4pm", expected: "2025-03-14T14:00", kind: .range),
        DateCase(text: "between 3 and 5pm tomorrow", expected: "2025-03-15T15:00", kind: .range),
        DateCase(text: "for 30 min", expected: nil, kind: .duration),
        DateCase(text: "2h", expected: nil, kind: .duration),
        DateCase(text: "an hour and a half", expected: nil, kind: .duration),
        DateCase(text: "every day", expected: nil, kind: .recurrence),
        DateCase(text: "every monday", expected: "2025-03-17", kind: .recurrence),
        DateCase(text: "weekly", expected: nil, kind: .recurrence),
    ]

    static let negatives = [
        "may need more milk", "march on washington doc", "sat down with jen", "second thoughts about the job",
        "wait a second", "the sun is out", "they wed quietly", "buy milk", "two to four people", "day after day",
        "book this lunch", "",
    ]

    static let spanish = [
        DateCase(text: "mañana", expected: "2025-03-15"), DateCase(text: "pasado mañana", expected: "2025-03-16"),
        DateCase(text: "hoy", expected: "2025-03-14"), DateCase(text: "el próximo lunes", expected: "2025-03-17"),
        DateCase(text: "el lunes", expected: "2025-03-17"),
        DateCase(text: "mañana a las 5", expected: "2025-03-15T17:00"),
        DateCase(text: "5 de diciembre", expected: "2025-12-05"), DateCase(text: "en 3 días", expected: "2025-03-17"),
        DateCase(text: "la mañana fue larga", expected: nil),
    ]

    static let german = [
        DateCase(text: "morgen", expected: "2025-03-15"), DateCase(text: "übermorgen", expected: "2025-03-16"),
        DateCase(text: "heute", expected: "2025-03-14"), DateCase(text: "nächsten Dienstag", expected: "2025-03-18"),
        DateCase(text: "am Montag", expected: "2025-03-17"),
        DateCase(text: "um 17 Uhr", expected: "2025-03-14T17:00"),
        DateCase(text: "5. Dezember", expected: "2025-12-05"), DateCase(text: "in 3 Tagen", expected: "2025-03-17"),
        DateCase(text: "der Morgen war schön", expected: nil),
    ]

    static func first(_ text: String, _ context: DateContext) -> DateMention? {
        DateExtractor().extract(from: text, in: context).first
    }

    @Test("resolves English expressions", arguments: english)
    func resolvesEnglish(_ c: DateCase) throws {
        let mention = try #require(Self.first(c.text, Self.context))
        #expect(mention.localISO == c.expected)
        if let kind = c.kind { #expect(mention.kind == kind) }
    }

    @Test("ignores words that only look like dates", arguments: negatives)
    func ignoresNegatives(_ text: String) {
        #expect(DateExtractor().extract(from: text, in: Self.context).isEmpty)
    }

    @Test("resolves Spanish expressions", arguments: spanish)
    func resolvesSpanish(_ c: DateCase) throws {
        let context = DateContext.fixed("2025-03-14T09:00:00Z", locale: try UserLocale("es_ES"))
        #expect(Self.first(c.text, context)?.localISO == c.expected)
    }

    @Test("resolves German expressions", arguments: german)
    func resolvesGerman(_ c: DateCase) throws {
        let context = DateContext.fixed("2025-03-14T09:00:00Z", locale: try UserLocale("de_DE"))
        #expect(Self.first(c.text, context)?.localISO == c.expected)
    }

    @Test("orders numeric dates by the locale")
    func numericOrder() {
        #expect(Self.first("12/05", Self.context)?.localISO == "2025-12-05")
        #expect(Self.first("12/05", Self.british)?.localISO == "2025-05-12")
        #expect(Self.first("25/12", Self.context)?.localISO == "2025-12-25")
    }

    @Test("writes recurrence rules")
    func recurrenceRules() {
        let rules = [
            ("every other monday standup", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO"), ("daily", "FREQ=DAILY"),
            ("every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), ("every 3 months", "FREQ=MONTHLY;INTERVAL=3"),
            ("on the first monday of each month", "FREQ=MONTHLY;BYDAY=1MO"), ("jeden Montag", nil),
        ]
        for (text, rule) in rules where rule != nil {
            #expect(Self.first(text, Self.context)?.rrule == rule, "\(text)")
        }
    }

    @Test("finds several mentions in order without overlap")
    func severalMentions() {
        let mentions = DateExtractor().extract(from: "lunch tomorrow at 1pm and dinner friday 7pm", in: Self.context)
        #expect(mentions.map(\.text) == ["tomorrow at 1pm", "friday 7pm"])
        #expect(mentions.map(\.localISO) == ["2025-03-15T13:00", "2025-03-21T19:00"])
    }

    @Test("values carry the zone offset")
    func offsets() throws {
        let context = DateContext.fixed("2025-07-01T09:00:00", timeZone: "Europe/Berlin")
        let mention = try #require(Self.first("tomorrow at 5pm", context))
        #expect(mention.values == ["2025-07-02T17:00:00+02:00"])
        #expect(mention.instants.first?.timeIntervalSince1970 == 1_751_468_400)
    }

    @Test("rejects unknown time zones")
    func unknownZone() {
        #expect(throws: NLPError.unknownTimeZone("Mars/Olympus")) {
            try DateContext(now: .init(timeIntervalSince1970: 0), timeZone: "Mars/Olympus")
        }
    }
}

import Testing

@testable import OffloadNLP

/// German dates as people type them, read with a de_DE locale.
///
/// Reference: Wednesday 2026-03-11 09:00 UTC.
@Suite struct GermanDateTests {
    static let context = DateContext.fixed("2026-03-11T09:00:00Z", locale: (try? UserLocale("de_DE")) ?? .englishUS)

    static func first(_ text: String) -> DateMention? {
        DateExtractor().extract(from: text, in: context).first
    }

    @Test(
        "numeric dates are day first, with or without a year or a final dot; without a year the next one",
        arguments: [
            DateCase(text: "Steuererklärung bis 31.7.", expected: "2026-07-31"),
            DateCase(text: "Anmeldung 24.4. nicht vergessen", expected: "2026-04-24"),
            DateCase(text: "Termin am 3.12.2026", expected: "2026-12-03"),
            DateCase(text: "Reifenwechsel 2.3.", expected: "2027-03-02"),
            DateCase(text: "Frist bis 20.5", expected: "2026-05-20"),
            DateCase(text: "Elternabend am 11.3.", expected: "2026-03-11"),
        ])
    func numericDates(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "a bare day of the month with a dot is this month's, or next month's when it has passed",
        arguments: [
            DateCase(text: "Miete am 21.", expected: "2026-03-21"),
            DateCase(text: "Bericht bis zum 3.", expected: "2026-04-03"),
            DateCase(text: "Kuchen backen am 11.", expected: "2026-03-11"),
            DateCase(text: "am 28. Oma besuchen", expected: "2026-03-28"),
            DateCase(text: "Antrag bis zum 15. Juni", expected: "2026-06-15"),
        ])
    func bareDays(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "weekday abbreviations and the weekend; 'Do' and 'So' need a context",
        arguments: [
            DateCase(text: "Zahnarzt Do 10 Uhr", expected: "2026-03-12T10:00"),
            DateCase(text: "Treffen am Fr.", expected: "2026-03-13"),
            DateCase(text: "Mi. 14 Uhr Friseur", expected: "2026-03-18T14:00"),
            DateCase(text: "Wanderung am So", expected: "2026-03-15"),
            DateCase(text: "Party am WE", expected: "2026-03-14", kind: .range),
            DateCase(text: "übers WE an die See", expected: "2026-03-14", kind: .range),
            DateCase(text: "Mach es so.", expected: nil),
            DateCase(text: "So geht das nicht", expected: nil),
            DateCase(text: "we do it later", expected: nil),
        ])
    func abbreviations(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
        if let kind = c.kind { #expect(Self.first(c.text)?.kind == kind) }
    }

    @Test(
        "clock words: halb, viertel, dreiviertel, um, Uhr, h, and a part of the day before the time",
        arguments: [
            DateCase(text: "Treffen halb 9", expected: "2026-03-11T20:30"),
            DateCase(text: "morgen halb 9", expected: "2026-03-12T08:30"),
            DateCase(text: "viertel nach 3 anrufen", expected: "2026-03-11T15:15"),
            DateCase(text: "morgen Viertel vor 9", expected: "2026-03-12T08:45"),
            DateCase(text: "morgen dreiviertel 8 los", expected: "2026-03-12T07:45"),
            // East and south: "viertel 9" is a quarter of the way to 9.
            DateCase(text: "morgen um viertel 9 Elternabend", expected: "2026-03-12T08:15"),
            DateCase(text: "Fr viertel 4 Physio", expected: "2026-03-13T15:15"),
            DateCase(text: "morgens um 6 joggen", expected: "2026-03-12T06:00"),
            DateCase(text: "abends um 8 kochen", expected: "2026-03-11T20:00"),
            DateCase(text: "Besprechung um 14 Uhr", expected: "2026-03-11T14:00"),
            DateCase(text: "Zug 17h", expected: "2026-03-11T17:00"),
            DateCase(text: "morgen zehn vor 9", expected: "2026-03-12T08:50"),
        ])
    func clockWords(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "a time after a date belongs to it",
        arguments: [
            DateCase(text: "am 9.4. um 7:45 Blutabnahme", expected: "2026-04-09T07:45", kind: .datetime),
            DateCase(text: "Freitag 14 Uhr Friseur", expected: "2026-03-13T14:00", kind: .datetime),
            DateCase(text: "Mo. 9:30 Standup", expected: "2026-03-16T09:30", kind: .datetime),
            DateCase(text: "übermorgen um halb 9", expected: "2026-03-13T08:30", kind: .datetime),
            DateCase(text: "Freitag, 24.7. um 18 Uhr", expected: "2026-07-24T18:00", kind: .datetime),
        ])
    func attachedTimes(_ c: DateCase) {
        let mention = Self.first(c.text)
        #expect(mention?.localISO == c.expected)
        #expect(mention?.kind == c.kind)
    }

    @Test(
        "words without umlauts, or with them as two letters",
        arguments: [
            DateCase(text: "uebermorgen Arzt", expected: "2026-03-13"),
            DateCase(text: "ubermorgen Arzt", expected: "2026-03-13"),
            DateCase(text: "naechsten Dienstag", expected: "2026-03-17"),
            DateCase(text: "am 5. Maerz", expected: "2027-03-05"),
            DateCase(text: "in fuenf Tagen", expected: "2026-03-16"),
        ])
    func spellings(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "'am Morgen' (an dem Morgen) is the morning, alone or after a day; 'bis morgen' stays tomorrow",
        arguments: [
            DateCase(text: "am Morgen Zeitung abbestellen", expected: "2026-03-11T09:00"),
            DateCase(text: "Samstag am Morgen zum Markt", expected: "2026-03-14T09:00"),
            DateCase(text: "am Morgen um 7 Tabletten nehmen", expected: "2026-03-12T07:00"),
            DateCase(text: "bis morgen Zeitung abbestellen", expected: "2026-03-12"),
        ])
    func morningWithArticle(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "a short weekday before a clock word or 'vor' and a time is that day's time; 'vor' with a unit is ago",
        arguments: [
            DateCase(text: "Di halb 8 Blutabnahme", expected: "2026-03-17T07:30"),
            DateCase(text: "Mo. viertel nach 4 Friseur", expected: "2026-03-16T16:15"),
            DateCase(text: "mi viertel vor 10 Sprechstunde", expected: "2026-03-18T09:45"),
            DateCase(text: "Fr vor 12 zur Post", expected: "2026-03-13T12:00"),
            DateCase(text: "Bericht heute vor 18:00 abschicken", expected: "2026-03-11T18:00"),
            DateCase(text: "vor 3 Tagen bestellt", expected: "2026-03-08"),
        ])
    func weekdayThenClockWord(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "the beginning or middle of a period is that period; 'übernächste' is the one after next; 'Monatsende'",
        arguments: [
            DateCase(text: "Anfang nächster Woche Bericht", expected: "2026-03-16", kind: .range),
            DateCase(text: "Mitte des Monats Zähler ablesen", expected: "2026-03-01", kind: .range),
            DateCase(text: "übernächste Woche Urlaub buchen", expected: "2026-03-23", kind: .range),
            DateCase(text: "Miete zum Monatsende", expected: "2026-03-31"),
            DateCase(text: "Inventur bis Jahresende", expected: "2026-12-31"),
        ])
    func partsOfPeriods(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
        if let kind = c.kind { #expect(Self.first(c.text)?.kind == kind) }
    }

    @Test("'nächsten Freitag' is the Friday of next week, as English 'next friday'; 'kommenden Freitag' the coming one")
    func nextWeekday() {
        #expect(Self.first("nächsten Freitag")?.localISO == "2026-03-20")
        let english = DateExtractor().extract(
            from: Tokenizer().tokenize("next friday"), in: DateContext.fixed("2026-03-11T09:00:00Z"))
        #expect(english.first?.localISO == "2026-03-20")
        #expect(Self.first("kommenden Freitag")?.localISO == "2026-03-13")
        #expect(Self.first("nächsten Mittwoch")?.localISO == "2026-03-18")
        #expect(Self.first("Freitag nächste Woche")?.localISO == "2026-03-20")
    }

    @Test(
        "names, labels and counts are no dates",
        arguments: [
            "Herr Freitag anrufen", "Frau Mai schreiben", "Tisch für 14 reservieren", "Zimmer 12.3 putzen",
            "Seite 5/6 lesen", "Brot kostet 3,50 €", "Zug fährt von Gleis 9", "Straße des 17. Juni sperren",
            "abends lesen", "Note 2.3. bekommen",
        ])
    func notDates(_ text: String) {
        #expect(DateExtractor().extract(from: text, in: Self.context).allSatisfy { $0.values.isEmpty }, "\(text)")
    }

    @Test("a label keeps its number, and a time after it is still read")
    func labelThenTime() {
        #expect(Self.first("Tisch für 14 um 19 Uhr")?.localISO == "2026-03-11T19:00")
    }

    @Test("habits are recurrences, as English 'tuesdays' and 'every morning'")
    func habits() {
        #expect(Self.first("Yoga dienstags")?.rrule == "FREQ=WEEKLY;BYDAY=TU")
        #expect(Self.first("dienstags ist Markt")?.rrule == nil)
        #expect(Self.first("jeden Morgen joggen")?.rrule == "FREQ=DAILY;BYHOUR=9;BYMINUTE=0")
        let english = DateContext.fixed("2026-03-11T09:00:00Z")
        #expect(
            DateExtractor().extract(from: "jog every morning", in: english).first?.rrule
                == Self.first("jeden Morgen joggen")?.rrule)
    }

    @Test(
        "a dotted day before a day of a month starts a range in that month",
        arguments: [
            ("Messe vom 14. bis 17. April", "2026-04-14", "2026-04-17"),
            ("Kita zu von 2. bis 6. Juni", "2026-06-02", "2026-06-06"),
        ])
    func dottedDayRanges(_ text: String, _ start: String, _ end: String) throws {
        let mention = try #require(Self.first(text))
        #expect(mention.kind == .range)
        #expect(mention.localISO == start)
        #expect(mention.endValue?.hasPrefix(end) == true, "\(mention.endValue ?? "nil")")
    }

    @Test("'Fr.' before a name is Frau; before a time, a part of the day or after a preposition it is Friday")
    func frauOrFriday() {
        #expect(Self.first("Fr. Lindner wegen Angebot anrufen") == nil)
        #expect(Self.first("Unterlagen an Fr. Dr. Brandt schicken") == nil)
        #expect(Self.first("Fr. Abend Kino")?.localISO == "2026-03-13T19:00")
        #expect(Self.first("bis Fr. Lindner fragen")?.localISO == "2026-03-13")
        #expect(Self.first("Probe Fr. 18 Uhr")?.localISO == "2026-03-13T18:00")
    }
}

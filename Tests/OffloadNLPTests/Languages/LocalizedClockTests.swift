import Testing

@testable import OffloadNLP

/// How each language writes clock times and numbers next to them: the 24-hour clock, a decimal comma, a ratio after
/// its label, a letter after a class number.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct LocalizedClockTests {
    /// The due date as ``LocalizedDueDateTests`` reads it (same reference).
    func due(_ text: String, _ language: String) -> String? {
        LocalizedDueDateTests().due(text, language)
    }

    @Test(
        "a written clock time with no a.m., p.m. or part of the day is a 24-hour one in German and Spanish",
        arguments: [
            ("Aufsicht Pausenhof um 9:40", "de", "2026-04-16T09:40"),
            ("revisar la caldera a las 8:15", "es", "2026-04-16T08:15"),
            ("Essen um 7:30 abends", "de", "2026-04-15T19:30"),
            ("call the garage at 9:40", "en", "2026-04-15T21:40"),
        ])
    func twentyFourHourClock(_ text: String, _ language: String, _ expected: String) {
        #expect(due(text, language) == expected)
    }

    @Test(
        "a number with a decimal comma is an amount, a clock time only after the hour's article",
        arguments: [
            ("cuadernos a 4,50 euros", "es", nil), ("Hefte zu 3,20 nachkaufen", "de", nil),
            ("ensayo a las 8,30 en el aula", "es", "2026-04-16T08:30"),
        ])
    func decimalComma(_ text: String, _ language: String, _ expected: String?) {
        #expect(due(text, language) == expected)
    }

    @Test(
        "a ratio right after its label is no time",
        arguments: [("Grundriss im Maßstab 1:100 drucken", "de"), ("print the site plan at scale 1:20", "en")])
    func ratios(_ text: String, _ language: String) {
        #expect(due(text, language) == nil)
    }

    @Test("a letter glued to a number is a.m. or p.m. only in English; elsewhere it names a class or a flat")
    func letterAfterNumber() {
        #expect(due("Wohnung 3a am Montag besichtigen", "de") == "2026-04-20")
        #expect(due("reunión de padres del 2a el lunes", "es") == "2026-04-20")
        #expect(due("gym 6a tomorrow", "en") == "2026-04-16T06:00")
    }
}

/// A clock time said a few words after its day is that day's: the due date gets the day and the time.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct ClauseTimeTests {
    func due(_ text: String, _ language: String) -> String? {
        LocalizedClockTests().due(text, language)
    }

    @Test(
        "a day, a few words, and a clock time in the same clause",
        arguments: [
            ("tomorrow ring the garage at 4", "en", "2026-04-16T16:00"),
            ("on friday pick up the suit at 11", "en", "2026-04-17T11:00"),
            ("morgen Oma anrufen um 5", "de", "2026-04-16T17:00"),
            ("morgen Bericht bis 17 Uhr abgeben", "de", "2026-04-16T17:00"),
            ("pasado mañana llevar al perro al veterinario a las 10 y cuarto", "es", "2026-04-17T10:15"),
        ])
    func joined(_ text: String, _ language: String, _ expected: String) {
        #expect(due(text, language) == expected)
    }

    @Test("a day said first as the topic, or commas and fillers alone between, keep a day and its time together")
    func spokenTopic() {
        #expect(due("okay so saturday, uh, ring Wayne at around three", "en") == "2026-04-18T15:00")
        #expect(due("am Freitag, äh, um 3 Oma abholen", "de") == "2026-04-17T15:00")
    }

    @Test("a time in another sentence stays its own")
    func notJoined() {
        #expect(due("tomorrow is packed. at 5 the gym", "en") == "2026-04-16")
        #expect(due("el jueves hay mercado. a las 6 la reunión", "es") == "2026-04-16")
    }

    @Test(
        "a text that names only one day and one time says one thing: the time is the day's across its clauses",
        arguments: [
            ("excursión al volcán el viernes, estar en la estación a las 7", "es", "2026-04-17T07:00"),
            ("Elternabend am Freitag, Beginn um 19 Uhr", "de", "2026-04-17T19:00"),
            ("school trip thursday, drop Mia at the gates at 8", "en", "2026-04-16T08:00"),
        ])
    func onlyDayAndTime(_ text: String, _ language: String, _ expected: String) {
        #expect(due(text, language) == expected)
    }
}

/// A range of hours right after a day is that day's.
///
/// "am 14.12. zwischen 8 und 10", "el viernes de 9 a 11".
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct DayHourRangeTests {
    func due(_ text: String, _ language: String) -> String? {
        LocalizedClockTests().due(text, language)
    }

    @Test(
        "a day, then a range of bare hours: due at its start on that day",
        arguments: [
            ("Wartung Sterilisator am 20.4. zwischen 8 und 10", "de", "2026-04-20T08:00"),
            ("Messe am 13.5. 9-16 Uhr, Lebenslauf drucken", "de", "2026-05-13T09:00"),
            ("revisión de la caldera el viernes de 9 a 11", "es", "2026-04-17T09:00"),
            ("plumber on may 2 9-11am", "en", "2026-05-02T09:00"),
        ])
    func rangeOnDay(_ text: String, _ language: String, _ expected: String) {
        #expect(due(text, language) == expected)
    }

    @Test("a count after a day stays a count")
    func countAfterDay() {
        #expect(due("tomorrow 5-6 people for dinner", "en") == "2026-04-16")
    }
}

/// With two days in two clauses, the one whose clause asks for an action is the due date.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct ActionClauseDueTests {
    func due(_ text: String, _ language: String) -> String? {
        LocalizedClockTests().due(text, language)
    }

    @Test(
        "the day of the clause with the verb wins over the day of a statement, 'on' or not",
        arguments: [
            ("cumple de la abuela el sábado, encargar la tarta el viernes", "es", "2026-04-17"),
            ("Oma hat am Sonntag Geburtstag, Blumen am Samstag besorgen", "de", "2026-04-18"),
            ("recital on saturday, iron the shirt friday", "en", "2026-04-17"),
        ])
    func actionClause(_ text: String, _ language: String, _ expected: String) {
        #expect(due(text, language) == expected)
    }

    @Test("a time within the chosen range of days refines it")
    func timeWithinRange() {
        #expect(due("tidy the shed this weekend, skip collection on saturday 9am", "en") == "2026-04-18T09:00")
    }
}

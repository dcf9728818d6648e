import Testing

@testable import OffloadNLP

/// Ranges of hours, opening hours and numbers with a slash: when they name a time to act and when they only list
/// when a place is open.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct TimetableTests {
    private func read(_ text: String, locale: String) -> (due: String?, mentions: [DateMention]) {
        let context = DateContext.fixed("2026-04-15T10:00:00Z", locale: (try? UserLocale(locale)) ?? .englishUS)
        let tokens = Tokenizer().tokenize(text)
        let mentions = DateExtractor().extract(from: tokens, in: context)
        let due = DueDateChoice(mentions: mentions, tokens: tokens, language: context.locale.language).due
        return (due?.localISO, mentions)
    }

    @Test(
        "two bare hours after an opening word are a range of hours, on the day that follows them",
        arguments: [
            ("electrician between 2 and 4 on friday", "en_US", "2026-04-17T14:00"),
            ("gas man from 8 to 12 tomorrow", "en_US", "2026-04-16T08:00"),
            ("Handwerker von 8 bis 12 am Freitag", "de_DE", "2026-04-17T08:00"),
            ("el fontanero viene de 9 a 11 el viernes", "es_ES", "2026-04-17T09:00"),
        ])
    func hoursWithOpener(_ text: String, _ locale: String, _ expected: String) {
        #expect(read(text, locale: locale).due == expected)
    }

    @Test("a range of bare hours ends later that day; the numbers before a word are a count")
    func hoursAlone() throws {
        let mention = try #require(read("Sprechstunde von 14 bis 17", locale: "de_DE").mentions.first)
        #expect(mention.kind == .range)
        #expect(mention.localISO == "2026-04-15T14:00")
        #expect(mention.endValue?.hasPrefix("2026-04-15T17:00") == true)
        #expect(read("double the soup from 2 to 4 servings", locale: "en_US").mentions.isEmpty)
    }

    @Test(
        "a span of weekdays with hours lists opening hours: none of its days or hours is due",
        arguments: [
            ("bakery open tue-sat 7-1, sun 8-12", "en_US"), ("deli opens 8am to 6pm mon to sat", "en_US"),
            ("Praxis Mo–Fr 8–12, Do 15–18", "de_DE"), ("Bürgerbüro Di-Do 8-16 und Fr bis 12", "de_DE"),
            ("la farmacia abre de 9 a 21 de lunes a sábado, domingo de 10 a 14", "es_ES"),
        ])
    func openingHours(_ text: String, _ locale: String) {
        #expect(read(text, locale: locale).due == nil)
    }

    @Test("a span of weekdays without hours leaves a time to act in another clause its day")
    func spanThenTask() throws {
        #expect(read("painters in mon to fri, move the car sat 9", locale: "en_US").due == "2026-04-18T09:00")
        let holiday = try #require(read("Urlaub Mo–Fr nächste Woche", locale: "de_DE").mentions.first)
        #expect(holiday.text == "Mo–Fr nächste Woche")
        #expect(holiday.localISO == "2026-04-20")
        #expect(holiday.endValue?.hasPrefix("2026-04-24") == true)
    }

    @Test("where dates are written with dots, two numbers with a slash are a date only where one is expected")
    func slashPairs() {
        #expect(read("Hausnummer Lindenweg 12/14", locale: "de_DE").mentions.isEmpty)
        #expect(read("Mischung 3/4 Hafer zu Gerste", locale: "de_DE").mentions.isEmpty)
        #expect(read("am 13/5 Zahnarzt", locale: "de_DE").due == "2026-05-13")
        #expect(read("Fr 15/5 Zahnarzt", locale: "de_DE").due == "2026-05-15")
        #expect(read("dentist 5/13", locale: "en_US").due == "2026-05-13")
    }

    @Test("a span of weekdays ends on or after its first day, an abbreviation that needs context included")
    func weekdaySpanOrder() throws {
        let span = try #require(read("deli open mon to sat", locale: "en_US").mentions.first)
        #expect(span.localISO == "2026-04-20")
        #expect(span.endValue?.hasPrefix("2026-04-25") == true)
        // "Do" alone needs a time or a phrase end to be Thursday; after "Mo" and a dash it ends the span.
        let office = read("Finanzamt Mo–Do erreichbar", locale: "de_DE")
        let thursday = try #require(office.mentions.first)
        #expect(thursday.text == "Mo–Do")
        #expect(thursday.endValue?.hasPrefix("2026-04-23") == true)
        #expect(office.due == nil)
    }

    @Test(
        "a range of days or a month stated in a text that asks for nothing tells how things are",
        arguments: [
            ("Ferienwohnung ist vom 3.8. bis 17.8. vermietet", "de_DE"), ("in august the courts are closed", "en_US"),
            ("la piscina municipal abre de junio a septiembre", "es_ES"),
            ("check-in is always from 3pm, checkout 11", "en_US"), ("the hall clock shows 4:20, as always", "en_US"),
        ])
    func statedSpans(_ text: String, _ locale: String) {
        #expect(read(text, locale: locale).due == nil)
    }

    @Test("the same spans keep their day where the text asks for something, and one weekend's duty stays")
    func statedSpansThatAsk() {
        #expect(read("Urlaub vom 3.8. bis 17.8., Katze zu Oma bringen", locale: "de_DE").due == "2026-08-03")
        #expect(read("Bad ist dran am WE", locale: "de_DE").due == "2026-04-18")
        let cleaner = read("the cleaner always comes at 9, leave the key out by 11", locale: "en_US")
        #expect(cleaner.due == "2026-04-15T11:00")
    }
}

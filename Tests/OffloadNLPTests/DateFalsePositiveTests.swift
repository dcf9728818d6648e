import OffloadTestSupport
import Testing

@testable import OffloadNLP

/// Words the grammar used to read as dates where the text has none.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct DateFalsePositiveTests {
    static let context = DateContext.fixed("2026-04-15T10:00:00Z")

    func mentions(_ text: String) -> [DateMention] {
        DateExtractor().extract(from: text, in: Self.context)
    }

    @Test(
        "no date in these",
        arguments: [
            "pharmacy on 5th st", "bakery on 9th avenue", "ask August about rent", "text July about the rota",
            "dish of the day", "song of the week", "player of the year", "fridays always run late",
            "prep the monday retro", "their sunday roast", "update the app to 3.2.14", "firmware 1.4.22 is out",
            "they sat.", "lying in the sun.", "the 2nd time round", "set it up the 14th",
        ])
    func noDate(_ text: String) {
        let found = mentions(text)
        #expect(found.isEmpty, "\(found.map(\.text))")
    }

    @Test("an ordinal before a noun it counts is no day; after a preposition alone it is")
    func countedOrdinal() {
        #expect(mentions("flat on the 2nd floor").isEmpty)
        #expect(mentions("rent on the 2nd").first?.localISO == "2026-05-02")
    }

    @Test("a month written as a name is no date; in a date phrase it is")
    func monthAsName() {
        #expect(mentions("dinner with April").isEmpty)
        #expect(mentions("in April").first?.localISO == "2026-04-01")
        #expect(mentions("from April to June").first?.kind == .range)
    }

    @Test("plural weekdays that a statement is about are no schedule; with every they are")
    func habitualWeekday() {
        #expect(mentions("wednesdays are quiet").isEmpty)
        #expect(mentions("every wednesday laundry").first?.rrule == "FREQ=WEEKLY;BYDAY=WE")
        #expect(mentions("prep for next monday").first?.localISO == "2026-04-20")
    }

    @Test("an impossible date is no date: no value, no due date, and its words stay in the title")
    func impossibleDate() throws {
        let text = "visa expires June 31, 2026"
        let tokens = Tokenizer().tokenize(text)
        let found = DateExtractor().extract(from: tokens, in: Self.context)
        let mention = try #require(found.first)
        #expect(found.count == 1 && mention.kind == .impossible && mention.values.isEmpty)
        #expect(DueDateChoice(mentions: found, tokens: tokens).due == nil)
        #expect(
            TitleCleaner().title(from: tokens, text: text, dates: found, entities: []) == "Visa expires June 31, 2026")
    }

    @Test("a meal after a day is the event when words follow it, the time where the phrase ends")
    func mealAfterDay() throws {
        let text = "thursday dinner with the Parks"
        let tokens = Tokenizer().tokenize(text)
        let found = DateExtractor().extract(from: tokens, in: Self.context)
        #expect(found.map(\.text) == ["thursday"])
        #expect(found.first?.kind == .date)
        #expect(TitleCleaner().title(from: tokens, text: text, dates: found, entities: []) == "Dinner with the Parks")
        #expect(mentions("book a table thursday dinner").first?.localISO == "2026-04-16T19:00")
    }
}

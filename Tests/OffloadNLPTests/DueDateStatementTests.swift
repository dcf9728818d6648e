import Testing

@testable import OffloadNLP

/// Captures that state what is or what was, with a day in them, and the clock forms people type.
///
/// A statement gets no due date.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct DueDateStatementTests {
    func due(_ text: String, locale: String = "en_US") -> String? {
        let context = DateContext.fixed("2026-04-15T10:00:00Z", locale: (try? UserLocale(locale)) ?? .englishUS)
        let tokens = Tokenizer().tokenize(text)
        let mentions = DateExtractor().extract(from: tokens, in: context)
        return DueDateChoice(mentions: mentions, tokens: tokens, language: context.locale.language).due?.localISO
    }

    @Test(
        "a time today that has passed, a habit of the writer's, a yearly day stated, what happened: no due date",
        arguments: [
            "resting pulse 58 this morning", "we eat at grandma's every sunday at 1", "i run every morning at 7",
            "the plumber came tues, all sorted", "we paid the deposit on monday", "dad's birthday is the 9th of may",
            "my niece turns 7 on june 2, loves unicorns",
        ])
    func statements(_ text: String) {
        #expect(due(text) == nil)
    }

    @Test("the same words asking for something keep the day")
    func asks() {
        #expect(due("i need to run every morning at 7") == "2026-04-16T07:00")
        #expect(due("run every morning at 7") == "2026-04-16T07:00")
        #expect(due("call the bank this afternoon") == "2026-04-15T15:00")
        #expect(due("standup was moved to friday") == "2026-04-17")
        #expect(due("dad's birthday is the 9th of may, order flowers") == "2026-05-09")
        #expect(due("birthday card for nan by friday") == "2026-04-17")
        #expect(due("nan's birthday saturday") == "2026-04-18")
    }

    @Test(
        "British and short clock forms: 'half 8', a dotted time after a weekday, 'arvo', 'b4'",
        arguments: [
            ("physio fri half 11", "en_GB", "2026-04-17T11:30"), ("swim half 8 monday", "en_GB", "2026-04-20T08:30"),
            ("bloods wed 9.30", "en_GB", "2026-04-22T09:30"), ("bloods thu 9.30", "en_US", "2026-04-16T09:30"),
            // A date the pair also spells counts only a few weeks ahead: 30 March 2027 is a Tuesday, 13 May a
            // Wednesday five weeks on.
            ("GP tues 3.30", "en_US", "2026-04-21T15:30"), ("bloods wed 5.13", "en_US", "2026-05-13"),
            ("footy sat arvo", "en_GB", "2026-04-18T15:00"), ("submit the form b4 the 30th", "en_US", "2026-04-30"),
        ])
    func clockForms(_ text: String, _ locale: String, _ expected: String) {
        #expect(due(text, locale: locale) == expected)
    }

    @Test("a meridiem alone after a day is its morning or afternoon; so is 'am' and a part of the day in German")
    func dayparts() {
        #expect(due("book the inspection, want it fri am") == "2026-04-17T09:00")
        #expect(due("dentist tues pm") == "2026-04-21T15:00")
        #expect(due("so i am going") == nil)
        #expect(LocalizedDueDateTests().due("Fr am Morgen zum Bäcker", "de") == "2026-04-17T09:00")
        #expect(LocalizedDueDateTests().due("Termin Do am 24.4.", "de") == "2026-04-24")
    }

    @Test("a named day before a meal and a noun describes them ('christmas dinner numbers'), a day of its own not")
    func namedDayBeforeMeal() {
        #expect(due("send mam the christmas dinner numbers tonight") == "2026-04-15T20:00")
        #expect(due("christmas lunch seating plan") == nil)
        #expect(due("book christmas dinner")?.hasPrefix("2026-12-25") == true)
    }

    @Test("a deadline word before a weekday and its day of the month; a fraction before a unit is no date")
    func weekdayDayAndFractions() {
        #expect(due("entries close by Friday the 24th") == "2026-04-24")
        #expect(due("use 3/4 cup of oil, 1/2 tsp salt") == nil)
        #expect(due("drill a 5/8 inch hole") == nil)
        #expect(due("vet 5/8 for the jabs") == "2026-05-08")
    }

    @Test("a span of weekdays said with 'to' is a schedule; two times with no day end on the start's day")
    func spans() throws {
        #expect(due("surgery open mon to fri 8-6") == nil)
        let context = DateContext.fixed("2026-04-15T15:00:00Z")
        let mention = try #require(DateExtractor().extract(from: "market 8am to 1pm", in: context).first)
        #expect(mention.values.first?.hasPrefix("2026-04-16T08:00") == true)
        #expect(mention.endValue?.hasPrefix("2026-04-16T13:00") == true)
    }
}

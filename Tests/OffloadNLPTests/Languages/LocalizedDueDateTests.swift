import Testing

@testable import OffloadNLP

/// The due date of a German or Spanish capture is chosen with that language's habit, statement and past words.
///
/// 2026-04-15 is a Wednesday; the reference is 10:00 UTC.
@Suite struct LocalizedDueDateTests {
    func due(_ text: String, _ language: String) -> String? {
        let context = DateContext.fixed("2026-04-15T10:00:00Z", locale: UserLocale.standard(for: language))
        let tokens = Tokenizer().tokenize(text)
        let mentions = DateExtractor().extract(from: tokens, in: context)
        return DueDateChoice(mentions: mentions, tokens: tokens, language: language).due?.localISO
    }

    @Test(
        "a time that says when something happens as a rule is no due date",
        arguments: [
            ("die Stadtbücherei öffnet erst um 11", "de"), ("der Bäcker liefert normalerweise um 6", "de"),
            ("la farmacia de guardia abre a las 9", "es"), ("el panadero suele pasar a las 7", "es"),
        ])
    func habits(_ text: String, _ language: String) {
        #expect(due(text, language) == nil)
    }

    @Test(
        "today in a sentence in the past is a log, not a due date",
        arguments: [("Puls heute Morgen war 88", "de"), ("la tensión esta mañana era bastante alta", "es")])
    func logs(_ text: String, _ language: String) {
        #expect(due(text, language) == nil)
    }

    @Test(
        "a day and month without a year that passed within the last month is no due date (not next year's)",
        arguments: [
            ("Rechnung vom 2.4. endlich bezahlt", "de"), ("am 10.4. neue Brille abgeholt", "de"),
            ("el 31 de marzo entregué el informe", "es"), ("paid the plumber on april 8", "en"),
        ])
    func justPassed(_ text: String, _ language: String) {
        #expect(due(text, language) == nil)
    }

    @Test("a day and month ahead, or with its year, stays the due date")
    func dayAhead() {
        #expect(due("Steuer bis 20.4. zahlen", "de") == "2026-04-20")
        #expect(due("el 14 de abril de 2027 renovar", "es") == "2027-04-14")
    }

    @Test(
        "a schedule stated with a verb in the present, a span of weekdays, and the times in their clause are habits",
        arguments: [
            ("die Kanzlei hat freitags zu", "de"), ("ich gehe jeden Abend um 9 joggen", "de"),
            ("Sekretariat ist montags nur bis 12 Uhr besetzt", "de"), ("Zahnarzt Mo-Do 8-17 Uhr", "de"),
            ("los martes tengo natación de 5 a 6", "es"), ("todos los sábados viene mi suegra a comer", "es"),
            ("cada noche me tomo la pastilla a las 10", "es"), ("open mon-fri 9-5", "en"),
        ])
    func schedules(_ text: String, _ language: String) {
        #expect(due(text, language) == nil)
    }

    @Test("a schedule the user keeps, or must keep, gives its first occurrence")
    func keptSchedules() {
        #expect(due("cada lunes tengo que llamar a mamá", "es") == "2026-04-20")
        #expect(due("los martes sacar la basura", "es") == "2026-04-21")
        #expect(due("jeden Montag Müll rausbringen", "de") == "2026-04-20")
    }

    @Test(
        "a day in a clause that tells what happened (a simple past, or a participle after an auxiliary) is no due date",
        arguments: [
            ("hab am Montag den Keller aufgeräumt", "de"), ("Lieferung ist am Dienstag gekommen", "de"),
            ("der Elektriker war am Freitag da", "de"), ("la revisión fue el lunes", "es"),
            ("mandé el presupuesto el martes", "es"), ("hemos pagado el alquiler el jueves", "es"),
        ])
    func reports(_ text: String, _ language: String) {
        #expect(due(text, language) == nil)
    }

    @Test(
        "a participle marked with ge- and typed in lower case that ends its clause tells what happened, auxiliary or not",
        arguments: [
            ("am montag die hecke geschnitten", "de"), ("Klassenarbeit 9b am Dienstag geschrieben, Schnitt 3,1", "de"),
        ])
    func participleAlone(_ text: String, _ language: String) {
        #expect(due(text, language) == nil)
    }

    @Test("a future or passive auxiliary makes the participle look ahead; an en dash is a dash; Austrian words")
    func futureAndDashes() {
        #expect(due("der Kühlschrank wird am Freitag geliefert", "de") == "2026-04-17")
        #expect(due("am Sonntag 14:00–22:00 Dienst gehabt", "de") == nil)
        #expect(due("heut abend Oma anrufen", "de") == "2026-04-15T19:00")
        #expect(due("Lohnzettel bis Ende Feber", "de") == "2027-02-28")
        #expect(due("honorarios más IVA al 21 %", "es") == nil)
    }

    @Test("Spanish preterites without an accent in '-aron'/'-ieron' tell what happened; 'de Domingo' is a name")
    func spanishPlainPastAndNames() {
        #expect(due("las ovejas parieron en marzo, todas bien", "es") == nil)
        #expect(due("el potro es hijo de Domingo", "es") == nil)
        #expect(due("pasaron por aquí, el martes vuelven", "es") == "2026-04-21")
    }

    @Test("a capitalized noun shaped like a participle, or an infinitive, keeps the day")
    func notParticipleAlone() {
        #expect(due("am Montag ins Gericht", "de") == "2026-04-20")
        #expect(due("am montag die hecke schneiden", "de") == "2026-04-20")
    }

    @Test("a dot after a day number with more of the line after it is an ordinal, not the end of the sentence")
    func ordinalDotInClause() {
        // "immer" makes the schedule a habit only when "6." does not cut the clause.
        #expect(due("mittwochs 6. Stunde immer Chor", "de") == nil)
        #expect(due("am 21. ab 7 Uhr Lieferung annehmen", "de") == "2026-04-21T07:00")
    }

    @Test("a day the past clause looks ahead to, or a clause with no past form, keeps its due date")
    func notReports() {
        #expect(due("ich habe am Freitag Geburtstag, Kuchen backen", "de") == "2026-04-17")
        #expect(due("Bericht am Montag abgeben", "de") == "2026-04-20")
        #expect(due("Termin ist auf Freitag verschoben", "de") == "2026-04-17")
        #expect(due("pagué la reserva para el viernes", "es") == "2026-04-17")
    }

    @Test(
        "readings, seats, versions and avenues after their label noun are no dates",
        arguments: [
            ("RR 13/8 notiert", "de"), ("Sitz 14/3 im ICE", "de"), ("Reihe 12/3 im Kino", "de"),
            ("tensión 13/8 anotar", "es"), ("asiento 14/3 en el AVE", "es"), ("recoger en Av. 28 de Julio", "es"),
        ])
    func labels(_ text: String, _ language: String) {
        #expect(due(text, language) == nil)
    }

    @Test(
        "a part of the day said as an adverb after a day is that day's: 'am 18. abends', 'für 24.4. abends'",
        arguments: [
            ("Kino am 18. abends", "de", "2026-04-18T19:00"),
            ("Essen für 24.4. abends reservieren", "de", "2026-04-24T19:00"),
            ("Mi morgens um 6 Lieferung annehmen", "de", "2026-04-22T06:00"),
        ])
    func adverbDaypartAfterDay(_ text: String, _ language: String, _ expected: String) {
        #expect(due(text, language) == expected)
    }

    @Test(
        "a deadline word outranks 'on': the day after 'bis', 'hasta', 'by' is the due date",
        arguments: [
            ("Praxis zu am 30., Aushang machen bis Fr", "de", "2026-04-17"),
            ("Party am Samstag, Zusage bis Donnerstag", "de", "2026-04-16"),
            ("party on saturday, rsvp by thursday", "en", "2026-04-16"),
        ])
    func deadlineOverOn(_ text: String, _ language: String, _ expected: String) {
        #expect(due(text, language) == expected)
    }

    @Test(
        "days from today, and the day after 'antes del', are one day even beside a habit verb; a grade is no day",
        arguments: [
            ("la matrícula se cierra en 10 días", "es", "2026-04-25"),
            ("die Anmeldung schließt in 2 Wochen", "de", "2026-04-29"),
            ("pagar la cuota antes del 20 o cobran recargo", "es", "2026-04-20"),
        ])
    func daysAhead(_ text: String, _ language: String, _ expected: String) {
        #expect(due(text, language) == expected)
        #expect(due("ayer los del 3° B se portaron fatal", "es") == nil)
    }

    @Test("a day pins the same verbs to one occasion: a due date")
    func pinned() {
        #expect(due("die Werkstatt öffnet am Freitag um 8, Auto hinbringen", "de") == "2026-04-17T08:00")
        #expect(due("la gestoría abre el lunes a las 9, llevar los papeles", "es") == "2026-04-20T09:00")
    }
}

/// The German morning word is also "tomorrow": right after a day it is that day's morning.
@Suite struct MorningWordTests {
    static let context = DateContext.fixed("2026-04-15T10:00:00Z", locale: UserLocale.standard(for: "de"))

    @Test(
        "after a day, morgen is its morning; alone, tomorrow",
        arguments: [
            ("Blutdruck heute Morgen messen", "2026-04-15T09:00"), ("Freitag morgen Reifenwechsel", "2026-04-17T09:00"),
            ("morgen Morgen Brötchen holen", "2026-04-16T09:00"), ("den Nachbarn morgen fragen", "2026-04-16"),
        ])
    func morning(_ text: String, _ expected: String) {
        let mentions = DateExtractor().extract(from: Tokenizer().tokenize(text), in: Self.context)
        #expect(mentions.first?.localISO == expected)
    }
}

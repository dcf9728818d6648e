import Testing

@testable import OffloadNLP

/// Spanish dates as people type them, read with an es_ES locale.
///
/// Reference: Wednesday 2026-03-11 09:00 UTC.
@Suite struct SpanishDateTests {
    static let context = DateContext.fixed("2026-03-11T09:00:00Z", locale: (try? UserLocale("es_ES")) ?? .englishUS)

    static func first(_ text: String) -> DateMention? {
        DateExtractor().extract(from: text, in: context).first
    }

    @Test(
        "numeric dates are day first; without a year the next one, today included",
        arguments: [
            DateCase(text: "cita el 5/6", expected: "2026-06-05"),
            DateCase(text: "para el 14/2 las flores", expected: "2027-02-14"),
            DateCase(text: "renovar el DNI antes del 30/4", expected: "2026-04-30"),
            DateCase(text: "reunión el 11/3", expected: "2026-03-11"),
        ])
    func numericDates(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "a bare day of the month after 'el' is this month's, or next month's when it has passed",
        arguments: [
            DateCase(text: "pagar el 17", expected: "2026-03-17"),
            DateCase(text: "el día 2 médico", expected: "2026-04-02"),
            DateCase(text: "la factura para el 30", expected: "2026-03-30"),
            DateCase(text: "llamar a Ana el 11", expected: "2026-03-11"),
            DateCase(text: "el 20 a las 7", expected: "2026-03-20T07:00"),
            DateCase(text: "me toca el 19 de tarde en urgencias", expected: "2026-03-19T15:00"),
            DateCase(text: "tachar el 3 de la lista", expected: nil),
            DateCase(text: "el IVA sube el 2 %", expected: nil),
            // After a preposition a spelled number is the day too; alone it stays a number ("el dos" is no date).
            DateCase(text: "pagar la luz antes del veinte", expected: "2026-03-20"),
            DateCase(text: "el informe para el quince", expected: "2026-03-15"),
            DateCase(text: "el dos de copas", expected: nil),
            // A day glued to a month with a dash: "antes del 19-mar" is that day, not an hour.
            DateCase(text: "recurso antes del 19-mar", expected: "2026-03-19"),
        ])
    func bareDays(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "weekday abbreviations, 'finde', 'mañ', 'pasado mañana', 'hoy', 'esta tarde'; 'mar' needs a context",
        arguments: [
            DateCase(text: "dentista lun", expected: "2026-03-16"),
            DateCase(text: "reunión mar 10", expected: "2026-03-17T10:00"),
            DateCase(text: "jue a las 5 tenis", expected: "2026-03-12T17:00"),
            DateCase(text: "cena el sáb", expected: "2026-03-14"),
            DateCase(text: "este finde a la playa", expected: "2026-03-14", kind: .range),
            DateCase(text: "llamar mañ", expected: "2026-03-12"),
            DateCase(text: "pasado mañana", expected: "2026-03-13"),
            DateCase(text: "hoy sin falta", expected: "2026-03-11"),
            DateCase(text: "esta tarde", expected: "2026-03-11T15:00"),
            DateCase(text: "el mar está frío", expected: nil),
            DateCase(text: "ver Iron Man", expected: nil),
        ])
    func abbreviations(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
        if let kind = c.kind { #expect(Self.first(c.text)?.kind == kind) }
    }

    @Test(
        "clock words: de la noche, de la tarde, mediodía, medianoche, y media, y cuarto, menos cuarto",
        arguments: [
            DateCase(text: "a las 11 de la noche", expected: "2026-03-11T23:00"),
            DateCase(text: "a las 5 de la tarde", expected: "2026-03-11T17:00"),
            DateCase(text: "a las 8 de la mañana", expected: "2026-03-12T08:00"),
            DateCase(text: "comer a mediodía", expected: "2026-03-11T12:00"),
            DateCase(text: "a medianoche", expected: "2026-03-12T00:00"),
            DateCase(text: "mañana a las 6 y media", expected: "2026-03-12T18:30"),
            DateCase(text: "a las 10 y cuarto", expected: "2026-03-11T10:15"),
            DateCase(text: "mañana a las 9 menos cuarto", expected: "2026-03-12T08:45"),
            DateCase(text: "a las 7 y 20 de la tarde", expected: "2026-03-11T19:20"),
        ])
    func clockWords(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "a time after a date belongs to it",
        arguments: [
            DateCase(text: "el viernes a las 10", expected: "2026-03-13T10:00", kind: .datetime),
            DateCase(text: "mañana a las 9", expected: "2026-03-12T09:00", kind: .datetime),
            DateCase(text: "el 5/6 a las 4 y media", expected: "2026-06-05T16:30", kind: .datetime),
        ])
    func attachedTimes(_ c: DateCase) {
        let mention = Self.first(c.text)
        #expect(mention?.localISO == c.expected)
        #expect(mention?.kind == c.kind)
    }

    @Test(
        "words typed without accents",
        arguments: [
            DateCase(text: "manana", expected: "2026-03-12"),
            DateCase(text: "el miercoles", expected: "2026-03-18"),
            DateCase(text: "el sabado", expected: "2026-03-14"),
            DateCase(text: "el proximo lunes", expected: "2026-03-16"),
            DateCase(text: "a medianoche", expected: "2026-03-12T00:00"),
        ])
    func spellings(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "'el próximo viernes', 'el viernes que viene' and 'el viernes próximo' agree with English 'next friday': the Friday of next week"
    )
    func nextWeekday() {
        #expect(Self.first("el próximo viernes")?.localISO == "2026-03-20")
        #expect(Self.first("el viernes que viene")?.localISO == "2026-03-20")
        #expect(Self.first("el viernes próximo")?.localISO == "2026-03-20")
        #expect(Self.first("este viernes")?.localISO == "2026-03-13")
        #expect(Self.first("el próximo miércoles")?.localISO == "2026-03-18")
        #expect(Self.first("el viernes de la semana que viene")?.localISO == "2026-03-20")
    }

    @Test(
        "names, places, labels and counts are no dates",
        arguments: [
            "vivo en la Calle del Primero de Mayo", "escuchar a Agosto", "el disco nuevo de Agosto",
            "reservar mesa para 14", "leer el Real Decreto 7/2021", "estudiar la página 5/6", "el señor Martes",
        ])
    func notDates(_ text: String) {
        #expect(DateExtractor().extract(from: text, in: Self.context).allSatisfy { $0.values.isEmpty }, "\(text)")
    }

    @Test(
        "a number after a weekday is its day of the month, as English 'friday 23'; English 'fri 9' stays 9 o'clock",
        arguments: [
            DateCase(text: "mudanza el sábado 21", expected: "2026-03-21"),
            DateCase(text: "el jueves 19 a las 5 dentista", expected: "2026-03-19T17:00"),
            DateCase(text: "el lunes 6 de abril renovar el pasaporte", expected: "2026-04-06"),
            DateCase(text: "recoger las entradas el viernes 13 a las 8 de la tarde", expected: "2026-03-13T20:00"),
        ])
    func weekdayAndDayNumber(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
        let english = DateExtractor().extract(from: "call fri 9", in: DateContext.fixed("2026-03-11T09:00:00Z"))
        #expect(english.first?.localISO == "2026-03-13T09:00")
    }

    @Test(
        "a time after 'antes de' or 'hasta' with its article belongs to the day before it",
        arguments: [
            DateCase(text: "llamar a Marta hoy antes de las 7", expected: "2026-03-11T19:00"),
            DateCase(text: "entregar el informe mañana antes de las 13h", expected: "2026-03-12T13:00"),
            DateCase(text: "mandar las fotos hoy hasta las 6 de la tarde", expected: "2026-03-11T18:00"),
            DateCase(text: "pasar por correos el viernes antes de las doce", expected: "2026-03-13T12:00"),
        ])
    func timeBeforeHour(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "'pasado' after a weekday or the weekend is the last one; a plain word after the modifier leaves it whole",
        arguments: [
            DateCase(text: "el lunes pasado se fue la luz", expected: "2026-03-02"),
            DateCase(text: "el finde pasado estuvimos en Toledo", expected: "2026-03-07", kind: .range),
            DateCase(text: "el martes que viene compramos pan", expected: "2026-03-17"),
        ])
    func lastWeekdayAfter(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
        if let kind = c.kind { #expect(Self.first(c.text)?.kind == kind) }
    }

    @Test(
        "a weekday after the day article 'el' is that day even before a plain word",
        arguments: [
            DateCase(text: "el viernes llevar el coche al taller", expected: "2026-03-13"),
            DateCase(text: "el martes reunión con Pedro", expected: "2026-03-17"),
            DateCase(text: "el lunes pagar la luz", expected: "2026-03-16"),
        ])
    func weekdayAfterDayArticle(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
    }

    @Test(
        "'principios', 'mediados' of a month or week are that period; 'a final de mes' is its last day",
        arguments: [
            DateCase(text: "a principios del mes que viene renovar el seguro", expected: "2026-04-01", kind: .range),
            DateCase(text: "a mediados de la semana que viene", expected: "2026-03-16", kind: .range),
            DateCase(text: "cobrar las facturas a final de mes", expected: "2026-03-31"),
        ])
    func partsOfPeriods(_ c: DateCase) {
        #expect(Self.first(c.text)?.localISO == c.expected)
        if let kind = c.kind { #expect(Self.first(c.text)?.kind == kind) }
    }

    @Test("a month in lower case, or after a time preposition, stays a month")
    func monthsStay() {
        #expect(Self.first("vacaciones en agosto")?.localISO == "2026-08-01")
        #expect(Self.first("vacaciones en Agosto")?.localISO == "2026-08-01")
        #expect(Self.first("el 5 de Agosto")?.localISO == "2026-08-05")
    }

    @Test("habits are recurrences, as English 'saturdays' and 'every monday'")
    func habits() {
        #expect(Self.first("yoga los sábados")?.rrule == "FREQ=WEEKLY;BYDAY=SA")
        #expect(Self.first("los sábados son para descansar")?.rrule == nil)
        #expect(Self.first("todos los lunes")?.rrule == "FREQ=WEEKLY;BYDAY=MO")
        #expect(Self.first("cada mañana")?.rrule == "FREQ=DAILY;BYHOUR=9;BYMINUTE=0")
    }

    @Test(
        "a range opens with 'de'/'del'/'desde' and closes with 'a'/'al'/'hasta'; 'de' and 'a' around a name are none",
        arguments: [
            ("congreso del 20 al 23 de abril", "2026-04-20", "2026-04-23"),
            ("obra cerrada desde el 2 hasta el 9 de mayo", "2026-05-02", "2026-05-09"),
            ("taller de 4 a 6 de la tarde", "2026-03-11T16:00", "2026-03-11T18:00"),
        ])
    func ranges(_ text: String, _ start: String, _ end: String) throws {
        let mention = try #require(Self.first(text))
        #expect(mention.kind == .range)
        #expect(mention.localISO == start)
        #expect(mention.endValue?.hasPrefix(end) == true, "\(mention.endValue ?? "nil")")
        #expect(Self.first("el tren de Sevilla a las 6")?.kind == .time)
    }
}

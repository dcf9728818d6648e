/// Days counted inside a month, and parts of a period.
///
/// Counted days: "first tuesday of october", "the last friday of the month", "2nd monday of next month",
/// "last day of february 2027", "the first day of next month", "third thursday in november".
/// Parts: "earlier in the week", "later this month", "the rest of the week", "remaining of the year",
/// "early next week", "late this year" (ranges: the value is the first day of the period).
struct OrdinalDayRule {
    let grammar: DateGrammar

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(oneOf: [.on, .by, .until, .before, .after, .since, .dueDate], &input)
        _ = grammar.take(.the, &input)
        let ordinal = grammar.take(.last, &input) ? -1 : grammar.takeOrdinal(&input)
        guard let ordinal, ordinal == -1 || (1...5).contains(ordinal) else { throw DateParseFailure() }
        var weekday: Int?
        if let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0, !lexeme.isWeekdayPlural {
            weekday = Int(lexeme.weekday)
        } else if grammar.atom(input)?.lexeme?.unit != .day {
            throw DateParseFailure()
        }
        input.removeFirst()
        guard grammar.take(.of, &input) || grammar.take(.inside, &input) else { throw DateParseFailure() }
        let month = try month(&input, fromEnd: ordinal < 0)
        return .dayInMonth(ordinal: ordinal, weekday: weekday, month: month)
    }

    /// The month a counted day lies in: "the month", "this month", "next month", "october", "february 2027".
    ///
    /// A day counted in a year ("last day of 2016", "the first day of next year") is counted in its January (from
    /// the start) or December (from the end).
    private func month(_ input: inout TokenInput, fromEnd: Bool) throws(DateParseFailure) -> DateSpec {
        let hasArticle = grammar.take(.the, &input)
        let offset = PeriodRule(grammar: grammar).modifierOffset(&input)
        if grammar.atom(input)?.lexeme?.unit == .month, offset != nil || hasArticle {
            input.removeFirst()
            return .period(.month(offset: offset ?? 0))
        }
        let yearMonth = fromEnd ? 12 : 1
        if grammar.atom(input)?.lexeme?.unit == .year, offset != nil || hasArticle {
            input.removeFirst()
            return .period(.namedMonth(month: yearMonth, year: nil, offset: offset ?? 0))
        }
        if let atom = grammar.atom(input), let year = atom.number, atom.digitCount == 4, (1000...2999).contains(year) {
            input.removeFirst()
            return .period(.namedMonth(month: yearMonth, year: year, offset: nil))
        }
        guard let month = grammar.atom(input)?.lexeme?.month, month > 0 else { throw DateParseFailure() }
        input.removeFirst()
        let year = CalendarDateRule(grammar: grammar).takeYear(&input)
        return .period(.namedMonth(month: Int(month), year: year, offset: offset))
    }

    /// "earlier in the week", "later this month", "the rest of the year", "remaining of the week",
    /// "early next week".
    func partOfPeriod(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(.the, &input)
        guard grammar.take(oneOf: [.earlier, .later, .early, .late, .rest], &input) != nil else {
            throw DateParseFailure()
        }
        let hasJoiner = grammar.take(.of, &input) || grammar.take(.inside, &input)
        let hasArticle = grammar.take(.the, &input)
        let modifier = PeriodRule(grammar: grammar).modifierOffset(&input)
        guard let offset = modifier ?? (hasArticle ? 0 : nil), let unit = grammar.atom(input)?.lexeme?.unit else {
            throw DateParseFailure()
        }
        // "sleep early the night before": "early the night" is no part of today ("later in the day" is).
        if unit == .day, modifier == nil, !hasJoiner { throw DateParseFailure() }
        input.removeFirst()
        switch unit {
        case .week: return .period(.week(offset: offset))
        case .month: return .period(.month(offset: offset))
        case .year: return .period(.year(offset: offset))
        case .day: return .relativeDays(offset)
        default: throw DateParseFailure()
        }
    }

    /// Signs written after a number to make it an ordinal or a degree.
    private static let ordinalSigns: Set<String> = ["°", "º", "ª"]

    /// "el 17", "para el 30", "el día 2", "antes del quince": an article that names a day before a bare day number
    /// (Spanish "el"), or after a preposition before a spelled one.
    ///
    /// Without a preposition before it the phrase must end after the number or go on with a plain word or a time
    /// or date word ("pagar el 17", "el 17 a las 5", "el 17 de tarde"); never before a unit or a counted noun ("el
    /// 2 %", "el 3 de la lista").
    func articleDay(_ input: inout TokenInput, afterPreposition: Bool) -> Int? {
        guard grammar.atom(input)?.lexeme?.isDayArticle == true else { return nil }
        var copy = input
        copy.removeFirst()
        if grammar.atom(copy)?.lexeme?.unit == .day, grammar.atom(copy, offset: 1)?.number != nil { copy.removeFirst() }
        guard let atom = grammar.atom(copy) else { return nil }
        var day = atom.digitCount <= 2 ? atom.number : nil
        // "antes del quince", "para el dos": after a preposition a spelled number is the day too.
        if atom.number == nil, afterPreposition, let cardinal = atom.lexeme?.cardinal, cardinal > 0 {
            day = Int(cardinal)
        }
        guard let day, (1...31).contains(day) else { return nil }
        copy.removeFirst()
        if let next = grammar.atom(copy) {
            if next.punctuation == 0x25 || next.punctuation == 0x2F || next.number != nil { return nil }
            // "del 3° B", "la 2ª planta": a degree or ordinal sign after the number (a grade, a floor) is no day.
            if let sign = copy.first?.text, Self.ordinalSigns.contains(sign) { return nil }
            if let lexeme = next.lexeme {
                let clockWords: DateWordSet = [.am, .pm, .oclock]
                if lexeme.unit != nil || lexeme.isCountedNoun || lexeme.word.map(clockWords.contains) == true {
                    return nil
                }
                // "el 17 de marzo" goes on to its month and "el 17 de tarde" to its part of the day ("turno de
                // tarde"); "el 3 de la lista" counts.
                if lexeme.word == .of, let after = grammar.atom(copy, offset: 1)?.lexeme,
                    after.month == 0, after.daypart == nil
                {
                    return nil
                }
                if lexeme.word == .of, grammar.atom(copy, offset: 1)?.lexeme == nil { return nil }
            }
            if !afterPreposition, !grammar.isPhraseEnd(copy), !grammar.isPlainWord(copy), next.lexeme == nil,
                next.clock == nil
            {
                return nil
            }
        }
        input = copy
        return day
    }
}

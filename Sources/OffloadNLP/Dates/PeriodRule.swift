/// Spans and their ends: "next week", "this weekend", "last month", "la semana que viene", "nächste Woche",
/// "end of the month", "eod", "end of tomorrow", "in april", "this september", "in 2027", "on the 1st".
struct PeriodRule: DateRule {
    let grammar: DateGrammar

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        var longest = Longest<DateSpec>(input)
        longest.consider(relativePeriod)
        longest.consider(partOfPeriod)
        longest.consider(weekend)
        longest.consider(endOf)
        longest.consider(namedMonth)
        longest.consider(year)
        longest.consider(dayOfMonth)
        // Counted days, parts of periods, seasons and decades only where their words can be.
        if grammar.hasAhead(
            input, within: 3,
            where: { $0.lexeme?.ordinal ?? 0 > 0 || $0.ordinalNumber != nil || $0.lexeme?.word == .last })
        {
            longest.consider(OrdinalDayRule(grammar: grammar).parse)
        }
        let partWords: DateWordSet = [.earlier, .later, .early, .late, .rest]
        if grammar.hasAhead(input, within: 2, where: { $0.lexeme?.word.map(partWords.contains) ?? false }) {
            longest.consider(OrdinalDayRule(grammar: grammar).partOfPeriod)
        }
        if grammar.hasAhead(input, within: 4, where: { $0.lexeme?.season ?? 0 > 0 }) {
            longest.consider(SeasonRule(grammar: grammar).season)
        }
        if grammar.hasAhead(input, within: 4, where: { $0.number.map { $0 % 10 == 0 } ?? false }) {
            longest.consider(SeasonRule(grammar: grammar).decade)
        }
        return try longest.commit(&input)
    }

    /// "next week", "this month", "last year", "the coming quarter", "la próxima semana", "el mes que viene".
    private func relativePeriod(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let hasArticle = grammar.take(.the, &input)
        var offset = modifierOffset(&input)
        guard let unit = grammar.atom(input)?.lexeme?.unit, grammar.atom(input)?.lexeme?.weekday == 0 else {
            throw DateParseFailure()
        }
        input.removeFirst()
        if offset == nil {
            offset = trailingModifier(&input)
        }
        if offset == nil, hasArticle, isCurrentPeriod(unit, input) { offset = 0 }
        if offset == 0 || offset == nil && hasArticle, grammar.atom(input)?.lexeme?.word == .after,
            grammar.atom(input, offset: 1)?.lexeme?.word == .next
        {
            input.removeFirst(2)
            offset = 2  // "the week after next"
        }
        guard let offset else { throw DateParseFailure() }
        switch unit {
        case .hour, .minute:
            // "next hour"; "the last minute" is an idiom, not a time.
            guard offset == 1 else { throw DateParseFailure() }
            return .offset(amount: 1, unit: unit)
        case .week: return .period(.week(offset: offset))
        case .month: return .period(.month(offset: offset))
        case .year: return .period(.year(offset: offset))
        case .quarter: return .period(.quarter(offset: offset))
        case .day: return .relativeDays(offset)
        default: throw DateParseFailure()
        }
    }

    /// "Anfang des Monats", "a principios de mes", "Mitte nächster Woche", "a mediados del mes que viene": the week,
    /// month or year whose beginning or middle is meant (this one unless a modifier says otherwise).
    private func partOfPeriod(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        guard grammar.take(oneOf: [.beginning, .middle], &input) != nil else { throw DateParseFailure() }
        _ = grammar.take(.of, &input)
        _ = grammar.take(.the, &input)
        var offset = modifierOffset(&input)
        guard let unit = grammar.atom(input)?.lexeme?.unit, grammar.atom(input)?.lexeme?.weekday == 0 else {
            throw DateParseFailure()
        }
        input.removeFirst()
        if offset == nil { offset = trailingModifier(&input) }
        switch unit {
        case .week: return .period(.week(offset: offset ?? 0))
        case .month: return .period(.month(offset: offset ?? 0))
        case .year: return .period(.year(offset: offset ?? 0))
        default: throw DateParseFailure()
        }
    }

    /// Whether "the week", "the month", "the year" (and "the day" after "of", "in", "during") mean the current
    /// one: not when "of" follows ("the week of march 3") or the article follows a preposition of another kind.
    private func isCurrentPeriod(_ unit: DateUnit, _ rest: TokenInput) -> Bool {
        guard grammar.conventions.readsArticlePeriodAsCurrent, grammar.atom(rest)?.lexeme?.word != .of else {
            return false
        }
        // "soup of the day", "employee of the month": what is chosen for a period names no date. Two before `rest`
        // is "the"; before it "of" and the noun.
        if grammar.atom(before: rest, 3)?.lexeme?.word == .of,
            grammar.atom(before: rest, 4)?.lexeme?.isPerPeriodNoun == true
        {
            return false
        }
        switch unit {
        case .week, .month, .year: return true
        case .day:
            // Index of the "the" before the unit word: two before `rest`.
            let articleIndex = rest.startIndex - 2
            guard articleIndex > 0, let word = grammar.atoms[articleIndex - 1].lexeme?.word else { return false }
            return word == .of || word == .inside || word == .during
        default: return false
        }
    }

    /// "this weekend", "the weekend", "next weekend", "este fin de semana", "am Wochenende".
    private func weekend(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(.on, &input) || grammar.take(.over, &input)
        _ = grammar.take(.the, &input)
        var offset = modifierOffset(&input) ?? 0
        if grammar.take(.weekend, &input) {
            return .period(.weekend(offset: trailingModifier(&input) ?? offset))  // "el finde pasado"
        }
        try grammar.expect(.end, &input)
        _ = grammar.take(.of, &input)
        guard grammar.atom(input)?.lexeme?.unit == .week, grammar.conventions.readsEndOfWeekAsWeekend else {
            throw DateParseFailure()
        }
        input.removeFirst()
        offset = trailingModifier(&input) ?? offset
        return .period(.weekend(offset: offset))
    }

    /// Takes "eod" or "end of (the) day", the end of a day named before it ("wed eod", "friday end of day").
    func takeEndOfDay(_ input: inout TokenInput) -> Bool {
        var copy = input
        if grammar.take(.endOfDay, &copy) {
            input = copy
            return true
        }
        guard grammar.take(.end, &copy) else { return false }
        _ = grammar.take(.of, &copy)
        _ = grammar.take(.the, &copy)
        guard grammar.atom(copy)?.lexeme?.unit == .day else { return false }
        copy.removeFirst()
        input = copy
        return true
    }

    /// "end of the month", "end of day", "eod", "end of tomorrow", "by end of week", "fin de mes", "Ende des Monats".
    private func endOf(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(.by, &input) || grammar.take(.at, &input) || grammar.take(.until, &input)
        _ = grammar.take(.the, &input)
        switch grammar.take(oneOf: [.endOfDay, .endOfWeek, .endOfMonth, .endOfYear], &input) {
        case .endOfDay:
            // "eod friday", "EOD on wed": the end of that day.
            var copy = input
            _ = grammar.take(.on, &copy)
            if let weekday = try? RelativeDateRule(grammar: grammar).weekdayAfterEnd(&copy) {
                input = copy
                return .endOfDay(weekday)
            }
            return .endOf(.day, offset: 0)
        case .endOfWeek: return .endOf(.week, offset: 0)
        case .endOfMonth: return .endOf(.month, offset: 0)
        case .endOfYear: return .endOf(.year, offset: 0)
        default: break
        }
        try grammar.expect(.end, &input)
        _ = grammar.take(.of, &input)
        _ = grammar.take(.the, &input)
        if let days = grammar.atom(input)?.lexeme?.relativeDay {
            input.removeFirst()
            return .endOf(.day, offset: Int(days))
        }
        if let atom = grammar.atom(input), let year = atom.number, atom.digitCount == 4, (1000...2999).contains(year) {
            input.removeFirst()
            return .monthDay(month: 12, day: 31, year: year)  // "end of 2016"
        }
        if let month = grammar.atom(input)?.lexeme?.month, month > 0 {
            input.removeFirst()
            let year = CalendarDateRule(grammar: grammar).takeYear(&input)
            return .dayInMonth(
                ordinal: -1, weekday: nil, month: .period(.namedMonth(month: Int(month), year: year, offset: nil)))
        }
        var copy = input
        if let weekday = try? RelativeDateRule(grammar: grammar).weekdayAfterEnd(&copy) {
            input = copy
            return .endOfDay(weekday)  // "end of the sunday", "by the end of next friday"
        }
        let offset = modifierOffset(&input) ?? 0
        guard let unit = grammar.atom(input)?.lexeme?.unit, [.day, .week, .month, .year].contains(unit) else {
            throw DateParseFailure()
        }
        input.removeFirst()
        return .endOf(unit, offset: offset)
    }

    /// "in april", "this september", "next march", "since this August", "mid-may" is not read; a bare month
    /// name counts only when it cannot be an ordinary word ("april" yes, "may" and "march" no) and is not written
    /// as a name: capitalized after a word, or possessive ("call April", "lunch with June and Mark", "june's
    /// party"), unless a date word comes before it or a range after it ("from April to June", "Nov-Feb 2017").
    private func namedMonth(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let preposition = grammar.take(
            oneOf: [
                .inside, .during, .of, .since, .until, .by, .before, .after, .from, .to, .beginning, .end, .middle,
            ],
            &input)
        if preposition == .beginning || preposition == .end || preposition == .middle {
            _ = grammar.take(.of, &input) || grammar.take(.dash, &input)  // "middle of may", "mid-september"
        }
        _ = grammar.take(.the, &input)
        let offset = modifierOffset(&input)
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.month > 0 else { throw DateParseFailure() }
        if lexeme.isAmbiguous, preposition == nil, offset == nil { throw DateParseFailure() }
        if lexeme.isAmbiguous, preposition == .to || preposition == .from, offset == nil { throw DateParseFailure() }
        if preposition == nil, offset == nil, isName(month: input) { throw DateParseFailure() }
        // "escuchar a Agosto", "el disco de Agosto": where months are written in lower case, a capitalized one
        // inside a sentence with no day, period word or time preposition is a name.
        if grammar.conventions.writesMonthsLowerCase, preposition == nil || preposition == .of, offset == nil,
            input.first?.isCapitalized == true, input.token(at: input.startIndex - 1)?.kind == .word
        {
            throw DateParseFailure()
        }
        input.removeFirst()
        // "of october 6th": the day belongs to the month, which the calendar-date rule reads from the month on.
        if preposition != nil, offset == nil,
            CalendarDateRule(grammar: grammar).takeDayNumber(&input) != nil
                || grammar.takeOrdinal(&input) != nil
        {
            throw DateParseFailure()
        }
        if lexeme.isAmbiguous, offset == nil, let next = grammar.atom(input)?.lexeme,
            next.word == .on || next.word == .and || next.word == .to
        {
            throw DateParseFailure()  // "march on washington", "may and june"-like verb uses stay out
        }
        return .period(
            .namedMonth(
                month: Int(lexeme.month), year: CalendarDateRule(grammar: grammar).takeYear(&input),
                offset: offset))
    }

    /// Whether the bare month name at `month` is written as a person's name rather than in a date phrase.
    private func isName(month: TokenInput) -> Bool {
        guard let token = month.first else { return false }
        let previous = month.token(at: month.startIndex - 1)
        guard token.isPossessive || token.isCapitalized && previous?.kind == .word else { return false }
        if grammar.atom(before: month, 1)?.lexeme?.word != nil { return false }
        return grammar.atom(month, offset: 1)?.lexeme?.word.map(DateWordSet.rangeJoins.contains) != true
    }

    /// "in 2027", "since 2010", "of 1992", "later than 2018": a four-digit year after a preposition.
    private func year(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        if grammar.take(.later, &input) || grammar.take(.earlier, &input) {
            try grammar.expect(.than, &input)
        } else if grammar.take(oneOf: [.inside, .since, .during, .after, .before, .until, .by, .of], &input) == nil {
            throw DateParseFailure()
        }
        _ = grammar.take(.the, &input)
        if grammar.atom(input)?.lexeme?.unit == .year {
            input.removeFirst()
            _ = grammar.take(.of, &input)
        }
        guard let atom = grammar.atom(input), let year = atom.number, atom.digitCount == 4, (1900...2199).contains(year)
        else { throw DateParseFailure() }
        input.removeFirst()
        return .period(.yearNumber(year))
    }

    /// "on the 1st", "by the 15th", "on 29th", "the 15th of next month", "el 5", "am 5.", "pay rent the 22nd".
    ///
    /// An ordinal before a noun it counts is no day ("on 3rd street", "on the 4th floor"), nor is a spelled ordinal
    /// before any noun ("on the first ticket", "before the first snow").
    private func dayOfMonth(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let prepositions: DateWordSet = [.on, .by, .until, .before, .dueDate, .since, .starting]
        let followsPreposition = grammar.previousAtom(input)?.lexeme?.word.map(prepositions.contains) ?? false
        let day: Int
        // "Zugticket für den 22. buchen": "for" before the article and a day (see ``isDayAfterFor(_:)``).
        let followsFor = grammar.previousAtom(input)?.lexeme?.word == .during
        let isFor = followsFor || grammar.atom(input)?.lexeme?.word == .during
        if isFor, !followsFor { input.removeFirst() }
        let hasPreposition = isFor || grammar.take(oneOf: prepositions, &input) != nil || followsPreposition
        if let articleDay = OrdinalDayRule(grammar: grammar).articleDay(&input, afterPreposition: hasPreposition) {
            day = articleDay
        } else if hasPreposition {
            _ = grammar.take(.the, &input)
            let isSpelled = grammar.atom(input)?.ordinalNumber == nil && grammar.atom(input)?.number == nil
            guard let ordinal = grammar.takeOrdinal(&input), (1...31).contains(ordinal) else {
                throw DateParseFailure()
            }
            // "pair on the first ticket", "before the first snow": a spelled ordinal before a noun ranks it.
            if isSpelled, grammar.isPlainWord(input), grammar.atom(input)?.lexeme?.isDeterminer != true {
                throw DateParseFailure()
            }
            day = ordinal
            if isFor, !isDayAfterFor(input) { throw DateParseFailure() }
        } else {
            day = try bareDayOfMonth(&input)
        }
        if grammar.atom(input)?.lexeme?.isCountedNoun == true { throw DateParseFailure() }
        // "until the 5th of june", "bis zum 15. Juni": a month after the day makes it a date of that month.
        var monthInput = input
        _ = grammar.take(.of, &monthInput)
        let calendar = CalendarDateRule(grammar: grammar)
        if let month = try? calendar.monthName(&monthInput, afterDay: true) {
            input = monthInput
            return .monthDay(month: month, day: day, year: calendar.takeYear(&input, allowsTwoDigits: true))
        }
        var copy = input
        _ = grammar.take(.day, &copy)
        if grammar.take(.of, &copy), let offset = modifierOffset(&copy), grammar.atom(copy)?.lexeme?.unit == .month {
            copy.removeFirst()
            input = copy
            return .dayOfMonth(day: day, weekday: nil, monthOffset: offset)
        }
        return .dayOfMonth(day: day, weekday: nil, monthOffset: nil)
    }

    /// "party the 5th", "pay the cleaner the 30th", "haircut the 2nd, 4pm": a written ordinal after "the", with no
    /// preposition, is a day when a plain word comes before it and the phrase ends (or a time or date word follows).
    ///
    /// Not after a date word that is no day preposition ("around the 21st") or a verb particle ("set it up the
    /// 21st"), and not before another word ("the 3rd time", "the 22nd invoice").
    private func bareDayOfMonth(_ input: inout TokenInput) throws(DateParseFailure) -> Int {
        guard grammar.isPlainWord(input, offset: -1), grammar.atom(before: input, 1)?.lexeme?.isParticle != true,
            grammar.take(.the, &input), let day = grammar.atom(input)?.ordinalNumber, (1...31).contains(day)
        else { throw DateParseFailure() }
        input.removeFirst()
        guard grammar.isPhraseEnd(input) || isTimeOrDateWord(grammar.atom(input)) else { throw DateParseFailure() }
        return day
    }

    /// Whether what follows a day after "for" and an article keeps it a day.
    ///
    /// The phrase ends, a time or date word follows ("for the 22nd at 9", "für den 22. Dezember"), or, where a dot
    /// marks ordinals, one word in lower case ends the phrase, a verb at the end of its command ("für den 22.
    /// buchen"; "für den 3. Versuch", "for the 3rd time" count).
    private func isDayAfterFor(_ input: TokenInput) -> Bool {
        if grammar.isPhraseEnd(input) || isTimeOrDateWord(grammar.atom(input)) { return true }
        guard grammar.conventions.marksOrdinalsWithDot, grammar.isPlainWord(input),
            let word = input.first?.text, word == word.lowercased()
        else { return false }
        var rest = input
        rest.removeFirst()
        return grammar.isPhraseEnd(rest)
    }

    /// A clock time, a part of the day, a weekday, a month, a day word or a word that joins one ("at", "of").
    private func isTimeOrDateWord(_ atom: DateAtom?) -> Bool {
        guard let atom else { return false }
        if atom.clock != nil { return true }
        guard let lexeme = atom.lexeme else { return false }
        let joiners: DateWordSet = [.at, .of, .inside, .around, .by, .from, .until, .am, .pm]
        return lexeme.daypart != nil || lexeme.weekday > 0 || lexeme.month > 0 || lexeme.relativeDay != nil
            || lexeme.word.map(joiners.contains) == true
    }

    /// "this"/"current" 0, "next"/"coming"/"following" +1, "last"/"previous"/"past" -1.
    func modifierOffset(_ input: inout TokenInput) -> Int? {
        switch grammar.take(oneOf: [.this, .next, .coming, .following, .last, .previous, .past, .afterNext], &input) {
        case .this: 0
        case .next, .coming, .following: 1
        case .afterNext: 2
        case .last, .previous, .past: -1
        default: nil
        }
    }

    /// Spanish "que viene" / "próximo" / "pasado" after the unit ("la semana que viene", "el mes pasado").
    private func trailingModifier(_ input: inout TokenInput) -> Int? {
        var copy = input
        if grammar.take(.that, &copy), grammar.take(.comes, &copy) {
            input = copy
            return 1
        }
        guard grammar.atom(input)?.lexeme?.isPostposedModifier == true else { return nil }
        switch grammar.take(oneOf: [.next, .last, .this], &input) {
        case .next: return 1
        case .last: return -1
        default: return nil
        }
    }
}

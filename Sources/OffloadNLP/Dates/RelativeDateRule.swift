/// Days named relative to today: "today", "tomorrow", "the day after tomorrow", "pasado mañana", "übermorgen",
/// "in 3 days", "2 weeks from now", "3 days ago", "hace 3 días", "vor 3 Tagen", "now", and weekdays with their
/// modifiers ("monday", "next tue", "last friday", "el próximo lunes", "nächsten Dienstag", "tuesday of next week").
struct RelativeDateRule: DateRule {
    let grammar: DateGrammar

    /// Words after which a day word that is also a part of the day ("mañana", "Morgen") is that part.
    private static let articles: DateWordSet = [.the, .every, .each]

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        var longest = Longest<DateSpec>(input)
        longest.consider(relativeDay)
        longest.consider(dayAfter)
        longest.consider(offset)
        longest.consider(now)
        longest.consider(weekday)
        longest.consider(weekBeforeWeekday)
        return try longest.commit(&input)
    }

    /// "today", "tmrw", "tonight", "mañana", "morgen"; "pasado mañana" (Spanish: the day after tomorrow).
    private func relativeDay(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let isDayAfter = grammar.atom(input)?.lexeme?.isDayAfterPrefix == true
        if isDayAfter { input.removeFirst() }
        guard let lexeme = grammar.atom(input)?.lexeme, let days = lexeme.relativeDay else { throw DateParseFailure() }
        // "la mañana", "der Morgen", "jeden Morgen", "am Morgen" (an dem Morgen), "Guten Morgen": after an article,
        // "every", a preposition that holds an article or a greeting's adjective the word is the morning.
        if lexeme.isNounAfterArticle, let previous = grammar.previousAtom(input)?.lexeme,
            previous.word.map(Self.articles.contains) == true || previous.includesArticle
                || previous.isGreetingAdjective
        {
            throw DateParseFailure()
        }
        // "turno de mañana": after a shift and "de", the shift's part of the day.
        if lexeme.isNounAfterArticle, grammar.followsShift(input) { throw DateParseFailure() }
        input.removeFirst()
        // "hoy en día", "hoy día": nowadays.
        var rest = input
        _ = grammar.take(.inside, &rest)
        if days == 0, grammar.atom(rest)?.lexeme?.unit == .day, grammar.atom(rest, offset: 1)?.number == nil {
            throw DateParseFailure()
        }
        if isDayAfter {
            guard days == 1 else { throw DateParseFailure() }
            return .relativeDays(2)
        }
        return .relativeDays(Int(days))
    }

    /// "the day after tomorrow", "day before yesterday", "the next day", "the following day", "the day after".
    private func dayAfter(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let hasArticle = grammar.take(.the, &input)
        if grammar.take(oneOf: [.next, .following], &input) != nil {
            try grammar.expect(.day, &input)
            return .relativeDays(1)
        }
        try grammar.expect(.day, &input)
        guard let direction = grammar.take(oneOf: [.after, .before], &input) else { throw DateParseFailure() }
        let step = direction == .after ? 1 : -1
        if let days = grammar.atom(input)?.lexeme?.relativeDay, days != 0 {
            input.removeFirst()
            return .relativeDays(Int(days) + step)
        }
        // "the day after" alone; "day after day" is not a date.
        guard step == 1, hasArticle else { throw DateParseFailure() }
        return .relativeDays(1)
    }

    /// "in 3 days", "in a week", "within 2 hours", "3 days from now", "2 weeks later", "3 days ago",
    /// "3 days before next friday", "hace 3 días", "vor 3 Tagen", "en 3 días", "dentro de 3 días", "in 3 Tagen".
    private func offset(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        if grammar.take(.agoPrefix, &input) {
            let (amount, unit) = try AmountRule(grammar: grammar).parse(&input)
            return .offset(amount: -amount, unit: unit)
        }
        if grammar.take(.inside, &input) || grammar.take(.within, &input) {
            _ = grammar.take(.of, &input)
            let (amount, unit) = try AmountRule(grammar: grammar).parse(&input)
            if grammar.take(.from, &input) {
                guard grammar.take(.now, &input) || grammar.atom(input)?.lexeme?.relativeDay == 0 else {
                    throw DateParseFailure()
                }
                if grammar.atom(input)?.lexeme?.relativeDay == 0 { input.removeFirst() }
            }
            return .offset(amount: amount, unit: unit)
        }
        let (amount, unit) = try AmountRule(grammar: grammar).parse(&input)
        if grammar.take(.ago, &input) { return .offset(amount: -amount, unit: unit) }
        if grammar.take(.later, &input) || grammar.take(.hence, &input) { return .offset(amount: amount, unit: unit) }
        // "a week tomorrow", "a fortnight today", "two weeks on friday": that many weeks after the day.
        if unit == .week || unit == .fortnight, let base = weeksAfter(&input) {
            return .offsetFrom(base, amount: amount, unit: unit)
        }
        guard let direction = grammar.take(oneOf: [.from, .after, .before], &input) else { throw DateParseFailure() }
        if direction != .before, grammar.take(.now, &input) { return .offset(amount: amount, unit: unit) }
        // "3 days before next friday", "2 weeks after june 10", "a week from tomorrow": whole days from another
        // day. The day is read without offsets of its own, so a chain of them is never re-read.
        guard [.day, .week, .fortnight, .month, .quarter, .year].contains(unit) else { throw DateParseFailure() }
        var longest = Longest<DateSpec>(input)
        longest.consider(relativeDay)
        longest.consider(weekday)
        longest.consider(CalendarDateRule(grammar: grammar).parse)
        let base = try longest.commit(&input)
        return .offsetFrom(base, amount: direction == .before ? -amount : amount, unit: unit)
    }

    /// The day a count of weeks is counted from when nothing joins them: today or tomorrow right after ("a week
    /// tomorrow"), or a weekday after "on" ("a week on friday"); `nil`, consuming nothing, otherwise.
    private func weeksAfter(_ input: inout TokenInput) -> DateSpec? {
        var copy = input
        if let days = grammar.atom(copy)?.lexeme?.relativeDay, days == 0 || days == 1 {
            copy.removeFirst()
            input = copy
            return .relativeDays(Int(days))
        }
        guard grammar.take(.on, &copy), let lexeme = grammar.atom(copy)?.lexeme, lexeme.weekday > 0,
            !lexeme.isWeekdayPlural
        else { return nil }
        copy.removeFirst()
        input = copy
        return .weekday(Int(lexeme.weekday), .upcoming)
    }

    /// "now", "right now", "ahora", "jetzt"; not the "now" of an offset that could not be read ("9999 years from
    /// now" is no date, never the present moment).
    private func now(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        if grammar.previousAtom(input)?.lexeme?.word == .from { throw DateParseFailure() }
        _ = grammar.take(.right, &input)
        try grammar.expect(.now, &input)
        return .now
    }

    /// "monday", "this fri", "next tuesday", "last wed", "coming sunday", "el lunes", "el próximo lunes",
    /// "el lunes que viene", "nächsten Dienstag", "am Montag", "tuesday of next week", "monday next week".
    private func weekday(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let prepositions: DateWordSet = [.on, .by, .until, .before, .after, .since, .from]
        // The point rule may have read the "on" already ("on sat we go"): it still counts.
        let preposition = grammar.take(oneOf: prepositions, &input) ?? grammar.previousAtom(input)?.lexeme?.word
        let hasPreposition = preposition.map(prepositions.contains) == true
        // "los jueves" is Thursdays, a schedule the recurrence rule reads.
        if grammar.atom(input)?.lexeme?.isPluralArticle == true { throw DateParseFailure() }
        _ = grammar.take(.the, &input)
        // "since thursday": a bare weekday after "since" is the last one, a past reference.
        var anchor = preposition == .since ? WeekdayAnchor.previous : .upcoming
        var hasModifier = true
        switch grammar.take(oneOf: [.next, .this, .last, .coming, .following, .previous, .past], &input) {
        case .next: anchor = nextAnchor
        case .this: anchor = .upcomingOrToday
        case .last, .previous, .past: anchor = .lastWeek
        case .coming: anchor = .upcoming
        case .following: anchor = .nextWeek
        default: hasModifier = false
        }
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0, !lexeme.isWeekdayPlural else {
            throw DateParseFailure()
        }
        let weekdayInput = input
        // "a record for a friday", "für einen Freitag": after an indefinite article a weekday names no day; "im
        // Sonntag" (a bar) names a place.
        if let before = grammar.atom(before: weekdayInput, 1)?.lexeme,
            before.word == .article || before.isPlacePreposition
        {
            throw DateParseFailure()
        }
        input.removeFirst()
        // "Fr. Schulze", "Fr. Dr. Weber", "Bestellung von Fr. Mäder": a title before a name, not Friday (after a day
        // preposition it stays a day: "am Fr. Müller anrufen").
        let isDayPreposition = hasPreposition && preposition != .from && preposition != .since
        // A capitalized weekday after it is a surname ("Patientin Fr. Sonntag").
        if lexeme.isHonorific, !isDayPreposition, !hasModifier, grammar.atom(input)?.punctuation == 0x2E,
            grammar.atom(input)?.followsSpace == false, let next = input.dropFirst().first, next.kind == .word,
            next.isCapitalized,
            grammar.atom(input, offset: 1)?.lexeme.map({ !$0.hasDateRole || $0.weekday > 0 && !$0.isAmbiguous })
                ?? true
        {
            throw DateParseFailure()
        }
        // "Gesteck Fr. 85.–", "parkuhr fr. 3.50 die stunde", "räss fr. 26.80 pro kilo": where the title is also
        // written for francs, "Fr." before an amount with a dash, or with a rate after it, counts money.
        if lexeme.isHonorific, !isDayPreposition, grammar.atom(input)?.punctuation == 0x2E,
            grammar.atom(input)?.followsSpace == false, isAmount(input.dropFirst())
        {
            throw DateParseFailure()
        }
        // "Mi. 14 Uhr", "Fr., 9:30": the dot of an abbreviation, when a time or date follows it ("Rechnung über
        // Fr. 380" counts francs: a number after the dot must be a day or an hour).
        if lexeme.isAmbiguous, grammar.atom(input)?.punctuation == 0x2E, grammar.atom(input)?.followsSpace == false,
            isFollowedByTimeOrDate(input.dropFirst(), anyNumber: false)
        {
            input.removeFirst()
        }
        if !hasModifier, let suffixAnchor = weekSuffix(&input) {
            anchor = suffixAnchor
            hasModifier = true  // "el lunes pasado se cayó", "el martes que viene compramos"
        }
        // "gym mon wed fri": a list of weekdays is the next of them (today excluded, as for one weekday).
        if !hasModifier, let days = weekdayList(after: Int(lexeme.weekday), &input) {
            // "the mon/wed crew" names which one, as a single weekday there does.
            if !hasPreposition, grammar.isDeterminer(before: weekdayInput, 1),
                grammar.atom(before: weekdayInput, 1)?.lexeme?.isDayArticle != true, grammar.isPlainWord(input)
            {
                throw DateParseFailure()
            }
            return .weekday(nextDay(of: days), .upcoming)
        }
        // "hijo de Domingo", "mi abuelo Domingo", "la impresora Domingo": where day names are written in lower case,
        // a capitalized one after "de", a word for a relative, or an article and a plain word is a name ("la reunión
        // Lunes 10:00", with a time after it, is a day).
        let followsNoun =
            grammar.isPlainWord(weekdayInput, offset: -1) && grammar.atom(before: weekdayInput, 2)?.lexeme?.word == .the
            && !isFollowedByTimeOrDate(input)
        if !hasModifier, grammar.conventions.writesMonthsLowerCase, weekdayInput.first?.isCapitalized == true,
            grammar.atom(before: weekdayInput, 1)?.lexeme?.word == .of
                || grammar.atom(before: weekdayInput, 1)?.lexeme?.isKinship == true || followsNoun
        {
            throw DateParseFailure()
        }
        if !hasPreposition, !hasModifier {
            // "the thursday team email", "our friday standup": a weekday between a determiner and a noun names
            // which one (a habit), not a day.
            // Not after the article that names a day ("el viernes llevar el coche al taller": on Friday).
            if grammar.isDeterminer(before: weekdayInput, 1),
                grammar.atom(before: weekdayInput, 1)?.lexeme?.isDayArticle != true,
                grammar.isPlainWord(input)
            {
                throw DateParseFailure()
            }
            // "Mo-Do erreichbar": after another weekday and a dash or "bis", the span's end is a weekday.
            let endsSpan =
                grammar.atom(before: weekdayInput, 1)?.lexeme?.word.map(DateWordSet.rangeJoins.contains) == true
                && grammar.atom(before: weekdayInput, 2)?.lexeme?.weekday ?? 0 > 0
            if lexeme.isAmbiguous, !endsSpan, !isFollowedByTimeOrDate(input),
                !endsPhrase(weekday: lexeme, at: weekdayInput, rest: input),
                !opensEntry(weekday: lexeme, at: weekdayInput, rest: input)
            {
                throw DateParseFailure()
            }
        }
        return .weekday(Int(lexeme.weekday), anchor)
    }

    /// More weekdays listed after a bare one ("gym mon wed fri", "yoga tue/thu", "mon, wed and fri"): the set, whose
    /// next day is the date; `nil` when no weekday follows.
    private func weekdayList(after first: Int, _ input: inout TokenInput) -> WeekdaySet? {
        var days = WeekdaySet()
        days.insert(first)
        grammar.takeMoreWeekdays(&input, into: &days, plurals: false)
        return days.single == nil ? days : nil
    }

    /// The first day of `days` after today (the first of them when today is unknown).
    private func nextDay(of days: WeekdaySet) -> Int {
        guard let today = grammar.today?.weekday else { return days.days[0] }
        return (1...7).lazy.map { (today + $0 - 1) % 7 + 1 }.first(where: days.contains) ?? days.days[0]
    }

    /// Whether a short weekday opens a calendar entry.
    ///
    /// It starts the text or a line, and a time or date follows after one to three plain words ("Mo Elternabend 19
    /// Uhr", "Fr Zahnarzt 10:30", "Di Frühdienst ab 6:00"). One that is also an ordinary word needs its capital ("So
    /// Oma besuchen um 3"; "so we met at 5" is no Sunday).
    private func opensEntry(weekday lexeme: DateLexeme, at weekday: TokenInput, rest: TokenInput) -> Bool {
        let start = weekday.startIndex
        guard start == 0 || weekday.token(at: start - 1)?.kind == .lineBreak else { return false }
        if lexeme.isOrdinaryWord, weekday.first?.isCapitalized != true { return false }
        var copy = rest
        for _ in 0..<3 {
            guard copy.first?.kind == .word, grammar.isPlainWord(copy) else { return false }
            copy.removeFirst()
            if isFollowedByTimeOrDate(copy) { return true }
        }
        return false
    }

    /// Whether a short weekday ends its phrase as a day: "dentist thu", "pay rent wed!", "team lunch fri⏎".
    ///
    /// An abbreviation that is also an ordinary word ("sat", "sun", "wed") is that word after a determiner, a
    /// pronoun or a preposition that holds an article, or after a noun that follows one: "we sat.", "in the sun!",
    /// "the cat sat.", "vistas al mar".
    private func endsPhrase(weekday lexeme: DateLexeme, at weekday: TokenInput, rest: TokenInput) -> Bool {
        guard grammar.isPhraseEnd(rest) else { return false }
        // "fr. 900 im Monat": the glued dot of a short form before a number or a lower-case word is the
        // abbreviation's, not the end of a phrase.
        if lexeme.isAmbiguous, grammar.atom(rest)?.punctuation == 0x2E, grammar.atom(rest)?.followsSpace == false,
            let next = rest.dropFirst().first, next.kind == .number || next.kind == .word && !next.isCapitalized
        {
            return false
        }
        guard lexeme.isOrdinaryWord else { return true }
        if grammar.isDeterminer(before: weekday, 1) || grammar.atom(before: weekday, 1)?.lexeme?.includesArticle == true
        {
            return false
        }
        return !(grammar.isPlainWord(weekday, offset: -1) && grammar.isDeterminer(before: weekday, 2))
    }

    /// A weekday after "end of": "sunday", "next friday", "this monday" (short names too: "end of sat").
    func weekdayAfterEnd(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        var anchor = WeekdayAnchor.upcoming
        switch grammar.take(oneOf: [.next, .this, .last, .coming, .following, .previous, .past], &input) {
        case .next, .following: anchor = .nextWeek
        case .this: anchor = .upcomingOrToday
        case .last, .previous, .past: anchor = .lastWeek
        default: break
        }
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0, !lexeme.isWeekdayPlural else {
            throw DateParseFailure()
        }
        input.removeFirst()
        return .weekday(Int(lexeme.weekday), anchor)
    }

    /// The day "next" picks before or after a weekday: English "next tuesday" is the Tuesday of next week; "el
    /// próximo martes", "el martes que viene" and "nächsten Dienstag" are the coming one, as Spanish and German
    /// speakers mostly mean them (the language's ``DateConventions/readsNextWeekdayAsComing``).
    private var nextAnchor: WeekdayAnchor {
        grammar.conventions.readsNextWeekdayAsComing ? .upcoming : .nextWeek
    }

    /// "of next week", "next week", "this week", "que viene", "próximo" after a weekday.
    private func weekSuffix(_ input: inout TokenInput) -> WeekdayAnchor? {
        var copy = input
        if grammar.take(.that, &copy), grammar.take(.comes, &copy) {
            input = copy
            return nextAnchor
        }
        copy = input
        if grammar.atom(copy)?.lexeme?.isPostposedModifier == true, grammar.take(.next, &copy),
            grammar.atom(copy)?.lexeme?.word != .week, grammar.atom(copy)?.lexeme?.unit != .week
        {
            input = copy
            return nextAnchor
        }
        copy = input
        // "el lunes pasado": the last one (not "pasado mañana", the day after tomorrow).
        if grammar.atom(copy)?.lexeme?.isPostposedModifier == true, grammar.take(.last, &copy),
            grammar.atom(copy)?.lexeme?.relativeDay == nil, grammar.atom(copy)?.lexeme?.unit != .week
        {
            input = copy
            return .lastWeek
        }
        copy = input
        if grammar.take(.of, &copy) || grammar.take(.inside, &copy) { _ = grammar.take(.the, &copy) }
        var modifier = grammar.take(oneOf: [.next, .this, .last], &copy)
        guard grammar.atom(copy)?.lexeme?.unit == .week else { return nil }
        copy.removeFirst()
        // "el martes de la semana que viene", "el lunes de la semana pasada": the modifier after the week.
        if modifier == nil {
            var rest = copy
            if grammar.take(.that, &rest), grammar.take(.comes, &rest) {
                modifier = .next
            } else if grammar.atom(rest)?.lexeme?.isPostposedModifier == true {
                modifier = grammar.take(oneOf: [.next, .this, .last], &rest)
            }
            copy = rest
        }
        guard let modifier else { return nil }
        input = copy
        switch modifier {
        case .next: return .nextWeek
        case .last: return .lastWeek
        default: return .thisWeek
        }
    }

    /// "next week on tuesday", "this week monday", "nächste Woche Montag".
    private func weekBeforeWeekday(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(.the, &input)
        guard let modifier = grammar.take(oneOf: [.next, .this, .last], &input) else { throw DateParseFailure() }
        guard grammar.atom(input)?.lexeme?.unit == .week else { throw DateParseFailure() }
        input.removeFirst()
        _ = grammar.take(.on, &input)
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0, !lexeme.isWeekdayPlural else {
            throw DateParseFailure()
        }
        input.removeFirst()
        let anchor: WeekdayAnchor = modifier == .next ? .nextWeek : modifier == .last ? .lastWeek : .thisWeek
        return .weekday(Int(lexeme.weekday), anchor)
    }

    /// Whether `input` opens with a number that a dash or a rate follows: "85.–", "240.-", "3.50 die Stunde",
    /// "26.80 pro Kilo", "12 je Person".
    private func isAmount(_ input: TokenInput) -> Bool {
        guard let number = grammar.atom(input), number.number != nil || number.decimal != nil || number.clock != nil
        else { return false }
        // "Aprikosen 1 kg Fr. 6.90": a decimal that is neither a clock time nor a day and month is money.
        if let decimal = number.decimal, decimal.fractionDigits == 2,
            !(decimal.whole <= 23 && decimal.fraction < 60), !(1...31 ~= decimal.whole && 1...12 ~= decimal.fraction)
        {
            return true
        }
        var copy = input.dropFirst()
        _ = grammar.take(punctuation: 0x2E, &copy)
        if grammar.atom(copy)?.lexeme?.word == .dash { return true }
        // "pro Kilo", "je Person"; "die Stunde", "the hour": a unit after an article.
        let hasArticle = grammar.take(.the, &copy)
        guard let word = grammar.atom(copy)?.lexeme else { return false }
        return word.isDistributive || word.isPerPeriodNoun || hasArticle && word.unit != nil
    }

    /// Whether a time, number, date or part of the day follows (what lets "sat 5pm" through but not "sat down").
    ///
    /// With `anyNumber` false, a whole number counts only as a day or an hour (at most 31) or a four-digit clock.
    func isFollowedByTimeOrDate(_ input: TokenInput, anyNumber: Bool = true) -> Bool {
        var copy = input
        _ = grammar.take(punctuation: 0x2C, &copy)
        // "Fr am Morgen", "Di am Nachmittag": "on" and a part of the day ("Do am 5.12." is two days).
        if grammar.atom(copy)?.lexeme?.word == .on, grammar.atom(copy, offset: 1)?.lexeme?.daypart != nil {
            return true
        }
        // "wed between 4 and 7", "sat before 10": a time preposition and a number.
        if grammar.take(oneOf: [.at, .between, .from, .before, .until, .after, .around], &copy) != nil {
            _ = grammar.take(.the, &copy)  // "jue a las 5"
        }
        guard let next = grammar.atom(copy) else { return false }
        if !anyNumber, let number = next.number, next.decimal == nil {
            return number <= 31 || next.digitCount == 4 && number / 100 <= 23 && number % 100 < 60
        }
        // "wed 9.30": a dotted hour and minutes too.
        if next.clock != nil || next.number != nil || next.ordinalNumber != nil || !next.dateParts.isEmpty
            || next.clockDecimal != nil
        {
            return true
        }
        guard let lexeme = next.lexeme else { return false }
        // "Di halb 8", "Mo viertel nach 4", "sa vor 12": a clock word before an hour.
        let isClockWord =
            lexeme.minutesBeforeHour > 0 || lexeme.minutesPastHour > 0 || lexeme.minutesToHour != nil
            || lexeme.word == .quarter
        if isClockWord, let after = grammar.atom(copy, offset: 1),
            after.number != nil || after.clock != nil
                || after.lexeme?.word.map({ $0 == .after || $0 == .to }) == true || after.lexeme?.minutesToHour != nil
        {
            return true
        }
        // "fri am": a meridiem alone, the day's morning.
        if lexeme.word == .am || lexeme.word == .pm { return true }
        // "mon to fri", "sat - sun": a span of weekdays.
        if lexeme.word.map(DateWordSet.rangeJoins.contains) == true,
            grammar.atom(copy, offset: 1)?.lexeme?.weekday ?? 0 > 0
        {
            return true
        }
        return lexeme.daypart != nil || lexeme.month > 0
            || lexeme.word == .the
                && grammar.atom(copy, offset: 1)?
                    .ordinalNumber != nil
    }
}

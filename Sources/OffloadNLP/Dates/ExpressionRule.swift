/// The top rule: one whole temporal expression, the longest of a recurrence, a range, a point in time
/// (a date, a time, or both in either order) and a duration.
struct ExpressionRule: DateRule {
    let grammar: DateGrammar
    // Points, date parts and clock times are re-read by several alternatives at the same token (a range start is
    // a point, a point starts with a date part or a time); each is parsed once per start token.
    private let memo: ExpressionMemo

    init(grammar: DateGrammar) {
        self.grammar = grammar
        memo = ExpressionMemo(count: grammar.atoms.count)
    }

    /// Points, date parts and clock times parsed so far (each start token at most once per kind).
    var evaluations: Int { memo.evaluations }

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        if grammar.continuesLabel(input) { throw DateParseFailure() }
        // "Gehzeit 2:30 h", "1:45 Std.": a morning-sized clock with a spaced unit of hours after it and no time
        // preposition before it is a duration ("17:30 h", "um 9:00 h" and "17h" stay times).
        let timePrepositions: DateWordSet = [.at, .from, .until, .by, .on, .around, .before, .after]
        if let first = grammar.atom(input), let clock = first.clock, clock.hour <= 12,
            input.first?.text.contains(":") == true,
            let unit = grammar.atom(input, offset: 1), unit.followsSpace, unit.lexeme?.unit == .hour,
            grammar.atom(before: input, 1)?.lexeme?.word.map(timePrepositions.contains) != true
        {
            throw DateParseFailure()
        }
        var longest = Longest<TemporalParse>(input)
        longest.consider(point)
        longest.consider(range)
        longest.consider(recurrence)
        longest.consider(duration)
        return try longest.commit(&input)
    }

    // MARK: Points

    /// A date, a time, or both: "tomorrow at 5", "5pm tomorrow", "next monday afternoon", "this evening".
    func point(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        try memo.points.parse(&input, parsePoint)
    }

    private func parsePoint(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        var longest = Longest<TemporalParse>(input)
        longest.consider(dateThenTime)
        longest.consider(timeThenDate)
        longest.consider(daypartAlone)
        if let first = grammar.atom(input), first.number.map({ $0 >= 1000 }) == true || first.dateParts[0] >= 1000,
            grammar.atom(input, offset: 1)?.followsSpace == false
        {
            longest.consider(ISODateTimeRule(grammar: grammar).parse)
        }
        return try longest.commit(&input)
    }

    /// Any date part.
    func datePart(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        try memo.dateParts.parse(&input, parseDatePart)
    }

    private func parseDatePart(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        var longest = Longest<DateSpec>(input)
        longest.consider(CalendarDateRule(grammar: grammar).parse)
        longest.consider(RelativeDateRule(grammar: grammar).parse)
        longest.consider(PeriodRule(grammar: grammar).parse)
        return try longest.commit(&input)
    }

    private func dateThenTime(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        _ = grammar.take(.on, &input)
        let start = input
        var result = TemporalParse(date: try datePart(&input))
        appositiveDate(&input, into: &result)
        if let daypart = impliedDaypart(start, input) {
            result.time = TimeSpec(hour: daypart.defaultHour, daypart: daypart, isDaypartOnly: true)
        }
        var copy = input
        if let daypart = DaypartRule(grammar: grammar, allowsBare: true, followsDay: true).attempt(&copy) {
            result.time = TimeSpec(hour: daypart.defaultHour, daypart: daypart, isDaypartOnly: true)
            input = copy
        }
        // "wed eod", "friday end of day": the end of that day.
        if result.time == nil, let date = result.date, namesDay(date) {
            var end = input
            _ = grammar.take(punctuation: 0x2C, &end)
            if PeriodRule(grammar: grammar).takeEndOfDay(&end) {
                result.date = .endOfDay(date)
                input = end
                return result
            }
        }
        copy = input
        _ = grammar.take(punctuation: 0x2C, &copy) || grammar.take(.dash, &copy) || takeGluedDot(&copy)
        _ = grammar.take(.on, &copy) || grammar.take(.from, &copy)
        // "October 14 for 8:00:31am": "for" before a clock time (not "for 2 hours").
        if grammar.atom(copy)?.lexeme?.word == .during, grammar.atom(copy, offset: 1)?.clock != nil {
            copy.removeFirst()
        }
        // "tomorrow before 3pm", "friday until 5": the time a day's deadline or start falls at ("next week after
        // 2:00" names no day, so its time stays apart).
        let beforePreposition = copy
        if result.date.map(namesDay) == true { _ = grammar.take(oneOf: [.before, .until, .after], &copy) }
        var time = attemptTime(&copy)
        // "hoy antes de las 6", "hasta las 5": the time rule reads the preposition with its "of" and article.
        if time == nil, copy.startIndex != beforePreposition.startIndex {
            var withPreposition = beforePreposition
            time = attemptTime(&withPreposition)
            if time != nil { copy = withPreposition }
        }
        if let time = time ?? bareHour(after: result.date, &copy) {
            result.time = merge(result.time, time)
            input = copy
        }
        return result
    }

    /// Whether `date` is one day (not a week, month or other period).
    private func namesDay(_ date: DateSpec) -> Bool {
        if case .period = date { return false }
        return true
    }

    /// "12/24/2026.18:45": a dot glued between a date and a clock time.
    private func takeGluedDot(_ input: inout TokenInput) -> Bool {
        guard let dot = grammar.atom(input), dot.punctuation == 0x2E, !dot.followsSpace,
            let next = grammar.atom(input, offset: 1), next.clock != nil, !next.followsSpace
        else { return false }
        input.removeFirst()
        return true
    }

    /// "fri 9", "tomorrow 8", "thu 4": a bare hour 1–12 right after a weekday or a day word is the time on that
    /// day (read as people mean it: 1–6 p.m., 7–11 a.m.), unless a unit, another number, a month or a plain word
    /// follows it ("tomorrow 5 apples" counts apples).
    private func bareHour(after date: DateSpec?, _ input: inout TokenInput) -> TimeSpec? {
        switch date {
        case .weekday?, .relativeDays?: break
        default: return nil
        }
        guard let atom = grammar.atom(input) else { return nil }
        // "tues 8.45", "Freitag 14.30 Mittagessen": a dotted hour and minutes after a day (when they are no date:
        // "friday 7.6" is one), unless a unit or a counted noun follows ("Montag 2.50 Euro").
        if let decimal = atom.clockDecimal, decimal.fractionDigits == 2, decimal.whole <= 23, decimal.fraction < 60,
            grammar.atom(input, offset: 1)?.lexeme.map({ $0.unit != nil || $0.isCountedNoun }) != true
        {
            input.removeFirst()
            // "Mo 5.12–13.40": on the language's 24-hour clock where it writes one.
            let is24Hour = decimal.whole > 12 || grammar.conventions.writesTwentyFourHourClock
            return TimeSpec(hour: decimal.whole, minute: decimal.fraction, is24Hour: is24Hour)
        }
        guard let hour = atom.number, atom.digitCount <= 2, (1...12).contains(hour) else { return nil }
        if grammar.isPlainWord(input, offset: 1) { return nil }
        if let next = grammar.atom(input, offset: 1) {
            if next.number != nil || next.clock != nil || !next.dateParts.isEmpty || next.decimal != nil { return nil }
            if let lexeme = next.lexeme, lexeme.unit != nil || lexeme.month > 0 { return nil }
            // "fri 9/x": glued to more; "sat 7-3" is an hour range, which the range rule reads with its day, and
            // "tomorrow 5-6 people", which it leaves, a count.
            if next.punctuation != 0, !next.followsSpace, grammar.atom(input, offset: 2)?.followsSpace == false {
                return nil
            }
        }
        input.removeFirst()
        return TimeSpec(hour: hour)
    }

    /// "tomorrow, 13/04/21", "friday, dec 5", "am Freitag, den 24.9.": a calendar date set off by commas after a
    /// relative day names the same day more precisely, so it replaces it.
    private func appositiveDate(_ input: inout TokenInput, into result: inout TemporalParse) {
        guard grammar.atom(input)?.punctuation == 0x2C else { return }
        switch result.date {
        case .relativeDays, .weekday: break
        default: return
        }
        var copy = input
        copy.removeFirst()
        _ = grammar.take(.the, &copy)  // "am Freitag, den 24.9."
        guard let date = CalendarDateRule(grammar: grammar).attempt(&copy) else { return }
        switch date {
        case .monthDay, .namedDay:
            result.date = date
            input = copy
        default:
            return
        }
    }

    private func timeThenDate(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        let timeStart = input.startIndex
        var result = TemporalParse(time: try time(&input))
        // "10, tonight", "8 tonight": the day word the time rule read as its part of the day also names the day.
        for index in timeStart..<input.startIndex {
            // Not a word that is the part of the day after its article ("a las 8 de la mañana" is no tomorrow).
            if let lexeme = grammar.atoms[index].lexeme, let days = lexeme.relativeDay, !lexeme.isNounAfterArticle {
                result.date = .relativeDays(Int(days))
            }
        }
        var copy = input
        // "by 19-feb": a bare number glued to a dash and a month is a day of that month, not an hour before a date.
        let isBareNumber = input.startIndex - timeStart == 1 && grammar.atoms[timeStart].number != nil
        let gluesDash = grammar.atom(copy).map { $0.lexeme?.word == .dash && !$0.followsSpace } ?? false
        if !(isBareNumber && gluesDash) {
            _ = grammar.take(punctuation: 0x2C, &copy) || grammar.take(.dash, &copy)
        }
        _ = grammar.take(.on, &copy) || grammar.take(.of, &copy)
        let dateStart = copy
        if let date = try? datePart(&copy) {
            result.date = date
            if result.time?.daypart == nil { result.time?.daypart = impliedDaypart(dateStart, copy) }
            input = copy
            if let daypart = DaypartRule(grammar: grammar, allowsBare: true, followsDay: true).attempt(&input),
                result.time?.daypart == nil
            {
                result.time?.daypart = daypart
            }
        }
        return result
    }

    /// "this evening", "in the morning at 7", "tonight at 2am", "tonight".
    private func daypartAlone(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        let isTonight = grammar.atom(input)?.lexeme?.relativeDay == 0
        // "abends um 8" is 20:00; "abends" alone says what happens as a rule, no date.
        let isAdverb = grammar.atom(input)?.lexeme?.isDaypartAdverb == true
        let daypart = try DaypartRule(grammar: grammar).parse(&input)
        var time = TimeSpec(hour: daypart.defaultHour, daypart: daypart, isDaypartOnly: true)
        var copy = input
        // "the morning of Feb 5th"; "after lunch tomorrow", "in the evening on friday" (a day after the part).
        if !isTonight {
            let hasOf = grammar.take(.of, &copy)
            let date = hasOf ? try? datePart(&copy) : RelativeDateRule(grammar: grammar).attempt(&copy)
            if let date {
                input = copy
                return TemporalParse(date: date, time: time)
            }
        }
        copy = input
        _ = grammar.take(punctuation: 0x2C, &copy)
        if let clock = attemptTime(&copy) {
            time = merge(time, clock)
            input = copy
        } else if isAdverb {
            throw DateParseFailure()
        }
        return TemporalParse(date: isTonight || time.isDaypartOnly ? .relativeDays(0) : nil, time: time)
    }

    /// The part of the day a day word carries ("tonight"), for the tokens between `start` and `end`.
    private func impliedDaypart(_ start: TokenInput, _ end: TokenInput) -> Daypart? {
        // "mañana", "morgen" bare are the day only ("morgen um 8" sets no morning).
        for index in start.startIndex..<end.startIndex {
            if let lexeme = grammar.atoms[index].lexeme, lexeme.relativeDay != nil, !lexeme.isNounAfterArticle,
                let daypart = lexeme.daypart
            {
                return daypart
            }
        }
        return nil
    }

    /// A clock time refined by a part of the day said before it ("tomorrow morning at 8").
    private func merge(_ daypartTime: TimeSpec?, _ clock: TimeSpec) -> TimeSpec {
        var time = clock
        if time.daypart == nil, let daypart = daypartTime?.daypart { time.daypart = daypart }
        return time
    }

    /// A clock time (``TimeRule``), parsed once per start token.
    private func time(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        try memo.times.parse(&input, TimeRule(grammar: grammar).parse)
    }

    /// ``time(_:)`` on a copy of `input`, committed only on success.
    private func attemptTime(_ input: inout TokenInput) -> TimeSpec? {
        try? time(&input)
    }

    // MARK: Others

    private func recurrence(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        let triggers: DateWordSet = [.every, .each, .everyDay, .once, .twice]
        guard
            grammar.hasAhead(
                input, within: 6,
                where: { atom in
                    guard let lexeme = atom.lexeme else { return false }
                    return lexeme.frequency != nil || lexeme.isWeekdayPlural || lexeme.weekday > 0
                        || lexeme.cardinal == 1
                        || lexeme.ordinal > 0 || lexeme.word.map(triggers.contains) ?? false
                })
        else { throw DateParseFailure() }
        var copy = input
        if let time = attemptTime(&copy),
            var result = RecurrenceRule(grammar: grammar).attempt(&copy), result.time == nil
        {
            result.time = time
            input = copy
            return result
        }
        return try RecurrenceRule(grammar: grammar).parse(&input)
    }

    /// "for 30 min", "2h", "an hour and a half", "für zwei Stunden", "durante 3 días".
    private func duration(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        let hasPreposition = grammar.take(oneOf: [.during, .over, .within], &input) != nil
        // "all month", "the whole day", "the entire week", "for another day": one unit.
        var copy = input
        _ = grammar.take(.the, &copy)
        if grammar.take(.all, &copy) || hasPreposition && grammar.take(.another, &copy),
            let unit = grammar.atom(copy)?.lexeme?.unit, grammar.atom(copy)?.number == nil,
            [DateUnit.day, .week, .month, .year].contains(unit)
        {
            copy.removeFirst()
            input = copy
            return TemporalParse(durationSeconds: unit.seconds, confidence: 0.8)
        }
        let isArticle =
            grammar.atom(input)?.lexeme?.word == .article
            || grammar.atom(input)?.lexeme?.word == .half
        let (amount, unit) = try AmountRule(grammar: grammar).parse(&input)
        // "a week" alone is too weak a signal; "for a week", "2 weeks", "an hour and a half" are durations.
        if isArticle, !hasPreposition, amount == amount.rounded() { throw DateParseFailure() }
        return TemporalParse(durationSeconds: amount * unit.seconds, confidence: 0.8)
    }
}

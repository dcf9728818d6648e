/// Repeating events as RFC 5545 rules: "every day", "daily", "every weekday", "every monday", "mondays",
/// "every other week", "every 3 months", "once a week", "on the first monday of each month", "the 1st of every
/// month", "cada lunes", "todos los días", "jeden Montag", "montags", "täglich".
///
/// The day a weekly, monthly or yearly rule repeats on may follow ("every 2 weeks on tuesday", "monthly on the
/// 15th", "yearly on march 3"), and a time before or after sets the hour ("3pm each day", "every monday at 8").
/// The parse's date is the rule's first day from today on (today included); ``MentionBuilder`` moves it on when
/// today's time has passed.
struct RecurrenceRule: DateRule {
    let grammar: DateGrammar

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        var longest = Longest<TemporalParse>(input)
        longest.consider(frequencyWord)
        longest.consider(every)
        longest.consider(plural)
        longest.consider(timesPer)
        longest.consider(dayOfEveryMonth)
        var result = try longest.commit(&input)
        if let recurrence = result.recurrence, !recurrence.hasDay, recurrence.count == 0 {
            anchor(&result, &input)
        }
        var copy = input
        _ = grammar.take(punctuation: 0x2C, &copy)
        if result.time?.isDaypartOnly ?? true, var time = TimeRule(grammar: grammar).attempt(&copy) {
            if time.daypart == nil { time.daypart = result.time?.daypart }  // "every evening at 7"
            result.time = time
            input = copy
        } else if result.time == nil, let daypart = DaypartRule(grammar: grammar, allowsBare: true).attempt(&input) {
            // "every tuesday evening"
            result.time = TimeSpec(hour: daypart.defaultHour, daypart: daypart, isDaypartOnly: true)
        }
        return result
    }

    /// "daily", "weekly", "täglich", "mensualmente".
    private func frequencyWord(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        guard let unit = grammar.atom(input)?.lexeme?.frequency else { throw DateParseFailure() }
        input.removeFirst()
        return TemporalParse(recurrence: RecurrenceSpec(unit: unit))
    }

    /// "every day", "each week", "every other monday", "every 3 months", "every weekday", "everyday",
    /// "every morning", "todos los días", "cada lunes", "jeden Tag", "alle 3 Monate".
    ///
    /// A count outside 1–400 ("every 0 days", "every 99999999999 days") makes no recurrence at all, never a daily
    /// one.
    private func every(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        if grammar.take(.everyDay, &input) { return TemporalParse(recurrence: RecurrenceSpec(unit: .day)) }
        guard grammar.take(oneOf: [.every, .each], &input) != nil else { throw DateParseFailure() }
        _ = grammar.take(.the, &input)
        var interval = 1
        if grammar.take(.other, &input) {
            interval = 2
        } else if let count = grammar.takeCardinal(&input) {
            guard (1...400).contains(count) else { throw DateParseFailure() }
            interval = count
        } else if let ordinal = grammar.takeOrdinal(&input) {
            // "every second thursday", "jeden zweiten Donnerstag", "every 3rd week" ("every second monday of the
            // month" is a day of the month, read by another rule).
            guard (2...4).contains(ordinal) else { throw DateParseFailure() }
            interval = ordinal
        }
        if grammar.take(.weekday, &input) { return weekly(.workdays, interval: 1) }
        guard let lexeme = grammar.atom(input)?.lexeme else { throw DateParseFailure() }
        if lexeme.weekday > 0 {
            let parse = weekly(weekdays(&input), interval: interval)
            if interval > 1, grammar.atom(input)?.lexeme?.word == .of { throw DateParseFailure() }
            return parse
        }
        // "every morning", "every evening", "jeden Morgen": daily at that part of the day ("tonight" names a day,
        // not a part).
        if interval == 1, let daypart = lexeme.daypart, lexeme.relativeDay == nil || lexeme.isNounAfterArticle,
            lexeme.word == nil,
            daypart != .noon, daypart != .midnight
        {
            input.removeFirst()
            let time = TimeSpec(hour: daypart.defaultHour, daypart: daypart, isDaypartOnly: true)
            return TemporalParse(time: time, recurrence: RecurrenceSpec(unit: .day))
        }
        guard let unit = lexeme.unit else { throw DateParseFailure() }
        input.removeFirst()
        return TemporalParse(recurrence: RecurrenceSpec(unit: unit, interval: interval))
    }

    /// "mondays", "on tuesdays", "montags", "los sábados", "tuesday afternoons".
    ///
    /// Plural weekdays that are the subject of a statement ("tuesdays are for laundry", "sundays feel slow") are
    /// no schedule.
    private func plural(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        let hasPreposition = grammar.take(.on, &input)
        // "los jueves": the plural article makes the weekday plural; a statement about it stays a schedule, which
        // the due-date choice reads as a habit (the weekday alone would be one day).
        let hasPluralArticle = grammar.atom(input)?.lexeme?.isPluralArticle == true
        _ = grammar.take(.the, &input)
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0 else { throw DateParseFailure() }
        var result = weekly(weekdays(&input), interval: 1)
        if lexeme.isWeekdayPlural, !hasPreposition, grammar.atom(input)?.lexeme?.isStatementVerb == true {
            throw DateParseFailure()
        }
        if lexeme.isWeekdayPlural || hasPluralArticle { return result }
        // "tuesday afternoons": a singular weekday followed by a plural part of the day.
        guard let token = input.first, let daypart = grammar.atom(input)?.lexeme?.daypart,
            token.normalized.hasSuffix("s")
        else { throw DateParseFailure() }
        input.removeFirst()
        result.time = TimeSpec(hour: daypart.defaultHour, daypart: daypart, isDaypartOnly: true)
        return result
    }

    /// "once a week", "twice a day", "one a day".
    private func timesPer(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        var count = 1
        if grammar.take(.twice, &input) {
            count = 2
        } else if !grammar.take(.once, &input) {
            guard grammar.atom(input)?.lexeme?.cardinal == 1 else { throw DateParseFailure() }
            input.removeFirst()
        }
        guard grammar.take(.article, &input) || grammar.take(.every, &input) || grammar.take(.each, &input),
            let unit = grammar.atom(input)?.lexeme?.unit, unit != .second, unit != .minute
        else { throw DateParseFailure() }
        input.removeFirst()
        var recurrence = RecurrenceSpec(unit: unit)
        if count > 1 { recurrence.count = UInt8(clamping: count) }
        return TemporalParse(recurrence: recurrence)
    }

    /// "on the first monday of each month", "the last friday of every month", "on the 1st of every month",
    /// "the 15th of each month", "the last day of every month".
    private func dayOfEveryMonth(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        _ = grammar.take(.on, &input)
        _ = grammar.take(.the, &input)
        let day = try monthDay(&input)
        _ = grammar.take(.of, &input)
        guard grammar.take(oneOf: [.every, .each], &input) != nil, grammar.atom(input)?.lexeme?.unit == .month else {
            throw DateParseFailure()
        }
        input.removeFirst()
        return day
    }

    /// A day a monthly rule repeats on: "first monday", "last friday", "1st", "15th", "last day".
    private func monthDay(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        guard let ordinal = grammar.take(.last, &input) ? -1 : grammar.takeOrdinal(&input),
            ordinal == -1 || (1...31).contains(ordinal)
        else { throw DateParseFailure() }
        var recurrence = RecurrenceSpec(unit: .month)
        if let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0, !lexeme.isWeekdayPlural {
            guard ordinal <= 5 else { throw DateParseFailure() }
            input.removeFirst()
            recurrence.weekdays.insert(Int(lexeme.weekday))
            recurrence.weekdayOrdinal = Int8(clamping: ordinal)
            return TemporalParse(
                date: .nthWeekday(ordinal: ordinal, weekday: Int(lexeme.weekday), month: nil), recurrence: recurrence)
        }
        // "the last day"; "the 1st" (the word "day" is optional after a number).
        guard grammar.take(.day, &input) || ordinal > 0 else { throw DateParseFailure() }
        recurrence.monthDay = Int8(clamping: ordinal)
        let date: DateSpec =
            ordinal > 0 ? .dayOfMonth(day: ordinal, weekday: nil, monthOffset: nil) : .endOf(.month, offset: 0)
        return TemporalParse(date: date, recurrence: recurrence)
    }

    /// The day a rule without one repeats on: "(on) tuesday(s)" after a weekly rule, "(on) the 15th" or "the first
    /// monday" after a monthly one, "(on) march 3" after a yearly one.
    private func anchor(_ result: inout TemporalParse, _ input: inout TokenInput) {
        guard let recurrence = result.recurrence else { return }
        var copy = input
        _ = grammar.take(punctuation: 0x2C, &copy)
        _ = grammar.take(.on, &copy)
        switch recurrence.unit {
        case .week, .fortnight:
            guard grammar.atom(copy)?.lexeme?.weekday ?? 0 > 0 else { return }
            let days = weekdays(&copy)
            result.date = firstDay(days)
            result.recurrence?.weekdays = days
        case .month, .quarter:
            _ = grammar.take(.the, &copy)
            guard let day = try? monthDay(&copy), let dayRule = day.recurrence else { return }
            result.date = day.date
            result.recurrence?.monthDay = dayRule.monthDay
            result.recurrence?.weekdays = dayRule.weekdays
            result.recurrence?.weekdayOrdinal = dayRule.weekdayOrdinal
        case .year:
            guard case .monthDay(let month, let day, nil)? = CalendarDateRule(grammar: grammar).attempt(&copy) else {
                return
            }
            result.date = .monthDay(month: month, day: day, year: nil)
            result.recurrence?.month = UInt8(clamping: month)
            result.recurrence?.monthDay = Int8(clamping: day)
        default:
            return
        }
        input = copy
    }

    /// One weekday or several joined by "and", commas, slashes or nothing but a space ("monday", "tuesdays and
    /// thursdays", "mon, wed and fri", "mon/wed", "every mon wed fri"); the first token must be a weekday.
    private func weekdays(_ input: inout TokenInput) -> WeekdaySet {
        var days = WeekdaySet()
        guard let first = grammar.atom(input)?.lexeme?.weekday, first > 0 else { return days }
        input.removeFirst()
        days.insert(Int(first))
        grammar.takeMoreWeekdays(&input, into: &days)
        return days
    }

    private func weekly(_ days: WeekdaySet, interval: Int) -> TemporalParse {
        var recurrence = RecurrenceSpec(unit: .week, interval: interval)
        recurrence.weekdays = days
        return TemporalParse(date: firstDay(days), recurrence: recurrence)
    }

    /// The first day of a weekly rule: the next of its weekdays, today included.
    private func firstDay(_ days: WeekdaySet) -> DateSpec {
        if let day = days.single { return .weekday(day, .upcomingOrToday) }
        return .anyWeekday(days)
    }
}

/// Repeating events as RFC 5545 rules: "every day", "daily", "every weekday", "every monday", "mondays",
/// "every other week", "every 3 months", "once a week", "on the first monday of each month", "cada lunes",
/// "todos los días", "jeden Montag", "montags", "täglich"; a time before or after sets the hour ("3pm each day").
struct RecurrenceRule: DateRule {
    let grammar: DateGrammar

    private static let weekdayCodes = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        var longest = Longest<TemporalParse>(input)
        longest.consider(frequencyWord)
        longest.consider(every)
        longest.consider(plural)
        longest.consider(timesPer)
        longest.consider(nthWeekday)
        var result = try longest.commit(&input)
        var copy = input
        _ = grammar.take(punctuation: 0x2C, &copy)
        if result.time == nil, let time = TimeRule(grammar: grammar).attempt(&copy) {
            result.time = time
            input = copy
        }
        return result
    }

    /// "daily", "weekly", "täglich", "mensualmente".
    private func frequencyWord(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        guard let unit = grammar.atom(input)?.lexeme?.frequency else { throw DateParseFailure() }
        input.removeFirst()
        return rule(unit: unit, interval: 1)
    }

    /// "every day", "each week", "every other monday", "every 3 months", "every weekday", "everyday",
    /// "todos los días", "cada lunes", "jeden Tag", "alle 3 Monate".
    private func every(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        if grammar.take(.everyDay, &input) { return rule(unit: .day, interval: 1) }
        guard grammar.take(oneOf: [.every, .each], &input) != nil else { throw DateParseFailure() }
        _ = grammar.take(.the, &input)
        var interval = 1
        if grammar.take(.other, &input) {
            interval = 2
        } else if let count = grammar.takeCardinal(&input), (2...400).contains(count) {
            interval = count
        }
        if grammar.take(.weekday, &input) {
            return TemporalParse(rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
        }
        if let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0 {
            input.removeFirst()
            return weekly(Int(lexeme.weekday), interval: interval)
        }
        guard let unit = grammar.atom(input)?.lexeme?.unit else { throw DateParseFailure() }
        input.removeFirst()
        return rule(unit: unit, interval: interval)
    }

    /// "mondays", "on tuesdays", "montags", "los sábados", "tuesday afternoons".
    private func plural(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        _ = grammar.take(.on, &input)
        _ = grammar.take(.the, &input)
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0 else { throw DateParseFailure() }
        input.removeFirst()
        var result = weekly(Int(lexeme.weekday), interval: 1)
        if lexeme.isWeekdayPlural { return result }
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
        var result = rule(unit: unit, interval: 1)
        if count > 1, let rrule = result.rrule { result.rrule = rrule + ";COUNT=\(count)" }
        return result
    }

    /// "on the first monday of each month", "the last friday of every month".
    private func nthWeekday(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        _ = grammar.take(.on, &input)
        _ = grammar.take(.the, &input)
        var ordinal: Int
        if grammar.take(.last, &input) {
            ordinal = -1
        } else if let value = grammar.takeOrdinal(&input), (1...5).contains(value) {
            ordinal = value
        } else {
            throw DateParseFailure()
        }
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0 else { throw DateParseFailure() }
        input.removeFirst()
        _ = grammar.take(.of, &input)
        guard grammar.take(oneOf: [.every, .each], &input) != nil, grammar.atom(input)?.lexeme?.unit == .month else {
            throw DateParseFailure()
        }
        input.removeFirst()
        var result = TemporalParse(rrule: "FREQ=MONTHLY;BYDAY=\(ordinal)\(Self.weekdayCodes[Int(lexeme.weekday)])")
        result.date = .nthWeekday(ordinal: ordinal, weekday: Int(lexeme.weekday), month: nil)
        return result
    }

    private func weekly(_ weekday: Int, interval: Int) -> TemporalParse {
        let intervalPart = interval > 1 ? ";INTERVAL=\(interval)" : ""
        var result = TemporalParse(rrule: "FREQ=WEEKLY\(intervalPart);BYDAY=\(Self.weekdayCodes[weekday])")
        result.date = .weekday(weekday, .upcomingOrToday)
        return result
    }

    private func rule(unit: DateUnit, interval: Int) -> TemporalParse {
        let total = interval * unit.frequencyInterval
        let intervalPart = total > 1 ? ";INTERVAL=\(total)" : ""
        return TemporalParse(rrule: "FREQ=\(unit.frequency)\(intervalPart)")
    }
}

/// Ranges: "from 2 to 4pm", "2-4pm", "between 3 and 5", "sat 7-3", "Dec 5 - Dec 7", "March 3-10".
extension ExpressionRule {
    /// "from 2 to 4pm", "2-4pm", "between 3 and 5", "Dec 5 - Dec 7", "tomorrow from 7:00 to 8:00pm",
    /// "de 9 a 11", "von 9 bis 11 Uhr".
    func range(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        let opensWithOf = grammar.conventions.opensRangeWithOf
        let separators: DateWordSet = opensWithOf ? [.to, .until, .dash, .and, .at] : [.to, .until, .dash, .and]
        guard grammar.hasAhead(input, within: 10, where: { $0.lexeme?.word.map(separators.contains) ?? false }) else {
            throw DateParseFailure()
        }
        let isAfterMoveVerb = (1...2).contains { grammar.atom(before: input, $0)?.lexeme?.isMoveVerb == true }
        var sharedDate: DateSpec?
        var copy = input
        _ = grammar.take(.on, &copy)  // "am 14.12. zwischen 8 und 10"
        if let date = try? datePart(&copy), opensRangeOfHours(copy) {
            sharedDate = date
            input = copy
        }
        var opener = grammar.take(oneOf: [.from, .between], &input)
        // "de 9 a 11", "del 3 al 10 de marzo": "of … at" where the language opens a range so.
        if opener == nil, opensWithOf, grammar.take(.of, &input) { opener = .of }
        takeArticleBeforeNumber(&input)  // "desde el 3 hasta el 10"
        let startIndex = input
        var start = try rangeStart(&input)
        let separator = opener == .between ? DateWord.and : nil
        if let separator {
            try grammar.expect(separator, &input)
        } else {
            let closers = opener == .of ? DateWordSet.rangeJoins.withAt : .rangeJoins
            guard grammar.take(oneOf: closers, &input) != nil else { throw DateParseFailure() }
            takeArticleBeforeNumber(&input)
        }
        var end = try rangeEnd(after: start, onDay: sharedDate != nil, opened: opener != nil, &input)
        if opener == nil, start.date == nil, start.time == nil { throw DateParseFailure() }
        // "from 20 to 25 june", "from twenty to twenty five june": a bare number before a day of a month is the
        // first day, not an hour.
        if case .monthDay(let month, let endDay, let year)? = end.date, end.time == nil, start.date == nil,
            let first = start.time, first.minute == 0, first.meridiem == nil, first.daypart == nil,
            (1..<endDay).contains(first.hour), isBareNumber(at: startIndex)
        {
            start = TemporalParse(date: .monthDay(month: month, day: first.hour, year: year))
        }
        // "vom 3. bis 10. März": a dotted day before a day of a month is that month's.
        if case .dayOfMonth(let first, nil, nil)? = start.date, start.time == nil,
            case .monthDay(let month, let endDay, let year)? = end.date, first < endDay
        {
            start.date = .monthDay(month: month, day: first, year: year)
        }
        if start.time != nil, end.time == nil, end.date == nil { throw DateParseFailure() }
        // "between 1 and 3 tomorrow", "von 9 bis 11 am Freitag": hours with no day take the day right after them.
        if sharedDate == nil, start.date == nil, end.date == nil, end.time != nil {
            var after = input
            _ = grammar.take(.on, &after)
            if let date = try? datePart(&after) {
                sharedDate = date
                input = after
            }
        }
        // "9-16 Uhr": an hour before a later 24-hour one is the morning's.
        if let startTime = start.time, let endTime = end.time, startTime.meridiem == nil, !startTime.is24Hour,
            endTime.meridiem == nil, endTime.hour > 12, startTime.hour < endTime.hour
        {
            start.time?.is24Hour = true
        }
        if var startTime = start.time, let endTime = end.time, startTime.meridiem == nil, !startTime.is24Hour,
            let meridiem = endTime.meridiem
        {
            // "2-4pm": the start takes the end's meridiem when that keeps it before the end.
            let endHour = (endTime.hour % 12) + (meridiem == .pm ? 12 : 0)
            let startHour = (startTime.hour % 12) + (meridiem == .pm ? 12 : 0)
            startTime.meridiem = startHour <= endHour ? meridiem : (meridiem == .pm ? .am : .pm)
            start.time = startTime
        }
        if start.time != nil, start.date == nil { start.date = end.date ?? sharedDate }
        if end.date == nil { end.date = start.date ?? sharedDate }
        if start.date == nil { start.date = sharedDate }
        if start.time?.daypart == nil { start.time?.daypart = end.time?.daypart }
        if isAfterMoveVerb {
            // "dentist moved from tues to thurs 3:30": the appointment's new day.
            return TemporalParse(date: end.date, time: end.time, confidence: 0.85)
        }
        return TemporalParse(
            date: start.date, time: start.time, endDate: end.date, endTime: end.time, isRange: true, confidence: 0.85)
    }

    /// A range end.
    ///
    /// That is a point, a later day of the start's month ("March 3-10"), or a bare hour after a bare hour on a day
    /// ("sat 7-3": 07:00 to 15:00, "wed between 4 and 7") or after an opening word ("from 9 to 5", "von 9 bis 17",
    /// "de 9 a 18"). A word after the bare hour makes the numbers a count ("from 2 to 4 servings").
    fileprivate func rangeEnd(after start: TemporalParse, onDay: Bool, opened: Bool, _ input: inout TokenInput)
        throws(DateParseFailure) -> TemporalParse
    {
        var copy = input
        if let end = try? point(&copy) {
            input = copy
            return end
        }
        // "March 3-10", "dec 22 - 26": a later day of the same month ends a range of days.
        if case .monthDay(let month, let day, let year)? = start.date, start.time == nil,
            let atom = grammar.atom(input), let endDay = atom.number, atom.digitCount <= 2, endDay > day, endDay <= 31
        {
            input.removeFirst()
            return TemporalParse(date: .monthDay(month: month, day: endDay, year: year))
        }
        var isOnWeekday = false
        if case .weekday? = start.date { isOnWeekday = true }
        guard isOnWeekday || onDay || opened && start.date == nil, let startTime = start.time,
            startTime.meridiem == nil,
            let atom = grammar.atom(input), let hour = atom.number, atom.digitCount <= 2, (1...24).contains(hour),
            !grammar.isPlainWord(input, offset: 1)
        else { throw DateParseFailure() }
        input.removeFirst()
        return TemporalParse(time: TimeSpec(hour: hour, is24Hour: hour > 12))
    }

    /// Whether a range of hours opens at `input`, after a day.
    ///
    /// That is "from" or "between" ("friday from 9 to 11", "am 14.12. zwischen 8 und 10"), the word of "of" where a
    /// range opens with it ("el miércoles de 9 a 11"), or a bare hour and a dash or "to" ("am 13.1. 9-16 Uhr").
    fileprivate func opensRangeOfHours(_ input: TokenInput) -> Bool {
        guard let atom = grammar.atom(input) else { return false }
        switch atom.lexeme?.word {
        case .from?, .between?: return true
        case .of?: return grammar.conventions.opensRangeWithOf && grammar.atom(input, offset: 1)?.number != nil
        default: break
        }
        guard let hour = atom.number, atom.digitCount <= 2, (0...24).contains(hour),
            let word = grammar.atom(input, offset: 1)?.lexeme?.word
        else { return false }
        return word == .dash || word == .to
    }

    /// Consumes an article right before a bare number ("el 3", "el 10"), which a range's ends may carry.
    fileprivate func takeArticleBeforeNumber(_ input: inout TokenInput) {
        guard grammar.atom(input)?.lexeme?.word == .the, grammar.atom(input, offset: 1)?.number != nil else { return }
        input.removeFirst()
    }

    /// Whether a plain number starts `input` ("20", "twenty"), not a clock time.
    fileprivate func isBareNumber(at input: TokenInput) -> Bool {
        guard let atom = grammar.atom(input) else { return false }
        return atom.number != nil || atom.lexeme?.cardinal ?? -1 >= 0
    }

    /// A range start.
    ///
    /// That is a point, a day with the dot of an ordinal ("3." in "vom 3. bis 10. März", where the language marks
    /// ordinals so), or a bare hour before the separator ("2" in "2-4pm", "five" in "five to seven").
    fileprivate func rangeStart(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        var copy = input
        if let start = try? point(&copy) {
            input = copy
            return start
        }
        if grammar.conventions.marksOrdinalsWithDot, let day = grammar.dottedOrdinal(input) {
            input.removeFirst(2)
            return TemporalParse(date: .dayOfMonth(day: day, weekday: nil, monthOffset: nil))
        }
        guard let hour = grammar.takeCardinal(&input), (0...24).contains(hour) else { throw DateParseFailure() }
        var time = TimeSpec(hour: hour)
        time.is24Hour = hour > 12 || hour == 0
        return TemporalParse(time: time)
    }
}

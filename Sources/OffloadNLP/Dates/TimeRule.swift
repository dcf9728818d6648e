/// Clock times: "5pm", "5 pm", "17:30", "5.30pm", "nine pm", "five thirty", "noon", "half past seven",
/// "20 min past eight", and bare hours after a time preposition ("at 5", "um 17 Uhr", "a las 5").
///
/// A trailing part of the day ("in the evening", "tonight", "abends") qualifies the hour.
struct TimeRule: DateRule {
    let grammar: DateGrammar

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        var afterPreposition = input
        let hasPreposition = grammar.take(oneOf: [.at, .around, .by], &afterPreposition) != nil
        if hasPreposition { _ = grammar.take(.the, &afterPreposition) }
        var time: TimeSpec
        if hasPreposition, let prefixed = try? forms(&afterPreposition) {
            time = prefixed
            input = afterPreposition
            if let longer = try? prefixedHour(&input), longer.minute != 0 || longer.meridiem != nil { time = longer }
        } else {
            var longest = Longest<TimeSpec>(input)
            longest.consider(forms)
            longest.consider(prefixedHour)
            time = try longest.commit(&input)
        }
        if grammar.atom(input)?.lexeme?.word == .ish, grammar.atom(input)?.followsSpace == false {
            input.removeFirst()
        }
        if let daypart = DaypartRule(grammar: grammar, allowsBare: true).attempt(&input) {
            guard time.daypart == nil || time.daypart == daypart else { throw DateParseFailure() }
            time.daypart = daypart
        }
        return time
    }

    /// The clock forms without a preposition: the longest of a time token, an hour with a marker, a spelled time,
    /// "noon"/"midnight" and "half past seven".
    private func forms(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        var longest = Longest<TimeSpec>(input)
        longest.consider(clockToken)
        longest.consider(hourWithMarker)
        longest.consider(spelled)
        longest.consider(fixedWord)
        longest.consider(relativeToHour)
        if grammar.atom(input)?.lexeme?.minutesBeforeHour ?? 0 > 0 { longest.consider(fractionBeforeHour) }
        if grammar.atom(input)?.lexeme?.minutesPastHour ?? 0 > 0 { longest.consider(fractionPastHour) }
        return try longest.commit(&input)
    }

    /// "5pm", "17:30", "5.30 pm", "9 a.m." (a time token, optionally followed by a meridiem word).
    private func clockToken(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        guard var time = grammar.atom(input)?.clock, let token = input.first else { throw DateParseFailure() }
        // "Elternabend 7a": a letter glued to the hour is a.m. or p.m. only where the language writes it so ("9a").
        if time.meridiem != nil, !grammar.conventions.gluesLetterMeridiem, !token.normalized.hasSuffix("m") {
            throw DateParseFailure()
        }
        input.removeFirst()
        if isPace(input) { throw DateParseFailure() }
        if time.meridiem == nil, let meridiem = takeMeridiem(&input) {
            guard (1...12).contains(time.hour) else { throw DateParseFailure() }
            time.meridiem = meridiem
            time.is24Hour = false
        } else {
            _ = grammar.take(.oclock, &input)
        }
        readOnLanguageClock(&time, before: input)
        return time
    }

    /// Makes a time written with its minutes a 24-hour one where the language writes them so.
    ///
    /// "Hofpause 9:40 bis 10:00", "a las 8.30"; not with a meridiem, nor when a part of the day follows (`rest`:
    /// "7:30 abends").
    private func readOnLanguageClock(_ time: inout TimeSpec, before rest: TokenInput) {
        guard time.meridiem == nil, grammar.conventions.writesTwentyFourHourClock else { return }
        var rest = rest
        if DaypartRule(grammar: grammar, allowsBare: true).attempt(&rest) == nil { time.is24Hour = true }
    }

    /// Whether a clock-like token ends before a glued "/" and a word, directly or after a glued range: a pace
    /// ("8:15/mi", "9:30-10:00/mi", "4:50/km"), not a time.
    private func isPace(_ rest: TokenInput) -> Bool {
        var offset = 0
        if grammar.atom(rest)?.lexeme?.word == .dash, grammar.atom(rest)?.followsSpace == false,
            grammar.atom(rest, offset: 1)?.clock != nil, grammar.atom(rest, offset: 1)?.followsSpace == false
        {
            offset = 2
        }
        guard let slash = grammar.atom(rest, offset: offset), slash.punctuation == 0x2F, !slash.followsSpace,
            let unit = rest.token(at: rest.startIndex + offset + 1), unit.kind == .word, !unit.followsSpace
        else { return false }
        return true
    }

    /// "5 pm", "5 o'clock", "17 Uhr", "12 noon".
    private func hourWithMarker(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        guard let atom = grammar.atom(input) else { throw DateParseFailure() }
        if let decimal = atom.decimal, decimal.fractionDigits == 2, decimal.whole <= 12, decimal.fraction < 60 {
            input.removeFirst()
            return try marker(after: decimal.whole, minute: decimal.fraction, &input)
        }
        guard let hour = atom.number, atom.digitCount <= 2, hour <= 24 else { throw DateParseFailure() }
        let afterPreposition = grammar.previousAtom(input)?.lexeme?.word.map { [.at, .around, .by].contains($0) }
        input.removeFirst()
        if grammar.atom(input)?.lexeme?.word == .ish, grammar.atom(input)?.followsSpace == false {
            input.removeFirst()
            return TimeSpec(hour: hour, is24Hour: hour > 12 || hour == 0)
        }
        if let time = gluedHourMark(hour, digits: atom.digitCount, afterPreposition: afterPreposition == true, &input) {
            return time
        }
        return try marker(after: hour, minute: 0, &input)
    }

    /// "17h", "14h30", "07h15", "at 9h": an hour glued to "h" (and its minutes) is a clock time when it cannot be
    /// a short duration: minutes follow, the hour is 13–23 or written with a leading zero, or a time preposition
    /// comes before ("2h" and "for 3h" stay durations).
    private func gluedHourMark(_ hour: Int, digits: Int, afterPreposition: Bool, _ input: inout TokenInput)
        -> TimeSpec?
    {
        guard hour <= 23, let token = input.first, token.kind == .word, !token.followsSpace else { return nil }
        let bytes = Array(token.normalized.utf8)
        guard bytes.first == UInt8(ascii: "h") else { return nil }
        if bytes.count == 1 {
            guard afterPreposition || hour >= 13 || digits == 2 && hour < 10 else { return nil }
            input.removeFirst()
            return TimeSpec(hour: hour, is24Hour: true)
        }
        let (minute, minuteDigits) = DateAtom.leadingDigits(bytes.dropFirst())
        guard let minute, minuteDigits == 2, bytes.count == 3, minute < 60 else { return nil }
        input.removeFirst()
        return TimeSpec(hour: hour, minute: minute, is24Hour: true)
    }

    /// "nine pm", "five thirty", "six forty-three", "two o'clock", "seven fifteen pm".
    private func spelled(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        guard let lexeme = grammar.atom(input)?.lexeme, (1...12).contains(lexeme.cardinal) else {
            throw DateParseFailure()
        }
        input.removeFirst()
        let hour = Int(lexeme.cardinal)
        var minuteInput = input
        if let minute = grammar.takeCardinal(&minuteInput, spelled: true), (10...59).contains(minute),
            grammar.atom(input)?.number == nil
        {
            input = minuteInput
            _ = grammar.take(.oclock, &input)
            if grammar.atom(input)?.lexeme?.unit == .minute { input.removeFirst() }
            var time = TimeSpec(hour: hour, minute: minute)
            time.meridiem = takeMeridiem(&input)
            return time
        }
        return try marker(after: hour, minute: 0, &input)
    }

    /// Requires a meridiem or an o'clock word after an hour.
    private func marker(after hour: Int, minute: Int, _ input: inout TokenInput) throws(DateParseFailure)
        -> TimeSpec
    {
        var time = TimeSpec(hour: hour, minute: minute)
        if let meridiem = takeMeridiem(&input) {
            guard (1...12).contains(hour) else { throw DateParseFailure() }
            time.meridiem = meridiem
            _ = grammar.take(.oclock, &input)
            return time
        }
        if grammar.take(.oclock, &input) {
            time.is24Hour = hour > 12 || hour == 0
            return time
        }
        if (1...12).contains(hour), let daypart = DaypartRule(grammar: grammar).attempt(&input) {
            time.daypart = daypart
            return time
        }
        // "10, tonight": a day word that carries its part of the day may follow after a comma.
        if (1...12).contains(hour), grammar.atom(input)?.punctuation == 0x2C,
            let next = grammar.atom(input, offset: 1)?.lexeme, next.relativeDay != nil, let daypart = next.daypart
        {
            input.removeFirst(2)
            time.daypart = daypart
            return time
        }
        if let lexeme = grammar.atom(input)?.lexeme, lexeme.daypart == .noon || lexeme.daypart == .midnight,
            hour == 12
        {
            input.removeFirst()
            return TimeSpec(hour: lexeme.daypart == .noon ? 12 : 0, minute: 0, is24Hour: true)
        }
        throw DateParseFailure()
    }

    /// "noon", "midnight", "mid night".
    private func fixedWord(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        if grammar.take(.middle, &input), grammar.atom(input)?.lexeme?.daypart == .night {
            input.removeFirst()
            return TimeSpec(hour: 0, is24Hour: true)
        }
        guard let daypart = grammar.atom(input)?.lexeme?.daypart, daypart == .noon || daypart == .midnight,
            grammar.atom(input)?.lexeme?.month == 0
        else { throw DateParseFailure() }
        // "lunch" and "dinner" are parts of the day, not clock words: only "noon"/"midnight"-like words here.
        guard grammar.atom(input)?.lexeme?.word == nil, !isMealWord(input) else { throw DateParseFailure() }
        input.removeFirst()
        return TimeSpec(hour: daypart == .noon ? 12 : 0, is24Hour: true)
    }

    private func isMealWord(_ input: TokenInput) -> Bool {
        guard let token = input.first else { return false }
        return token.normalized == "lunch" || token.normalized == "lunchtime"
    }

    /// "half past seven", "quarter to five", "20 min past eight", "15 past seven".
    private func relativeToHour(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        var minutes: Int
        var hasUnit = true
        if grammar.take(.half, &input) {
            minutes = 30
        } else if grammar.take(.quarter, &input) {
            minutes = 15
        } else {
            _ = grammar.take(.article, &input)
            guard let value = grammar.takeCardinal(&input), (1...59).contains(value) else { throw DateParseFailure() }
            minutes = value
            hasUnit = grammar.atom(input)?.lexeme?.unit == .minute
            if hasUnit { input.removeFirst() }
        }
        var direction = grammar.take(oneOf: [.past, .after, .to, .before], &input)
        if direction == nil, let joiner = grammar.atom(input)?.lexeme?.minutesToHour {
            input.removeFirst()  // "zehn vor 9", "Viertel vor 9": a word that joins only clock times
            direction = joiner == .past ? .past : .to
            hasUnit = true
        }
        guard let direction else { throw DateParseFailure() }
        // "two to four" counts people; only "ten to four" with a unit, "quarter to" or "15 past" read as times.
        guard hasUnit || direction == .past || direction == .after else { throw DateParseFailure() }
        var hour: Int
        if let daypart = grammar.atom(input)?.lexeme?.daypart, daypart == .noon || daypart == .midnight,
            grammar.atom(input)?.lexeme?.isSelfStandingDaypart == false, !isMealWord(input)
        {
            input.removeFirst()
            hour = daypart == .noon ? 12 : 24  // "a quarter past noon", "ten to midnight"
        } else {
            guard let value = grammar.takeCardinal(&input), (1...24).contains(value) else { throw DateParseFailure() }
            hour = value
        }
        _ = grammar.take(.oclock, &input)
        var time: TimeSpec
        if direction == .past || direction == .after {
            time = TimeSpec(hour: hour % 24, minute: minutes)
        } else {
            time = TimeSpec(hour: hour == 1 ? 12 : hour - 1, minute: 60 - minutes)
        }
        if hour == 12 || hour == 24 { time.is24Hour = true }
        time.meridiem = takeMeridiem(&input)
        return time
    }

    /// "at 5", "around 11", "at 6.45", "um 17", "a las 5": a bare hour is a time only after a time preposition.
    ///
    /// After "before" and "until" too, and after "around", where no plain word follows ("before 11", "until 4 tmrw";
    /// "before 10 guests arrive" and "about fifteen centimetres" count). Never before a month name: "by 15 jan" is a
    /// day.
    private func prefixedHour(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        let said = grammar.take(oneOf: [.at, .around, .by, .until, .before], &input)
        guard let preposition = said ?? takeBefore(&input) else { throw DateParseFailure() }
        // "vor 17:30": the clock time after the word for minutes before an hour.
        if said == nil, grammar.atom(input)?.clock != nil { return try clockToken(&input) }
        // "antes de las 6": the "of" after "before", when an article follows it ("antes del 20" is a day).
        if preposition == .before, grammar.atom(input)?.lexeme?.word == .of,
            grammar.atom(input, offset: 1)?.lexeme?.word == .the
        {
            input.removeFirst()
        }
        let hasArticle = grammar.take(.the, &input)
        guard let atom = grammar.atom(input) else { throw DateParseFailure() }
        if grammar.atom(input, offset: 1)?.lexeme?.month ?? 0 > 0 { throw DateParseFailure() }
        // "before 10 guests arrive", "about fifteen centimetres of snow", "around 5 people": a count.
        if preposition == .until || preposition == .before || preposition == .around,
            grammar.isPlainWord(input, offset: 1)
        {
            throw DateParseFailure()
        }
        // "a las 7,30" is a time; "a 7,50 soles" a price: a comma only after the hour's article.
        if let decimal = hasArticle ? atom.decimal : atom.clockDecimal, decimal.fractionDigits == 2,
            decimal.whole <= 24, decimal.fraction < 60
        {
            input.removeFirst()
            var time = TimeSpec(hour: decimal.whole, minute: decimal.fraction)
            time.meridiem = takeMeridiem(&input)
            readOnLanguageClock(&time, before: input)
            return time
        }
        guard let hour = grammar.takeCardinal(&input), hour <= 24 else { throw DateParseFailure() }
        // "IVA al 21 %": a percentage is no hour.
        if grammar.atom(input)?.punctuation == 0x25 { throw DateParseFailure() }
        if let unit = grammar.atom(input)?.lexeme?.unit, unit != .hour || grammar.atom(input)?.followsSpace == true {
            throw DateParseFailure()
        }
        var time = TimeSpec(hour: hour)
        time.is24Hour = hour > 12 || hour == 0 || atom.digitCount == 2 && hour < 10
        if hour <= 23, var joined = minutesAfterHour(hour, &input) {
            joined.is24Hour = time.is24Hour
            time = joined
        }
        if let meridiem = takeMeridiem(&input) {
            time.meridiem = meridiem
            time.is24Hour = false
        }
        _ = grammar.take(.oclock, &input)
        return time
    }

    /// The word for minutes before an hour ("vor") as "before", when a clock time or an hour follows it.
    ///
    /// "vor 17:30", "vor 12"; before a unit it is "ago" ("vor 3 Tagen"), which the hour check turns down.
    private func takeBefore(_ input: inout TokenInput) -> DateWord? {
        guard grammar.atom(input)?.lexeme?.minutesToHour == .to, let next = grammar.atom(input, offset: 1),
            next.clock != nil || next.number != nil
        else { return nil }
        input.removeFirst()
        return .before
    }

    /// "am"/"pm"/"a.m."/"p.m." as a separate word.
    private func takeMeridiem(_ input: inout TokenInput) -> TimeSpec.Meridiem? {
        switch grammar.take(oneOf: [.am, .pm], &input) {
        case .am: .am
        case .pm: .pm
        default: nil
        }
    }
}

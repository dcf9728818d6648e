/// The clock words some languages add: minutes named before the hour they lead up to ("halb 9", "dreiviertel 8")
/// and minutes joined after the hour ("a las 6 y media", "a las 6 menos cuarto"); the words come from the lexicon.
extension TimeRule {
    /// "halb 9" (8:30), "dreiviertel 8" (7:45), "halb neun Uhr": a word that names minutes before the hour after it.
    func fractionBeforeHour(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        guard let minutes = grammar.atom(input)?.lexeme?.minutesBeforeHour, minutes > 0 else {
            throw DateParseFailure()
        }
        input.removeFirst()
        if let atom = grammar.atom(input), atom.number != nil, atom.digitCount > 2 { throw DateParseFailure() }
        guard let hour = grammar.takeCardinal(&input), (1...24).contains(hour) else { throw DateParseFailure() }
        if grammar.atom(input)?.lexeme?.unit != nil { throw DateParseFailure() }
        _ = grammar.take(.oclock, &input)
        var time = TimeSpec(hour: hour == 1 ? 12 : hour - 1, minute: 60 - Int(minutes))
        time.is24Hour = hour > 13
        return time
    }

    /// "half 8" (8:30), "half eleven" (11:30): British, a word that names minutes past the hour after it; an hour of
    /// 1–12 alone ("half 2 cups" counts, "half an hour" lasts).
    func fractionPastHour(_ input: inout TokenInput) throws(DateParseFailure) -> TimeSpec {
        guard let minutes = grammar.atom(input)?.lexeme?.minutesPastHour, minutes > 0 else {
            throw DateParseFailure()
        }
        input.removeFirst()
        if let atom = grammar.atom(input), atom.number != nil, atom.digitCount > 2 { throw DateParseFailure() }
        guard let hour = grammar.takeCardinal(&input), (1...12).contains(hour), !grammar.isPlainWord(input),
            grammar.atom(input)?.lexeme?.unit == nil
        else { throw DateParseFailure() }
        return TimeSpec(hour: hour, minute: Int(minutes))
    }

    /// "y media", "y cuarto", "menos cuarto", "y 10": minutes joined after an hour ("a las 6 y media" 6:30, "a
    /// las 6 menos cuarto" 5:45), by the language's joining words.
    func minutesAfterHour(_ hour: Int, _ input: inout TokenInput) -> TimeSpec? {
        guard let direction = grammar.atom(input)?.lexeme?.hourToMinutes else { return nil }
        var copy = input
        copy.removeFirst()
        let minutes: Int
        if grammar.take(.half, &copy) {
            minutes = 30
        } else if grammar.take(.quarter, &copy) {
            minutes = 15
        } else if grammar.atom(copy)?.number.map({ (1...59).contains($0) }) == true,
            let value = grammar.takeCardinal(&copy)
        {
            minutes = value
            if grammar.atom(copy)?.lexeme?.unit == .minute { copy.removeFirst() }
        } else {
            return nil
        }
        input = copy
        switch direction {
        case .past: return TimeSpec(hour: hour, minute: minutes)
        case .to: return TimeSpec(hour: hour == 1 ? 12 : hour - 1, minute: 60 - minutes)
        }
    }
}

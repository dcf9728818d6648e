/// An amount of a calendar unit: "3 days", "2h", "a week", "an hour and a half", "one and a half hours",
/// "half an hour", "a couple of weeks", "a few minutes", "3.5 years", "zwei Stunden", "tres días".
struct AmountRule: DateRule {
    let grammar: DateGrammar

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> (Double, DateUnit) {
        if grammar.take(.half, &input) {
            _ = grammar.take(.article, &input)
            return (0.5, try unit(&input))
        }
        var amount = try quantity(&input)
        amount += andFraction(&input)
        let unit = try unit(&input)
        amount += andFraction(&input)
        return (amount, unit)
    }

    /// The number part: digits, decimals, spelled numbers, "a"/"an", "a couple of", "a few", "several".
    private func quantity(_ input: inout TokenInput) throws(DateParseFailure) -> Double {
        guard let atom = grammar.atom(input) else { throw DateParseFailure() }
        // A minus sign, or the count of a recurrence that could not be read ("every 0 days"), is no amount.
        if isNegative(input) || grammar.previousAtom(input)?.lexeme?.word.map({ $0 == .every || $0 == .each }) == true {
            throw DateParseFailure()
        }
        if let decimal = atom.decimal {
            input.removeFirst()
            var divisor = 1.0
            for _ in 0..<decimal.fractionDigits { divisor *= 10 }
            return Double(decimal.whole) + Double(decimal.fraction) / divisor
        }
        if let value = grammar.takeCardinal(&input) {
            guard value > 0 || atom.number != nil, value < 10_000 else { throw DateParseFailure() }
            return Double(value)
        }
        if grammar.take(.article, &input) {
            if grammar.take(.couple, &input) {
                _ = grammar.take(.of, &input)
                return 2
            }
            if grammar.take(.few, &input) { return 3 }
            return 1
        }
        if grammar.take(oneOf: [.few, .several, .some], &input) != nil { return 3 }
        throw DateParseFailure()
    }

    /// Whether a minus sign is glued to the number ahead ("in -5 minutes", "-2 days").
    ///
    /// A negative amount is no amount of time. A hyphen between two numbers ("3-5 minutes") is a range, not a sign.
    private func isNegative(_ input: TokenInput) -> Bool {
        guard let atom = grammar.atom(input), !atom.followsSpace, let minus = grammar.previousAtom(input),
            minus.punctuation == UInt8(ascii: "-")
        else { return false }
        let index = input.startIndex - 2
        return minus.followsSpace || index < 0 || grammar.atoms[index].number == nil
    }

    /// "and a half", "and half", "and a quarter", or 0 without consuming anything.
    private func andFraction(_ input: inout TokenInput) -> Double {
        var copy = input
        guard grammar.take(.and, &copy) else { return 0 }
        _ = grammar.take(.article, &copy)
        guard let value = fraction(&copy) else { return 0 }
        input = copy
        return value
    }

    /// "half", "a half", "a quarter".
    private func fraction(_ input: inout TokenInput) -> Double? {
        if grammar.take(.half, &input) { return 0.5 }
        if grammar.take(.quarter, &input) { return 0.25 }
        return nil
    }

    /// Whether "the" or an apostrophe comes two tokens before `input` ("the 90s", "'90s").
    private func isAfterArticle(_ input: TokenInput) -> Bool {
        let index = input.startIndex - 2
        guard index >= 0 else { return false }
        return grammar.atoms[index].lexeme?.word == .the || grammar.atoms[index].punctuation == 0x27
    }

    /// A unit word; one-letter units ("h", "d") only when glued to the number ("2h", "10D").
    private func unit(_ input: inout TokenInput) throws(DateParseFailure) -> DateUnit {
        guard let token = input.first, let atom = grammar.atom(input), let unit = atom.lexeme?.unit else {
            throw DateParseFailure()
        }
        if token.normalized.utf8.count == 1, atom.followsSpace { throw DateParseFailure() }
        // "1990s", "the 90s": a plural decade, not seconds.
        if token.normalized == "s", let previous = grammar.previousAtom(input), let number = previous.number,
            number % 10 == 0, previous.digitCount == 4 || isAfterArticle(input)
        {
            throw DateParseFailure()
        }
        if token.normalized == "second" || token.normalized == "nights" || token.normalized == "night" {
            // "a second" and "second thoughts" are not durations; "two nights" is.
            guard let previous = grammar.previousAtom(input),
                previous.number != nil || previous.lexeme?.cardinal ?? -1 > 1
            else { throw DateParseFailure() }
        }
        input.removeFirst()
        return unit
    }
}

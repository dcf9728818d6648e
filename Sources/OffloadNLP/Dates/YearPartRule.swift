/// Quarters, half-years and spelled-out years: "q1 2019", "2019 q1", "2019-Q1", "q1-2019", "2019-H2",
/// "the first quarter of 2019", "the third quarter of next year", "the second half of 2020", "in nineteen ninety
/// six", "in two thousand and twenty".
struct YearPartRule: DateRule {
    let grammar: DateGrammar

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        var longest = Longest<DateSpec>(input)
        longest.consider(codeThenYear)
        longest.consider(yearThenCode)
        longest.consider(ordinalPart)
        longest.consider(spelledYear)
        return try longest.commit(&input)
    }

    /// "q1 2019", "q1-2019", "Q3", "h2 2019".
    private func codeThenYear(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let part = try code(&input)
        var copy = input
        _ = grammar.take(.dash, &copy) || grammar.take(punctuation: 0x2F, &copy)
        _ = grammar.take(.of, &copy)
        if let year = fourDigitYear(&copy) {
            input = copy
            return spec(part, year: year)
        }
        return spec(part, year: nil)
    }

    /// "2019 q1", "2019-Q1", "2019-H2".
    private func yearThenCode(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        guard let year = fourDigitYear(&input) else { throw DateParseFailure() }
        _ = grammar.take(.dash, &input) || grammar.take(punctuation: 0x2F, &input)
        return spec(try code(&input), year: year)
    }

    /// "the first quarter of 2019", "third quarter", "the second half of next year", "the last quarter".
    private func ordinalPart(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(.the, &input)
        let ordinal = grammar.take(.last, &input) ? -1 : grammar.takeOrdinal(&input)
        guard let ordinal else { throw DateParseFailure() }
        // "last quarter" alone is the previous quarter (a relative period); "the last quarter of 2019" is Q4.
        let needsYear = ordinal == -1
        let isHalf: Bool
        if grammar.take(.half, &input) {
            isHalf = true
        } else if grammar.atom(input)?.lexeme?.unit == .quarter {
            input.removeFirst()
            isHalf = false
        } else {
            throw DateParseFailure()
        }
        let number = ordinal == -1 ? (isHalf ? 2 : 4) : ordinal
        guard (1...(isHalf ? 2 : 4)).contains(number) else { throw DateParseFailure() }
        var copy = input
        var yearOffset = 0
        var year: Int?
        var hasYear = false
        if grammar.take(.of, &copy) || grammar.take(.inside, &copy) {
            _ = grammar.take(.the, &copy)
            if let explicit = fourDigitYear(&copy) {
                year = explicit
                hasYear = true
            } else {
                let offset = PeriodRule(grammar: grammar).modifierOffset(&copy) ?? 0
                if grammar.atom(copy)?.lexeme?.unit == .year {
                    copy.removeFirst()
                    yearOffset = offset
                    hasYear = true
                }
            }
        }
        // "the second half" (of a game, a talk) and "last quarter" (the previous one) need their year to be these.
        guard hasYear || !isHalf && !needsYear else { throw DateParseFailure() }
        if hasYear { input = copy }
        if isHalf { return .period(.halfYear(number, year: year, yearOffset: yearOffset)) }
        if let year { return .period(.quarterNumber(number, year: year)) }
        return .period(.quarterOfYear(number, yearOffset: yearOffset))
    }

    /// A spelled year after a preposition: "in nineteen ninety six", "since two thousand and fifteen".
    private func spelledYear(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let prepositions: DateWordSet = [.inside, .since, .during, .after, .before, .until, .by, .of, .from]
        guard grammar.take(oneOf: prepositions, &input) != nil else { throw DateParseFailure() }
        _ = grammar.take(.the, &input)
        if grammar.atom(input)?.lexeme?.unit == .year { input.removeFirst() }
        guard let first = grammar.atom(input)?.lexeme, first.cardinal > 0, grammar.atom(input)?.number == nil,
            let century = grammar.takeCardinal(&input)
        else { throw DateParseFailure() }
        if century == 2, grammar.atom(input)?.lexeme?.cardinal == 1000 {
            input.removeFirst()
            var copy = input
            _ = grammar.take(.and, &copy)
            if let rest = grammar.takeCardinal(&copy), (1...99).contains(rest) {
                input = copy
                return .period(.yearNumber(2000 + rest))
            }
            return .period(.yearNumber(2000))
        }
        guard (17...20).contains(century), let rest = grammar.takeCardinal(&input), (10...99).contains(rest) else {
            throw DateParseFailure()
        }
        return .period(.yearNumber(century * 100 + rest))
    }

    private func code(_ input: inout TokenInput) throws(DateParseFailure) -> Int {
        guard let part = grammar.atom(input)?.lexeme?.yearPart, part > 0 else { throw DateParseFailure() }
        input.removeFirst()
        return Int(part)
    }

    private func spec(_ part: Int, year: Int?) -> DateSpec {
        part <= 4 ? .period(.quarterNumber(part, year: year)) : .period(.halfYear(part - 4, year: year, yearOffset: 0))
    }

    private func fourDigitYear(_ input: inout TokenInput) -> Int? {
        guard let atom = grammar.atom(input), let year = atom.number, atom.digitCount == 4, (1000...2999).contains(year)
        else { return nil }
        input.removeFirst()
        return year
    }
}

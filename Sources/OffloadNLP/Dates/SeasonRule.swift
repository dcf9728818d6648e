/// Seasons and decades: "this summer", "next winter", "in the fall", "summer 2017", "the 90s", "in the 1990s".
///
/// A bare season word needs a modifier, a preposition or a year ("fall" and "spring" are also verbs and nouns).
struct SeasonRule {
    let grammar: DateGrammar

    /// "this summer", "in spring", "last winter", "the fall of 2015", "summer 2017".
    func season(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let hasPreposition = grammar.take(oneOf: [.inside, .during, .since, .until, .by, .of, .over], &input) != nil
        _ = grammar.take(.the, &input)
        let offset = PeriodRule(grammar: grammar).modifierOffset(&input)
        guard let season = grammar.atom(input)?.lexeme?.season, season > 0 else { throw DateParseFailure() }
        input.removeFirst()
        var copy = input
        _ = grammar.take(.of, &copy)
        var year: Int?
        if let atom = grammar.atom(copy), let number = atom.number, atom.digitCount == 4 {
            year = number
            input = copy
        }
        guard hasPreposition || offset != nil || year != nil else { throw DateParseFailure() }
        return .period(.season(Int(season), year: year, offset: offset))
    }

    /// "the 90s", "in the 1990s", "the 2010s": a decade number with a glued "s".
    func decade(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(oneOf: [.inside, .during, .since, .until, .by, .of], &input)
        let hasArticle = grammar.take(.the, &input)
        if grammar.atom(input)?.punctuation == 0x27 { input.removeFirst() }  // "the '90s"
        guard let atom = grammar.atom(input), let number = atom.number, number % 10 == 0,
            atom.digitCount == 4 || atom.digitCount == 2 && hasArticle, let suffix = input.dropFirst().first,
            suffix.normalized == "s", grammar.atom(input, offset: 1)?.followsSpace == false
        else { throw DateParseFailure() }
        input.removeFirst(2)
        let start = atom.digitCount == 4 ? number : (number >= 30 ? 1900 + number : 2000 + number)
        return .period(.decade(start))
    }
}

/// Holidays and other named days, one word or several: "christmas", "independence day", "new year's eve",
/// "International Workers' Day", "thanksgiving 2016", "easter monday".
///
/// The words are matched against the lexicon's named-day table; apostrophes and dots between them are skipped
/// ("workers ' day", "st. patrick's day"), and the longest name wins. A year may follow. A bare name before a
/// noun describes the noun and is no day ("easter egg hunt"; see ``DateGrammar/modifiesNoun(from:rest:)``).
struct NamedDayRule: DateRule {
    let grammar: DateGrammar

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(.the, &input)
        guard grammar.atom(input)?.lexeme?.startsNamedDay == true else { throw DateParseFailure() }
        let lexicon = DateLexicon.all[grammar.lexiconIndex]
        var key = ""
        var words = 0
        var cursor = input
        var best: (NamedDay, TokenInput)?
        while let token = cursor.first, words < lexicon.longestNamedDay {
            if token.kind == .punctuation, words > 0, token.normalized == "'" || token.normalized == "." {
                cursor.removeFirst()
                continue
            }
            guard token.kind == .word else { break }
            key += words == 0 ? token.normalized : " " + token.normalized
            words += 1
            cursor.removeFirst()
            if let day = lexicon.namedDays[key] { best = (day, cursor) }
        }
        guard let (day, rest) = best else { throw DateParseFailure() }
        let start = input
        input = rest
        let year = CalendarDateRule(grammar: grammar).takeYear(&input)
        // "memorial day sale", "easter egg hunt": the bare name before a noun describes it.
        if year == nil, grammar.modifiesNoun(from: start, rest: input) { throw DateParseFailure() }
        return .namedDay(day, year: year)
    }
}

/// For a language whose verb closes its clause ("Oma morgen anrufen", "der Vermieterin wegen der Heizung
/// schreiben"): which communication verb, if any, closes the clause each token is in.
///
/// A clause ends at sentence punctuation, a line break, or "und"/"sowie" right after a word written in lower case
/// (a verb: "Milch kaufen und Oma anrufen"); "Oma und Opa anrufen" stays one clause, both reached by the call.
struct ClauseVerbs {
    /// Per token, the index of the communication verb closing its clause, or `nil`.
    private let closing: [Int?]

    /// Reads `scan` when `lexicon` puts verbs last; otherwise no token is reached this way.
    init(scan: EntityScan, classes: [PersonWordClass], lexicon: EntityLexicon) {
        let tokens = scan.tokens
        guard lexicon.closesClauseWithVerb else {
            closing = []
            return
        }
        var closing = [Int?](repeating: nil, count: tokens.count)
        var verb: Int?
        var atClauseEnd = true
        for index in tokens.indices.reversed() {
            let token = tokens[index]
            if token.kind == .lineBreak || (token.kind == .punctuation && Self.endsClause(token.text)) {
                (verb, atClauseEnd) = (nil, true)
                continue
            }
            guard token.kind == .word else { continue }
            if atClauseEnd {
                verb = classes[index].contains(.communicationVerb) ? index : nil
                atClauseEnd = false
            } else if scan.words[index].lists.contains(.conjunction), index > 0, tokens[index - 1].kind == .word,
                !tokens[index - 1].isCapitalized
            {
                atClauseEnd = true
            }
            closing[index] = verb
        }
        self.closing = closing
    }

    /// Whether a communication verb closes the clause of token `index` after it.
    func reaches(_ index: Int) -> Bool {
        guard index < closing.count, let verb = closing[index] else { return false }
        return verb > index
    }

    /// The index of the communication verb closing the clause of token `index`, or `nil`.
    func verb(closing index: Int) -> Int? {
        guard index < closing.count, let verb = closing[index], verb > index else { return nil }
        return verb
    }

    private static func endsClause(_ text: String) -> Bool {
        [",", ".", ";", "!", "?", ":", "(", ")"].contains(text)
    }
}

/// Which of two days the capture asks something for: "cumpleaños de la Javi el sábado, comprar torta el viernes" is
/// due Friday, the day of the clause with the verb.
extension DueDateChoice {
    /// The most tokens looked at from a clause's verb end, so that the look costs O(1) however long the clause is.
    static let verbReach = 8

    /// Whether the clause that holds `span` asks for an action: the word where the language puts a command's verb
    /// (the first of the clause, or the last where commands end with it), the mention's own tokens and fillers
    /// aside, is a known action or communication verb or shaped like an infinitive.
    static func asksAction(
        _ span: ClosedRange<Int>, in tokens: [Token], sentences: SentenceIndex, words: CueWords
    ) -> Bool {
        let clause = sentences.sentence(around: span, clause: true)
        let order: [Int] =
            words.isVerbFinal
            ? Array(clause.reversed().prefix(verbReach)) : Array(clause.prefix(verbReach))
        guard
            let index = order.first(where: { index in
                !span.contains(index) && tokens[index].kind == .word
                    && !words.leadingFillers.contains(tokens[index].normalized)
            })
        else { return false }
        return words.isVerb(tokens[index])
    }
}

/// How a language tells what someone other than the writer wants or said.
///
/// "Henrik will sich nächstes Jahr selbstständig machen, erst Meisterkurs, dann Werkstatt mieten", "Frau Lüdtke
/// meinte, die Facharbeit darf auch auf Englisch sein": such a text records someone's plan or words; it is a note,
/// not the writer's plan, task or message (see ``ReportedStatement``). Empty in a language that reads none.
struct ReportForm: Sendable {
    /// Verbs of saying in the third person or the past ("meinte", "sagt", "erzählte").
    var sayingVerbs: WordSet = []
    /// Verbs of wanting or planning in the third person ("will", "möchte", "plant"), a report only with an
    /// infinitive ending their clause ("Stefan will die Garage selber ausbauen"; "der Chef will den Bericht" asks
    /// for a thing).
    var intentionVerbs: WordSet = []
    /// Words that make the writer or the one written to the subject ("ich", "wir", "du").
    var ownSubjects: WordSet = []
    /// Modals that turn what was said into an instruction ("Mama meinte, ich soll sie anrufen").
    var instructionModals: WordSet = []
    /// Words that open a question someone weighs, after a verb of wanting and a comma ("Mara überlegt, ob sie nach
    /// Wien geht").
    var whetherWords: WordSet = []
}

/// The reading of a text as a report of someone else's wish or words (see ``ReportForm``).
enum ReportedStatement {
    /// The most words a subject before the verb may have ("Der Luis", "Frau Said", "smilla und ihr bruder").
    static let subjectReach = 3

    /// Whether the first clause of `tokens` opens with a subject of at most ``subjectReach`` words that is neither
    /// the writer nor the one written to, then a verb of saying, or a verb of wanting with an infinitive at the
    /// clause's end, and no modal of instruction follows anywhere.
    static func isReport(_ tokens: [Token], words: CueWords) -> Bool {
        let form = words.report
        guard !form.sayingVerbs.isEmpty || !form.intentionVerbs.isEmpty else { return false }
        let clauseEnd = tokens.firstIndex(where: \.endsClause) ?? tokens.count
        var subject = 0
        for index in 0..<clauseEnd where tokens[index].kind == .word {
            let word = tokens[index].normalized
            let isSaying = form.sayingVerbs.contains(word)
            if subject > 0, isSaying || form.intentionVerbs.contains(word) {
                guard
                    isSaying || endsWithInfinitive(tokens, clauseEnd: clauseEnd, after: index, words: words)
                        || opensWhether(tokens, clauseEnd: clauseEnd, form: form)
                else {
                    return false
                }
                return !tokens.contains { $0.kind == .word && form.instructionModals.contains($0.normalized) }
            }
            subject += 1
            guard subject <= subjectReach, !form.ownSubjects.contains(word), !words.leadingFillers.contains(word),
                !words.isKnownVerb(word)
            else { return false }
        }
        return false
    }

    /// Whether a comma ends the clause at `clauseEnd` and a word of ``ReportForm/whetherWords`` follows it.
    private static func opensWhether(_ tokens: [Token], clauseEnd: Int, form: ReportForm) -> Bool {
        clauseEnd + 1 < tokens.count && tokens[clauseEnd].normalized == ","
            && form.whetherWords.contains(tokens[clauseEnd + 1].normalized)
    }

    /// Whether the last word of the clause ending at `clauseEnd`, after `index`, is shaped like an infinitive.
    private static func endsWithInfinitive(_ tokens: [Token], clauseEnd: Int, after index: Int, words: CueWords)
        -> Bool
    {
        guard let last = (index + 1..<clauseEnd).last(where: { tokens[$0].kind == .word }) else { return false }
        return words.infinitive.matches(tokens[last]) || words.isKnownVerb(tokens[last].normalized)
    }
}

/// How a language opens a log of what the writer did or saw, which is a note.
///
/// "slept badly again, third night this week", "observed that velocity drops every sprint", "I noticed the tap
/// drips" read like commands in languages whose past forms have no mark in front ("slept", "drew"). Empty where a
/// language lists no past openers.
struct LogForm: Sendable {
    /// Past forms no ending marks ("slept", "drew", "saw"); not the auxiliaries ("did not want", "had to call").
    var irregularPasts: WordSet = []
    /// Subjects that may stand before the past form ("i", "we").
    var subjects: WordSet = []
}

/// The reading of a text as a log (see ``LogForm``).
enum LogStatement {
    /// Whether `tokens` open, after fillers and a subject, with a past form: one of ``LogForm/irregularPasts`` or a
    /// word with the language's past ending that no verb list holds.
    static func isLog(_ tokens: [Token], words: CueWords) -> Bool {
        let form = words.log
        guard !form.irregularPasts.words.isEmpty else { return false }
        var sawSubject = false
        for token in tokens {
            guard token.kind == .word else {
                if token.kind == .lineBreak || token.endsClause { return false }
                continue
            }
            let word = token.normalized
            if !sawSubject, form.subjects.contains(word) {
                sawSubject = true
                continue
            }
            if !sawSubject, words.leadingFillers.contains(word) { continue }
            return form.irregularPasts.contains(word) || words.pastTense.matches(word) && !words.isKnownVerb(word)
        }
        return false
    }
}

/// Steps written with arrows: "steuer 2025 → belege scannen → elster öffnen → abschicken", "Silberhochzeit im Mai →
/// Saal anfragen, Gästeliste machen, Einladungen drucken", "new york trip: flüge buchen -> hotel suchen -> esta".
///
/// An arrow leads from a goal or a step to the next step, so a text with one, cut at its arrows, commas, semicolons,
/// colons, line breaks and step words ("dann") into three segments or more, at least half of them steps (a known
/// verb at either end, or three words or more), is a plan; segments of one or two words (numbers aside: "2 kg Mehl")
/// without a known verb are items ("Einkauf → tomaten, kartoffeln, zwiebeln": a lower-case plural has the shape of
/// an infinitive, so the shape alone makes no step), and two segments are a reason and its action ("rücken tut weh →
/// stuhl beantragen").
enum ArrowSteps {
    /// The fewest segments of a plan written with arrows.
    static let minimumSegments = 3
    /// The most words of a segment that is an item unless it holds a known verb.
    static let itemLength = 2

    /// Whether `tokens` hold an arrow and read as steps in the language of `words`.
    static func isPlan(_ tokens: [Token], words: CueWords) -> Bool {
        // Punctuation first: this runs for every capture read as a task, a list or a note.
        guard
            tokens.indices.contains(where: {
                tokens[$0].kind == .punctuation && ListSegmentation.isArrow(at: $0, in: tokens)
            })
        else { return false }
        var segments = 0
        var steps = 0
        var length = 0
        var hasContent = false
        var hasVerbAtEnd = false
        var lastWord: String?
        func isKnownVerb(_ word: String) -> Bool { words.isKnownVerb(word) || words.isActionVerb(joined: word) }
        func close() {
            guard hasContent else { return }
            if let lastWord, isKnownVerb(lastWord) { hasVerbAtEnd = true }
            segments += 1
            if length > itemLength || hasVerbAtEnd { steps += 1 }
            length = 0
            hasContent = false
            hasVerbAtEnd = false
            lastWord = nil
        }
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .word where words.stepBreaks.contains(token.normalized):
                close()
            case .number:
                hasContent = true
            case .word:
                if length == 0, isKnownVerb(token.normalized) { hasVerbAtEnd = true }
                hasContent = true
                length += 1
                lastWord = token.normalized
            case .lineBreak:
                close()
            case .punctuation:
                // A full stop ends no step: it is an abbreviation's or a date's as often ("Jürgs 65. Geburtstag").
                let endsStep = token.endsClause && !token.normalized.hasPrefix(".")
                if endsStep || ListSegmentation.isArrow(at: index, in: tokens) { close() }
            default:
                continue
            }
        }
        close()
        return segments >= minimumSegments && steps * 2 >= segments
    }
}

/// The clauses of a capture written in another language than the capture as a whole ("Zahnarzt verschieben, the
/// new slot is friday at 10"), found so that their dates are read with their own language's words.
///
/// Only clauses of three tokens or more are looked at (the detector then needs its own minimum of known grams), and
/// only the first few: the work stays bounded on any text, and a capture that changes language clause by clause is
/// rare.
struct ClauseLanguages {
    /// The clauses to read in another language: token ranges with the language's code, in text order.
    let clauses: [(tokens: Range<Int>, language: String)]

    /// Clauses looked at, at most.
    static let clauseLimit = 8

    /// The clauses of `tokens` (the tokens of `text`) that `detector` reads confidently as another language than
    /// `language`; none when the capture is one clause.
    init(tokens: [Token], text: String, language: String, detector: LanguageDetector) {
        var found: [(tokens: Range<Int>, language: String)] = []
        guard detector.model != nil else {
            clauses = []
            return
        }
        var start = 0
        var looked = 0
        var index = 0
        while index <= tokens.count, looked < Self.clauseLimit {
            guard index == tokens.count || tokens[index].endsClause else {
                index += 1
                continue
            }
            if index == tokens.count && start == 0 { break }  // One clause: the capture's own language.
            if index - start >= 3 {
                looked += 1
                let lower = tokens[start].utf8Range.lowerBound
                let upper = tokens[index - 1].utf8Range.upperBound
                let utf8 = text.utf8
                let slice = String(
                    text[utf8.index(utf8.startIndex, offsetBy: lower)..<utf8.index(utf8.startIndex, offsetBy: upper)])
                let reading = detector.read(slice, default: language)
                if reading.source == .detected, reading.code != language { found.append((start..<index, reading.code)) }
            }
            start = index + 1
            index += 1
        }
        clauses = found
    }
}

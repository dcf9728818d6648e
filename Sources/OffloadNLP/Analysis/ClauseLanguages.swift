/// The language of a capture, and the clauses written in another language than the capture as a whole ("Zahnarzt
/// verschieben, the new slot is friday at 10"), found so that their dates are read with their own language's words.
///
/// One pass over the capture's character grams, clause by clause: the capture's sums are its clauses' sums (clauses
/// end at punctuation and line breaks, where no gram crosses), so no clause is read twice. Only clauses of three
/// tokens or more are looked at on their own (the detector then needs its own minimum of known grams), and only the
/// first few; the capture as a whole is read up to the detector's letter limit, checked clause by clause. The work
/// stays bounded on any text, and a capture that changes language clause by clause is rare.
struct ClauseLanguages {
    /// The language to read the capture in: the detected one, else the default.
    let reading: LanguageReading
    /// The clauses to read in another language than ``reading``: token ranges with the language's code, in text
    /// order; none when the capture is one clause.
    let clauses: [(tokens: Range<Int>, language: String)]

    /// Clauses looked at on their own, at most.
    static let clauseLimit = 8

    /// `reading` for the whole capture, as the user forced it: no clause is read in another language.
    init(forced reading: LanguageReading) {
        self.reading = reading
        clauses = []
    }

    /// The languages of `tokens` (the tokens of `text`) as `detector` reads them, falling back to `defaultLanguage`.
    init(tokens: [Token], text: String, default defaultLanguage: String, detector: LanguageDetector) {
        guard let model = detector.model else {
            reading = LanguageReading(code: defaultLanguage, source: .fallback)
            clauses = []
            return
        }
        let width = model.languages.count
        let limit = LanguageDetector.letterLimit
        var whole = GramSums(width: width)
        var clause = GramSums(width: width)
        var letters = 0
        var looked = 0
        // The clauses read confidently, in text order, with their language; compared with the whole at the end.
        var detected: [(tokens: Range<Int>, language: String)] = []
        var start = 0
        var index = 0
        var endsAnyClause = false
        let utf8 = text.utf8
        while index <= tokens.count {
            guard index == tokens.count || tokens[index].endsClause else {
                index += 1
                continue
            }
            if index < tokens.count { endsAnyClause = true }
            let ownReading = index - start >= 3 && looked < Self.clauseLimit
            if index > start, ownReading || letters < limit {
                let lower = utf8.index(utf8.startIndex, offsetBy: tokens[start].utf8Range.lowerBound)
                let upper = utf8.index(utf8.startIndex, offsetBy: tokens[index - 1].utf8Range.upperBound)
                clause.clear()
                let read = model.add(text[lower..<upper], letterLimit: limit, to: &clause)
                if letters < limit {
                    whole += clause
                    letters += read
                }
                if ownReading {
                    looked += 1
                    let own = detector.read(clause, default: defaultLanguage)
                    if own.source == .detected { detected.append((start..<index, own.code)) }
                }
            } else if letters >= limit && looked >= Self.clauseLimit {
                break
            }
            start = index + 1
            index += 1
        }
        let reading = detector.read(whole, default: defaultLanguage)
        self.reading = reading
        // One clause: the capture's own language.
        clauses = endsAnyClause ? detected.filter { $0.language != reading.code } : []
    }
}

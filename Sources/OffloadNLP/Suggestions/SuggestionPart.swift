import OffloadCore

/// The part of a capture one suggestion is built from: the whole capture, or one clause of it.
struct Part {
    let tokens: [Token]
    let classification: Classification
    let dates: [DateMention]
    let entities: [Entity]
    let title: String
    let span: TextSpan?
    /// The capture's text (all of it, also for a clause).
    let text: String
    /// The language code the capture was read in.
    let language: String

    init(analysis: CaptureAnalysis, text: String) {
        self.text = text
        language = analysis.language.code
        tokens = analysis.tokens
        classification = analysis.classification
        dates = analysis.dates
        entities = analysis.entities
        title = analysis.title
        span = Self.span(of: analysis.tokens)
    }

    /// The clause `range` (token indices) of `analysis`, classified on its own (a suggestion shows the intent's
    /// explanation only).
    init(clause range: Range<Int>, of analysis: CaptureAnalysis, text: String, classifier: CaptureClassifier) {
        self.text = text
        language = analysis.language.code
        let clauseTokens = Array(analysis.tokens[range])
        tokens = clauseTokens
        classification = classifier.classify(clauseTokens, explain: .intent)
        let lower = clauseTokens.first?.characterRange.lowerBound ?? 0
        let upper = clauseTokens.last?.characterRange.upperBound ?? 0
        // Dates and entities come sorted by start: look only at those starting inside the clause, so that all the
        // clauses of a long capture together read each once.
        dates = Self.inside(analysis.dates, lower..<upper, range: \.characterRange)
        entities = Self.inside(analysis.entities, lower..<upper, range: \.characterRange)
        title = TitleCleaner(language: language).title(
            from: clauseTokens, text: text, dates: dates, entities: entities,
            keepingListItems: TitleCleaner.keepsListItems(intent: classification.intent.label))
        span = Self.span(of: clauseTokens)
    }

    /// The title of a note: its words as written, dates, spoken lead-ins and anything that looks like a list
    /// included; only tags and priority cues go.
    var noteTitle: String {
        let cues = entities.filter { $0.kind == .hashtag || $0.kind == .priority }
        return TitleCleaner(language: language).title(
            from: tokens, text: text, dates: [], entities: cues, strippingLeadIn: false)
    }

    /// The elements of `sorted` (ordered by their range's start) whose range lies within `clause`.
    static func inside<Element>(_ sorted: [Element], _ clause: Range<Int>, range: (Element) -> Range<Int>)
        -> [Element]
    {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if range(sorted[middle]).lowerBound < clause.lowerBound { low = middle + 1 } else { high = middle }
        }
        var found: [Element] = []
        var index = low
        while index < sorted.count, range(sorted[index]).lowerBound <= clause.upperBound {
            if range(sorted[index]).upperBound <= clause.upperBound { found.append(sorted[index]) }
            index += 1
        }
        WorkMeter.add(index - low + 1)
        return found
    }

    private static func span(of tokens: [Token]) -> TextSpan? {
        guard let first = tokens.first, let last = tokens.last else { return nil }
        return TextSpan(start: first.characterRange.lowerBound, end: last.characterRange.upperBound)
    }
}

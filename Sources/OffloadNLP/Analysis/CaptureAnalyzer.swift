/// Runs the language pipeline on raw text: tokenize, classify, find dates and entities, clean the title.
///
/// Pure and thread-safe; nothing reads the system clock (relative dates resolve against the given
/// ``DateContext``).
///
/// ```swift
/// let analyzer = CaptureAnalyzer(models: try ClassifierModels.load(from: modelsURL))
/// let context = try DateContext(now: .now, timeZone: "Europe/Berlin")
/// let analysis = analyzer.analyze("call mom tmrw at 5pm!!", in: context)
/// // analysis.title == "Call mom", analysis.dates[0].localISO == "…T17:00", a priority entity "!!" (high)
/// ```
public struct CaptureAnalyzer: Sendable {
    private let tokenizer = Tokenizer()
    /// The classifiers it reads intents and categories with, one per language; a ``SuggestionBuilder`` can share
    /// them.
    public let classifiers: LanguageClassifiers
    /// Tells each capture's language, unless the date context forces one.
    public let detector: LanguageDetector
    private let dateExtractor = DateExtractor()

    /// The English classifier.
    public var classifier: CaptureClassifier { classifiers.primary }

    /// Creates an analyzer over the English models alone: every capture is read in the context's language with
    /// them, nothing is detected.
    public init(models: ClassifierModels) {
        self.init(classifier: CaptureClassifier(models: models))
    }

    /// Creates an analyzer over a classifier already built (its tables are built once per process); nothing is
    /// detected.
    public init(classifier: CaptureClassifier) {
        self.classifiers = LanguageClassifiers(classifier)
        self.detector = LanguageDetector(model: nil)
    }

    /// Creates an analyzer over every model of a models folder: it detects each capture's language and reads it
    /// with that language's words and models.
    public init(shelf: ModelShelf) {
        self.classifiers = LanguageClassifiers(shelf)
        self.detector = shelf.detector
    }

    /// Analyzes `text` without a date context.
    ///
    /// No dates are resolved; entities and the title are found without them. The predictions that `explain` names
    /// carry their top features.
    public func analyze(_ text: String, explain: ExplainedPredictions = .all) -> CaptureAnalysis {
        analyze(text, context: nil, explain: explain)
    }

    /// Analyzes `text`, resolving dates against `context` and reading relation words of its locale's language.
    ///
    /// - Parameters:
    ///   - text: The raw capture.
    ///   - context: Reference instant, time zone and locale.
    ///   - explain: Which predictions carry their top features (each costs time).
    /// - Returns: The full analysis; never fails on any input.
    public func analyze(_ text: String, in context: DateContext, explain: ExplainedPredictions = .all)
        -> CaptureAnalysis
    {
        analyze(text, context: context, explain: explain)
    }

    /// ``analyze(_:in:explain:)`` that gives up when the current task is cancelled.
    ///
    /// Every stage takes time in proportion to the text, and the longest loops look at `Task.isCancelled` as they
    /// go, so even a capture of several megabytes stops within a fraction of a second of its task's cancellation.
    ///
    /// - Throws: `CancellationError` when the task is cancelled before or during the analysis; a partial analysis
    ///   is never returned.
    public func analyzeUnlessCancelled(
        _ text: String, in context: DateContext, explain: ExplainedPredictions = .all
    ) throws(CancellationError) -> CaptureAnalysis {
        try analyze(text, context: context, explain: explain) { () throws(CancellationError) in
            if Task.isCancelled { throw CancellationError() }
        }
    }

    private func analyze(_ text: String, context: DateContext?, explain: ExplainedPredictions) -> CaptureAnalysis {
        analyze(text, context: context, explain: explain) {}
    }

    /// The pipeline, calling `checkCancellation` between its stages.
    private func analyze<Failure: Error>(
        _ text: String, context: DateContext?, explain: ExplainedPredictions,
        checkCancellation: () throws(Failure) -> Void
    ) throws(Failure) -> CaptureAnalysis {
        try checkCancellation()
        let tokens = tokenizer.tokenize(text)
        WorkMeter.add(tokens.count)
        let languages = self.languages(of: tokens, text: text, context: context)
        let language = languages.reading
        let context = context?.reading(language.code)
        try checkCancellation()
        let classification = classifiers.classifier(for: language.code).classify(tokens, explain: explain)
        try checkCancellation()
        var mentions = context.map { clauseDates(in: tokens, clauses: languages.clauses, context: $0) } ?? []
        if mentions.isEmpty, let context, let guess = language.fallbackGuess {
            mentions = dateExtractor.extract(from: tokens, in: context.reading(guess))
        }
        // In place: a mapped copy of every mention doubled their memory for a long capture.
        for index in mentions.indices { mentions[index] = exact(mentions[index], tokens: tokens, text: text) }
        try checkCancellation()
        // The entity rules and the title cleaner read the same word lists; look them up once.
        let words = EntityLexicon.forLanguage(language.code).words(of: tokens)
        let entities = EntityExtractor(language: language.code)
            .extract(from: tokens, text: text, dates: mentions, words: words)
        let dates = Self.withoutPeople(mentions, entities: entities)
        try checkCancellation()
        let title = TitleCleaner(language: language.code).title(
            from: tokens, text: text, dates: dates, entities: entities, words: words,
            keepingListItems: TitleCleaner.keepsListItems(intent: classification.intent.label))
        try checkCancellation()
        return CaptureAnalysis(
            text: text, tokens: tokens, classification: classification, dates: dates, entities: entities, title: title,
            language: language)
    }

    /// The date mentions of `tokens`, each of `clauses` (written in another language than the capture's) read with
    /// that language's words instead ("Zahnarzt verschieben, the new slot is friday at 10").
    private func clauseDates(
        in tokens: [Token], clauses: [(tokens: Range<Int>, language: String)], context: DateContext
    ) -> [DateMention] {
        let mentions = dateExtractor.extract(from: tokens, in: context)
        guard !clauses.isEmpty else { return mentions }
        var result: [DateMention] = []
        var cursor = 0
        for clause in clauses {
            let lower = tokens[clause.tokens.lowerBound].characterRange.lowerBound
            let upper = tokens[clause.tokens.upperBound - 1].characterRange.upperBound
            // The capture's mentions before the clause, then the clause's own, read in its language.
            while cursor < mentions.count, mentions[cursor].characterRange.lowerBound < lower {
                if mentions[cursor].characterRange.upperBound <= lower { result.append(mentions[cursor]) }
                cursor += 1
            }
            let first = cursor
            while cursor < mentions.count, mentions[cursor].characterRange.lowerBound < upper { cursor += 1 }
            let own = dateExtractor.extract(from: Array(tokens[clause.tokens]), in: context.reading(clause.language))
            // A clause its own language reads no date in keeps what the capture's language read there.
            result += own.isEmpty ? Array(mentions[first..<cursor]) : own
        }
        result += mentions[cursor...]
        return result
    }

    /// The language to read `text` in and its clauses in other languages: the context's language alone when it
    /// forces one, else the detected ones, falling back to the context's (or English without a context).
    private func languages(of tokens: [Token], text: String, context: DateContext?) -> ClauseLanguages {
        let preferred = context?.locale.language ?? ModelShelf.primaryLanguage
        if context?.forcesLanguage == true {
            return ClauseLanguages(forced: LanguageReading(code: preferred, source: .forced))
        }
        return ClauseLanguages(tokens: tokens, text: text, default: preferred, detector: detector)
    }

    /// `dates` without the mentions that name a person ("call April": April, not the first of April).
    private static func withoutPeople(_ dates: [DateMention], entities: [Entity]) -> [DateMention] {
        guard !dates.isEmpty else { return dates }
        let people = RangeUnion(entities.lazy.filter { $0.kind == .person }.map(\.characterRange))
        guard !people.isEmpty else { return dates }
        var cursor = 0
        var probes = 0
        let kept = dates.filter { !people.overlaps($0.characterRange, cursor: &cursor, probes: &probes) }
        WorkMeter.add(probes)
        return kept
    }

    /// `mention` with its text as the exact source slice (the token-based extractor rebuilds it with single
    /// spaces).
    private func exact(_ mention: DateMention, tokens: [Token], text: String) -> DateMention {
        let utf8 = text.utf8
        guard mention.utf8Range.upperBound <= utf8.count else { return mention }
        let lower = utf8.index(utf8.startIndex, offsetBy: mention.utf8Range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: mention.utf8Range.upperBound)
        let slice = String(text[lower..<upper])
        guard slice != mention.text else { return mention }
        return DateMention(
            text: slice, characterRange: mention.characterRange, utf8Range: mention.utf8Range, kind: mention.kind,
            values: mention.values, endValue: mention.endValue, instants: mention.instants,
            endInstant: mention.endInstant, durationSeconds: mention.durationSeconds, rrule: mention.rrule,
            granularity: mention.granularity, confidence: mention.confidence, isInGap: mention.isInGap)
    }
}

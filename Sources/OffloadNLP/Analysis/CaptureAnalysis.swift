/// Everything the pipeline knows about one capture: tokens, intent, category (and, later, dates and entities).
public struct CaptureAnalysis: Sendable {
    /// Tokens of the raw text.
    public let tokens: [Token]
    /// Intent and category predictions.
    public let classification: Classification
}

/// Runs the language pipeline on raw text; pure and thread-safe.
public struct CaptureAnalyzer: Sendable {
    private let tokenizer = Tokenizer()
    private let classifier: CaptureClassifier

    /// Creates an analyzer over trained models.
    public init(models: ClassifierModels) {
        classifier = CaptureClassifier(models: models)
    }

    /// Analyzes `text`; with `explain`, predictions carry their top features.
    public func analyze(_ text: String, explain: Bool = true) -> CaptureAnalysis {
        let tokens = tokenizer.tokenize(text)
        return CaptureAnalysis(tokens: tokens, classification: classifier.classify(tokens, explain: explain))
    }
}

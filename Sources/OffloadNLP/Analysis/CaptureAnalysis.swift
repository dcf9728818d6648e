/// Everything the pipeline knows about one capture: tokens, intent and category, dates, entities and a title.
public struct CaptureAnalysis: Sendable {
    /// The raw text, as captured; every token, date and entity range points into it.
    public let text: String
    /// Tokens of the raw text.
    public let tokens: [Token]
    /// Intent and category predictions.
    public let classification: Classification
    /// Date and time mentions resolved against the analysis's ``DateContext``; empty when no context was given.
    public let dates: [DateMention]
    /// People, list items, money, links, priority cues, … in start order.
    public let entities: [Entity]
    /// The cleaned title (see ``TitleCleaner``).
    public let title: String
    /// The language the capture was read in, and how it was chosen.
    public let language: LanguageReading

    /// Creates an analysis.
    public init(
        text: String, tokens: [Token], classification: Classification, dates: [DateMention], entities: [Entity],
        title: String, language: LanguageReading = LanguageReading(code: ModelShelf.primaryLanguage, source: .fallback)
    ) {
        self.language = language
        self.text = text
        self.tokens = tokens
        self.classification = classification
        self.dates = dates
        self.entities = entities
        self.title = title
    }
}

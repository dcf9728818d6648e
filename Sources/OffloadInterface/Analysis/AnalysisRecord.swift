import Foundation
import OffloadCore
import OffloadNLP

/// The JSON form of one analysis (`--json` and each `--jsonl` output line).
public struct AnalysisRecord: Encodable {
    /// One token: its text, kind and character offsets (grapheme clusters, end exclusive).
    public struct TokenRecord: Encodable {
        /// The text as written in the analysed capture.
        public let text: String
        /// The kind, as its raw value.
        public let kind: String
        /// The first character's offset (grapheme clusters).
        public let start: Int
        /// The offset after the last character (grapheme clusters).
        public let end: Int
    }

    /// One date mention: character offsets (grapheme clusters, end exclusive) and its resolved value.
    public struct DateRecord: Encodable {
        /// The text as written in the analysed capture.
        public let text: String
        /// The first character's offset (grapheme clusters).
        public let start: Int
        /// The offset after the last character (grapheme clusters).
        public let end: Int
        /// The kind, as its raw value.
        public let kind: String
        /// The first resolved value, ISO 8601.
        public let value: String?
        /// The end of a range, when it is one.
        public let endValue: String?
        /// The RFC 5545 rule of a recurrence.
        public let rrule: String?
        /// The length of a duration in seconds.
        public let durationSeconds: Double?
        /// How precise the value is, such as `day` or `minute`.
        public let granularity: String

        /// The record of `mention`.
        public init(_ mention: DateMention) {
            text = mention.text
            start = mention.characterRange.lowerBound
            end = mention.characterRange.upperBound
            kind = mention.kind.rawValue
            value = mention.values.first
            endValue = mention.endValue
            rrule = mention.rrule
            durationSeconds = mention.durationSeconds
            granularity = mention.granularity.rawValue
        }

        enum CodingKeys: String, CodingKey {
            case text, start, end, kind, value, rrule, granularity
            case endValue = "end_value"
            case durationSeconds = "duration_seconds"
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(start, forKey: .start)
            try container.encode(end, forKey: .end)
            try container.encode(kind, forKey: .kind)
            try container.encode(value, forKey: .value)
            try container.encodeIfPresent(endValue, forKey: .endValue)
            try container.encodeIfPresent(rrule, forKey: .rrule)
            try container.encodeIfPresent(durationSeconds, forKey: .durationSeconds)
            try container.encode(granularity, forKey: .granularity)
        }
    }

    /// One entity: character offsets (grapheme clusters, end exclusive), its normalized value and confidence.
    public struct EntityRecord: Encodable {
        /// The kind, as its raw value.
        public let kind: String
        /// The text as written in the analysed capture.
        public let text: String
        /// The first character's offset (grapheme clusters).
        public let start: Int
        /// The offset after the last character (grapheme clusters).
        public let end: Int
        /// The normalized value: text, amount, quantity, priority or duration.
        public let value: Entity.Value
        /// The confidence, 0 to 1, rounded.
        public let confidence: Double

        /// The record of `entity`, its confidence rounded to four places.
        public init(_ entity: Entity) {
            kind = entity.kind.rawValue
            text = entity.text
            start = entity.characterRange.lowerBound
            end = entity.characterRange.upperBound
            value = entity.value
            confidence = AnalysisRecord.rounded(entity.confidence)
        }
    }

    /// The full id, lowercase UUID.
    public let id: String?
    /// The title exactly as stored.
    public let title: String
    /// The date mentions found.
    public let dates: [DateRecord]
    /// The entities found.
    public let entities: [EntityRecord]
    /// The predicted intent.
    public let intent: String
    /// The confidence, 0 to 1, rounded.
    public let confidence: Double
    /// The category's name.
    public let category: String?
    /// The category's confidence, rounded.
    public let categoryConfidence: Double
    /// The features that weighed most.
    public let explanation: [ExplanationItem]
    /// The tokens; only when asked for.
    public let tokens: [TokenRecord]?
    /// The language the capture was read in and how it was chosen.
    public let language: LanguageRecord

    /// The language a capture was read in: `code`, `source` (`detected`, `forced` or `fallback`), the detector's
    /// `confidence` when it ran, and its `guess` when the reading fell back to the default.
    public struct LanguageRecord: Encodable, Sendable {
        /// The language code.
        public let code: String
        /// How it was chosen.
        public let source: String
        /// The detector's confidence, rounded.
        public let confidence: Double?
        /// The detector's best guess when it was not used.
        public let guess: String?

        init(_ reading: LanguageReading) {
            code = reading.code
            source = reading.source.rawValue
            confidence = reading.confidence.map(AnalysisRecord.rounded)
            guess = reading.guess
        }
    }

    /// The record of `analysis`, echoing `id` (`--jsonl`), with the tokens only when `includeTokens`.
    public init(id: String?, analysis: CaptureAnalysis, includeTokens: Bool) {
        self.id = id
        title = analysis.title
        dates = analysis.dates.map(DateRecord.init)
        entities = analysis.entities.map(EntityRecord.init)
        let classification = analysis.classification
        intent = classification.intent.label
        confidence = Self.rounded(classification.intent.confidence)
        let categoryLabel = classification.category.label
        category = categoryLabel == ClassifierModels.noCategory ? nil : categoryLabel
        categoryConfidence = Self.rounded(classification.category.confidence)
        explanation = classification.intent.explanation
        language = LanguageRecord(analysis.language)
        tokens =
            includeTokens
            ? analysis.tokens.map {
                TokenRecord(
                    text: $0.text, kind: $0.kind.rawValue, start: $0.characterRange.lowerBound,
                    end: $0.characterRange.upperBound)
            }
            : nil
    }

    fileprivate static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    enum CodingKeys: String, CodingKey {
        case id, title, dates, entities, intent, confidence, category, categoryConfidence, explanation, tokens
        case language
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(dates, forKey: .dates)
        try container.encode(entities, forKey: .entities)
        try container.encode(intent, forKey: .intent)
        try container.encode(language, forKey: .language)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(category, forKey: .category)
        try container.encode(categoryConfidence, forKey: .categoryConfidence)
        try container.encode(explanation, forKey: .explanation)
        try container.encodeIfPresent(tokens, forKey: .tokens)
    }
}

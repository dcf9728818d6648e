import Foundation
import OffloadCore
import OffloadNLP

/// The JSON form of one analysis (`--json` and each `--jsonl` output line).
public struct AnalysisRecord: Encodable {
    /// One token: its text, kind and character offsets (grapheme clusters, end exclusive).
    public struct TokenRecord: Encodable {
        public let text: String
        public let kind: String
        public let start: Int
        public let end: Int
    }

    /// One date mention: character offsets (grapheme clusters, end exclusive) and its resolved value.
    public struct DateRecord: Encodable {
        public let text: String
        public let start: Int
        public let end: Int
        public let kind: String
        public let value: String?
        public let endValue: String?
        public let rrule: String?
        public let durationSeconds: Double?
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
        public let kind: String
        public let text: String
        public let start: Int
        public let end: Int
        public let value: Entity.Value
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

    public let id: String?
    public let title: String
    public let dates: [DateRecord]
    public let entities: [EntityRecord]
    public let intent: String
    public let confidence: Double
    public let category: String?
    public let categoryConfidence: Double
    public let explanation: [ExplanationItem]
    public let tokens: [TokenRecord]?

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
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(dates, forKey: .dates)
        try container.encode(entities, forKey: .entities)
        try container.encode(intent, forKey: .intent)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(category, forKey: .category)
        try container.encode(categoryConfidence, forKey: .categoryConfidence)
        try container.encode(explanation, forKey: .explanation)
        try container.encodeIfPresent(tokens, forKey: .tokens)
    }
}

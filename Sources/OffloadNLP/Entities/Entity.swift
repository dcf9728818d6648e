import Foundation
import OffloadCore

/// One thing found in a capture besides its dates: a person, a list item, an amount of money, a priority cue, ….
///
/// ``characterRange`` counts grapheme clusters (`Character`s) from the start of the raw text, end exclusive, and
/// slicing the raw text with it gives back ``text`` exactly. ``value`` holds the normalized reading.
public struct Entity: Hashable, Sendable, Codable {
    /// What sort of thing an entity is.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case person, relation, listName = "list_name", listItem = "list_item", money, url, email, phone, hashtag
        case mention, priority, duration
    }

    /// The normalized reading; only the fields that fit the kind are set.
    public struct Value: Hashable, Sendable, Codable {
        /// A name, relation word, list name, item name, URL, address, phone digits, tag or handle (lower-cased
        /// where the kind is case-insensitive); always built from the source text, never invented.
        public var text: String?
        /// A money amount, in the currency's main unit.
        public var amount: Decimal?
        /// An ISO 4217 currency code (`EUR`, `USD`, `GBP`), when the text says which.
        public var currency: String?
        /// How many of a list item.
        public var quantity: Double?
        /// The singular unit of a list item's quantity (`loaf`, `g`).
        public var unit: String?
        /// The priority a cue stands for.
        public var priority: TaskPriority?
        /// The length of a duration, in seconds.
        public var seconds: Double?

        /// Creates a value; unset fields are `nil`.
        public init(
            text: String? = nil, amount: Decimal? = nil, currency: String? = nil, quantity: Double? = nil,
            unit: String? = nil, priority: TaskPriority? = nil, seconds: Double? = nil
        ) {
            self.text = text
            self.amount = amount
            self.currency = currency
            self.quantity = quantity
            self.unit = unit
            self.priority = priority
            self.seconds = seconds
        }
    }

    /// What sort of thing it is.
    public let kind: Kind
    /// The exact source text.
    public let text: String
    /// Grapheme-cluster offsets into the capture, end exclusive.
    public let characterRange: Range<Int>
    /// The normalized reading.
    public let value: Value
    /// How sure the rule that found it is, in `0...1`.
    public let confidence: Double

    /// Creates an entity; `confidence` is clamped to `0...1` (NaN becomes 0).
    public init(kind: Kind, text: String, characterRange: Range<Int>, value: Value, confidence: Double) {
        self.kind = kind
        self.text = text
        self.characterRange = characterRange
        self.value = value
        self.confidence = min(max(confidence.isFinite ? confidence : 0, 0), 1)
    }

    /// Whether the entity names someone to contact: a person, a relation, an email address, a phone number or an
    /// @mention.
    public var isContact: Bool {
        switch kind {
        case .person, .relation, .email, .phone, .mention: true
        default: false
        }
    }

    /// The span as a ``TextSpan``.
    public var span: TextSpan? { TextSpan(start: characterRange.lowerBound, end: characterRange.upperBound) }
}

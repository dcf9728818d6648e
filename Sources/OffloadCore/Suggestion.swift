import Foundation

/// Where an accepted suggestion is placed; also the intent classes of the classifier.
public enum DestinationType: String, Codable, Sendable, CaseIterable {
    case task, list, plan, communication, note
}

/// How a communication is made.
public enum CommunicationChannel: String, Codable, Sendable, CaseIterable {
    case call, email, message
}

/// A half-open range of characters (Unicode scalars are not used; these count `Character`s) in the raw text.
public struct TextSpan: Hashable, Codable, Sendable {
    /// First character offset.
    public let start: Int
    /// One past the last character offset.
    public let end: Int

    /// Creates a span, or returns `nil` when `start > end` or `start < 0`.
    public init?(start: Int, end: Int) {
        guard start >= 0, start <= end else { return nil }
        self.start = start
        self.end = end
    }
}

/// One reason behind a prediction: a feature and its contribution in log-odds.
public struct ExplanationItem: Hashable, Codable, Sendable {
    /// The feature, such as `w:milk` or `cue:lead-communication`.
    public let feature: String
    /// Contribution toward the predicted class against the runner-up, in natural-log odds.
    public let weight: Double
    /// Where in the raw text the feature came from, when it has one place.
    public let span: TextSpan?

    /// Creates an explanation item.
    public init(feature: String, weight: Double, span: TextSpan? = nil) {
        self.feature = feature
        self.weight = weight
        self.span = span
    }
}

/// One item of a suggested list or plan step.
public struct SuggestedItem: Hashable, Codable, Sendable {
    /// The item text as it should appear.
    public var text: String
    /// How many, when the text says so.
    public var quantity: Double?
    /// Unit of the quantity ("loaf", "kg").
    public var unit: String?
    /// Where it came from in the raw text.
    public var span: TextSpan?
    /// Sub-items, for nested plans.
    public var children: [SuggestedItem]

    /// Creates an item.
    public init(
        text: String, quantity: Double? = nil, unit: String? = nil, span: TextSpan? = nil,
        children: [SuggestedItem] = []
    ) {
        self.text = text
        self.quantity = quantity
        self.unit = unit
        self.span = span
        self.children = children
    }
}

/// A proposed placement for a capture, awaiting the user's decision.
public struct Suggestion: Identifiable, Hashable, Codable, Sendable {
    /// Stable identifier.
    public let id: UUID
    /// The run that produced it.
    public let runID: UUID
    /// The capture it organizes.
    public let captureID: UUID
    /// Cleaned title.
    public var title: String
    /// Calibrated probability that the destination is right.
    public var confidence: Confidence
    /// Where it would be placed.
    public var destinationType: DestinationType
    /// Name of the list or plan, for list and plan suggestions.
    public var destinationName: String?
    /// List items or plan steps.
    public var items: [SuggestedItem]
    /// When it is due (UTC instant), if the text says.
    public var dueDate: Date?
    /// RFC 5545 recurrence rule, if the text says.
    public var recurrence: String?
    /// Priority, if the text says.
    public var priority: TaskPriority?
    /// Category name.
    public var category: String?
    /// Tag names.
    public var tags: [String]
    /// The person to contact, for communications.
    public var contact: String?
    /// How to contact them.
    public var channel: CommunicationChannel?
    /// Why this suggestion was made.
    public var explanation: [ExplanationItem]

    /// Creates a suggestion.
    public init(
        id: UUID = .random(), runID: UUID, captureID: UUID, title: String, confidence: Confidence,
        destinationType: DestinationType, destinationName: String? = nil, items: [SuggestedItem] = [],
        dueDate: Date? = nil, recurrence: String? = nil, priority: TaskPriority? = nil, category: String? = nil,
        tags: [String] = [], contact: String? = nil, channel: CommunicationChannel? = nil,
        explanation: [ExplanationItem] = []
    ) {
        self.id = id
        self.runID = runID
        self.captureID = captureID
        self.title = title
        self.confidence = confidence
        self.destinationType = destinationType
        self.destinationName = destinationName
        self.items = items
        self.dueDate = dueDate
        self.recurrence = recurrence
        self.priority = priority
        self.category = category
        self.tags = tags
        self.contact = contact
        self.channel = channel
        self.explanation = explanation
    }
}

/// What the user decided about a suggestion.
public enum DecisionKind: String, Codable, Sendable, CaseIterable {
    case accepted, rejected, edited
}

/// A recorded decision; every review action writes one.
public struct SuggestionDecision: Identifiable, Hashable, Codable, Sendable {
    /// Stable identifier.
    public let id: UUID
    /// The suggestion decided on.
    public let suggestionID: UUID
    /// The decision.
    public let kind: DecisionKind
    /// When it was made.
    public let decidedAt: Date
    /// The suggestion as edited, for `edited` decisions.
    public let edited: Suggestion?

    /// Creates a decision.
    public init(
        id: UUID = .random(), suggestionID: UUID, kind: DecisionKind, decidedAt: Date = Date(),
        edited: Suggestion? = nil
    ) {
        self.id = id
        self.suggestionID = suggestionID
        self.kind = kind
        self.decidedAt = decidedAt
        self.edited = edited
    }
}

/// Where an accepted or edited suggestion ended up.
public struct Placement: Identifiable, Hashable, Codable, Sendable {
    /// Stable identifier.
    public let id: UUID
    /// The decision that placed it.
    public let decisionID: UUID
    /// The kind of thing created or updated.
    public let destinationType: DestinationType
    /// The id of the task, plan, list, communication item or note created.
    public let destinationID: UUID
    /// When it was placed.
    public let placedAt: Date

    /// Creates a placement.
    public init(
        id: UUID = .random(), decisionID: UUID, destinationType: DestinationType, destinationID: UUID,
        placedAt: Date = Date()
    ) {
        self.id = id
        self.decisionID = decisionID
        self.destinationType = destinationType
        self.destinationID = destinationID
        self.placedAt = placedAt
    }
}

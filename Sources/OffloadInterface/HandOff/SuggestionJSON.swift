import Foundation
import OffloadCore
import OffloadStore

/// The stable JSON shape of a capture awaiting review (`offload suggestions --json`); documented in README.md.
public struct ReviewItemJSON: Encodable {
    /// The capture the suggestions are for.
    public let capture: CaptureJSON
    /// The id of the hand-off run that made them.
    public let runID: String
    /// The version of the models that made them.
    public let modelVersion: String
    /// The language the capture was read in; absent for runs made before languages were detected.
    public let language: String?
    /// The suggestions, best first.
    public let suggestions: [SuggestionJSON]

    /// The object for `item`.
    public init(_ item: ReviewItem) {
        capture = CaptureJSON(item.capture)
        runID = item.run.id.uuidString.lowercased()
        modelVersion = item.run.modelVersion
        language = item.run.language
        suggestions = item.suggestions.map { SuggestionJSON($0, alreadyPlaced: item.alreadyPlaced[$0.id]) }
    }
}

/// One suggestion on stdout; absent values are left out.
public struct SuggestionJSON: Encodable {
    /// One suggested item, with its nested items; a quantity JSON cannot hold is left out.
    public struct Item: Encodable {
        /// The text exactly as stored.
        public let text: String
        /// The amount, when it has one that JSON can hold.
        public let quantity: Double?
        /// The unit of the amount, such as `kg`.
        public let unit: String?
        /// Items nested under it.
        public let children: [Item]?

        /// The object for `item`.
        public init(_ item: SuggestedItem) {
            text = item.text
            quantity = QuantityText.json(item.quantity)
            unit = item.unit
            children = item.children.isEmpty ? nil : item.children.map(Item.init)
        }
    }

    /// One feature that weighed in the suggestion, its weight rounded to three places.
    public struct Reason: Encodable {
        /// The feature, such as `w:call`.
        public let feature: String
        /// Its weight, rounded to three places.
        public let weight: Double
    }

    /// What an earlier run of the same capture placed that this suggestion would repeat.
    public struct Placed: Encodable {
        /// `task`, `list`, `plan`, `communication` or `note`.
        public let destinationType: String
        /// The id of the row placed.
        public let destinationID: String
        /// The name or title of the destination.
        public let destinationName: String

        /// The object for `placed`.
        public init(_ placed: PlacedDestination) {
            destinationType = placed.type.rawValue
            destinationID = placed.id.uuidString.lowercased()
            destinationName = placed.name
        }
    }

    /// The full id, lowercase UUID.
    public let id: String
    /// The id of the capture it came from.
    public let captureID: String
    /// The title exactly as stored.
    public let title: String
    /// The confidence, 0 to 1, rounded.
    public let confidence: Double
    /// `task`, `list`, `plan`, `communication` or `note`.
    public let destinationType: String
    /// The name or title of the destination.
    public let destinationName: String?
    /// Its items, in order.
    public let items: [Item]
    /// When it is due: ISO 8601 in UTC with milliseconds.
    public let dueDate: String?
    /// The RFC 5545 rule, such as `FREQ=WEEKLY;BYDAY=MO`.
    public let recurrence: String?
    /// `low`, `medium`, `high` or `urgent`.
    public let priority: String?
    /// The category's name.
    public let category: String?
    /// Tag names, sorted ignoring case.
    public let tags: [String]
    /// Whom to contact.
    public let contact: String?
    /// `call`, `email` or `message`.
    public let channel: String?
    /// The features that weighed most.
    public let explanation: [Reason]
    /// Where an earlier run of the same capture placed what this repeats.
    public let alreadyPlaced: Placed?

    /// The object for `suggestion`, with where an earlier run placed what it repeats.
    public init(_ suggestion: Suggestion, alreadyPlaced: PlacedDestination? = nil) {
        id = suggestion.id.uuidString.lowercased()
        captureID = suggestion.captureID.uuidString.lowercased()
        title = suggestion.title
        confidence = (suggestion.confidence.value * 1000).rounded() / 1000
        destinationType = suggestion.destinationType.rawValue
        destinationName = suggestion.destinationName
        items = suggestion.items.map(Item.init)
        dueDate = suggestion.dueDate.map(ISODate.string)
        recurrence = suggestion.recurrence
        priority = suggestion.priority?.rawValue
        category = suggestion.category
        tags = suggestion.tags
        contact = suggestion.contact
        channel = suggestion.channel?.rawValue
        explanation = suggestion.explanation.map {
            Reason(feature: $0.feature, weight: ($0.weight * 1000).rounded() / 1000)
        }
        self.alreadyPlaced = alreadyPlaced.map(Placed.init)
    }
}

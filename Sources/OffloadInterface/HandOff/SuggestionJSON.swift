import Foundation
import OffloadCore
import OffloadStore

/// The stable JSON shape of a capture awaiting review (`offload suggestions --json`); documented in README.md.
public struct ReviewItemJSON: Encodable {
    public let capture: CaptureJSON
    public let runID: String
    public let modelVersion: String
    public let suggestions: [SuggestionJSON]

    /// The object for `item`.
    public init(_ item: ReviewItem) {
        capture = CaptureJSON(item.capture)
        runID = item.run.id.uuidString.lowercased()
        modelVersion = item.run.modelVersion
        suggestions = item.suggestions.map { SuggestionJSON($0, alreadyPlaced: item.alreadyPlaced[$0.id]) }
    }
}

/// One suggestion on stdout; absent values are left out.
public struct SuggestionJSON: Encodable {
    /// One suggested item, with its nested items; a quantity JSON cannot hold is left out.
    public struct Item: Encodable {
        public let text: String
        public let quantity: Double?
        public let unit: String?
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
        public let feature: String
        public let weight: Double
    }

    /// What an earlier run of the same capture placed that this suggestion would repeat.
    public struct Placed: Encodable {
        public let destinationType: String
        public let destinationID: String
        public let destinationName: String

        /// The object for `placed`.
        public init(_ placed: PlacedDestination) {
            destinationType = placed.type.rawValue
            destinationID = placed.id.uuidString.lowercased()
            destinationName = placed.name
        }
    }

    public let id: String
    public let captureID: String
    public let title: String
    public let confidence: Double
    public let destinationType: String
    public let destinationName: String?
    public let items: [Item]
    public let dueDate: String?
    public let recurrence: String?
    public let priority: String?
    public let category: String?
    public let tags: [String]
    public let contact: String?
    public let channel: String?
    public let explanation: [Reason]
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

import Foundation
import OffloadCore
import OffloadStore

/// The stable JSON shape of a capture awaiting review (`offload suggestions --json`); documented in README.md.
struct ReviewItemJSON: Encodable {
    let capture: CaptureJSON
    let runID: String
    let modelVersion: String
    let suggestions: [SuggestionJSON]

    init(_ item: ReviewItem) {
        capture = CaptureJSON(item.capture)
        runID = item.run.id.uuidString.lowercased()
        modelVersion = item.run.modelVersion
        suggestions = item.suggestions.map { SuggestionJSON($0, alreadyPlaced: item.alreadyPlaced[$0.id]) }
    }
}

/// One suggestion on stdout; absent values are left out.
struct SuggestionJSON: Encodable {
    struct Item: Encodable {
        let text: String
        let quantity: Double?
        let unit: String?
        let children: [Item]?

        init(_ item: SuggestedItem) {
            text = item.text
            quantity = QuantityText.json(item.quantity)
            unit = item.unit
            children = item.children.isEmpty ? nil : item.children.map(Item.init)
        }
    }

    struct Reason: Encodable {
        let feature: String
        let weight: Double
    }

    /// What an earlier run of the same capture placed that this suggestion would repeat.
    struct Placed: Encodable {
        let destinationType: String
        let destinationID: String
        let destinationName: String

        init(_ placed: PlacedDestination) {
            destinationType = placed.type.rawValue
            destinationID = placed.id.uuidString.lowercased()
            destinationName = placed.name
        }
    }

    let id: String
    let captureID: String
    let title: String
    let confidence: Double
    let destinationType: String
    let destinationName: String?
    let items: [Item]
    let dueDate: String?
    let recurrence: String?
    let priority: String?
    let category: String?
    let tags: [String]
    let contact: String?
    let channel: String?
    let explanation: [Reason]
    let alreadyPlaced: Placed?

    init(_ suggestion: Suggestion, alreadyPlaced: PlacedDestination? = nil) {
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

/// ISO 8601 instants in UTC with milliseconds, as in every JSON output (`2026-11-22T17:00:00.000Z`).
enum ISODate {
    static func string(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }

    /// `yyyy-MM-dd HH:mm` in the local time zone (`TZ`), for human output.
    static func local(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }
}

import Foundation
import OffloadCore
import OffloadStore

/// Human output of suggestions: the capture line, then one line per suggestion with its details.
///
/// ```text
/// d86ed7e6  call mom tomorrow at 5pm
///   3f2a9c1b  communication  Call mom  (91%) · call mom · due 2026-11-22 17:00
/// ```
public enum SuggestionText {
    /// The capture line of `item`, cut to `width`, then one line per suggestion.
    public static func render(_ item: ReviewItem, width: Int) -> [String] {
        let listing = CaptureListing(width: width)
        let header = "\(item.capture.shortID)  " + listing.summary(of: item.capture.rawText, width: max(10, width - 10))
        return [header]
            + item.suggestions.map { "  " + line(for: $0, alreadyPlaced: item.alreadyPlaced[$0.id]?.description) }
    }

    /// One suggestion's line: `3f2a9c1b  task  Pay rent  (97%) · due 2026-12-01 00:00 · [finance] · #home`.
    ///
    /// The review screen, which shows the category on its own line, passes `showsCategory: false`.
    /// `alreadyPlaced` says where an earlier run of its capture placed what it repeats.
    public static func line(for suggestion: Suggestion, showsCategory: Bool = true, alreadyPlaced: String? = nil)
        -> String
    {
        var parts = [
            "\(suggestion.shortID)  \(suggestion.destinationType.rawValue)  \(suggestion.title)  "
                + "(\(Int((suggestion.confidence.value * 100).rounded()))%)"
        ]
        if let name = suggestion.destinationName { parts.append("→ \(name)") }
        if !suggestion.items.isEmpty {
            parts.append(suggestion.items.map(itemText).joined(separator: ", "))
        }
        if let channel = suggestion.channel {
            parts.append([channel.rawValue, suggestion.contact].compactMap { $0 }.joined(separator: " "))
        }
        if let due = suggestion.dueDate { parts.append("due \(ISODate.due(due))") }
        if let recurrence = suggestion.recurrence { parts.append(recurrence) }
        if let priority = suggestion.priority { parts.append("\(priority.rawValue) priority") }
        if showsCategory, let category = suggestion.category { parts.append("[\(category)]") }
        if !suggestion.tags.isEmpty { parts.append(suggestion.tags.map { "#" + $0 }.joined(separator: " ")) }
        if let alreadyPlaced { parts.append("already placed \(alreadyPlaced)") }
        return TerminalText.safe(parts.joined(separator: " · "))
    }

    /// `2 loaf bread`: an item with its amount first, and its nested items in brackets (`find hotel (compare
    /// prices, book)`).
    public static func itemText(_ item: SuggestedItem) -> String {
        var text = item.text
        if let amount = QuantityText.amount(item.quantity, unit: item.unit) { text = "\(amount) \(text)" }
        if !item.children.isEmpty { text += " (" + item.children.map(itemText).joined(separator: ", ") + ")" }
        return text
    }
}

extension Suggestion {
    /// The first 8 hex characters of the id.
    package var shortID: String { String(id.uuidString.lowercased().prefix(8)) }
}

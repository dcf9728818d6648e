import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// The review part of the page: one capture awaiting review with its open suggestions, or the empty state.
struct ReviewPanel: Sendable {
    /// The capture shown, when the queue is not empty.
    let card: ReviewCard?
    /// Its place in the queue, from 0; the script asks for the next one on skip.
    let position: Int
    /// How many captures wait for review.
    let total: Int
    /// `2 captures wait to be organized.` under the empty state; `nil` when there are none.
    let pendingText: String?

    /// The panel for `item` at `position` of a queue of `total`, with `pending` captures not yet organized.
    init(item: ReviewItem?, position: Int, total: Int, pending: Int, dates: WebDates) {
        card = item.map { ReviewCard($0, number: position + 1, count: total, dates: dates) }
        self.position = item == nil ? 0 : position
        self.total = total
        pendingText =
            switch pending {
            case 0: nil
            case 1: "1 capture waits to be organized. Press Organize when you have a minute."
            default: "\(pending) captures wait to be organized. Press Organize when you have a minute."
            }
    }
}

/// One capture under review and its open suggestions.
struct ReviewCard: Sendable {
    /// The capture's full id.
    let captureID: String
    /// The capture's text exactly as saved; the template escapes it.
    let rawText: String
    /// `1` for the first capture in the queue.
    let number: Int
    /// How many captures wait for review.
    let count: Int
    /// The open suggestions, best first.
    let suggestions: [SuggestionCard]

    init(_ item: ReviewItem, number: Int, count: Int, dates: WebDates) {
        captureID = item.capture.id.uuidString.lowercased()
        rawText = item.capture.rawText
        self.number = number
        self.count = max(count, number)
        suggestions = item.suggestions.map { suggestion in
            SuggestionCard(
                suggestion, text: item.capture.rawText, alreadyPlaced: item.alreadyPlaced[suggestion.id], dates: dates)
        }
    }
}

/// One suggestion on the review card: what it would place, why, and the values its edit form starts from.
struct SuggestionCard: Sendable {
    /// The full id.
    let id: String
    /// The title exactly as stored; for a list or plan, the name the items go to.
    let title: String
    /// `task`, `list`, `plan`, `communication` or `note`.
    let destination: String
    /// The name of the list or plan it goes to.
    let destinationName: String?
    /// The confidence in percent, rounded.
    let confidence: Int
    /// When it is due, in words (`Tue 24 Nov 17:00`).
    let due: String?
    /// The due date, ISO 8601 in UTC, for the `<time>` element.
    let dueISO: String?
    /// The recurrence in words.
    let recurrence: String?
    /// `low`, `high` or `urgent`; `nil` for none and `medium`.
    let priority: String?
    /// The category's name.
    let category: String?
    /// `#home #bills`.
    let tags: String?
    /// `call Anna`: the channel and whom to contact.
    let contact: String?
    /// The items with their amounts (`2 loaf bread`), in order; nested ones in brackets.
    let items: [String]
    /// Whether it has items.
    let hasItems: Bool
    /// The strongest reasons, `"call" +4.1, "mom" +0.5`.
    let why: String?
    /// Where an earlier run placed what this repeats: `in the list Groceries`.
    let alreadyPlaced: String?
    /// The due date as the edit field starts: `2026-11-24 17:00`, empty for none.
    let dueInput: String
    /// The items' texts, one a line, as the edit field starts.
    let itemsInput: String
    /// Rows of the items field: one per item plus one, at least 3.
    let itemRows: Int

    init(_ suggestion: Suggestion, text: String, alreadyPlaced: PlacedDestination?, dates: WebDates) {
        id = suggestion.id.uuidString.lowercased()
        title = suggestion.title
        destination = suggestion.destinationType.rawValue
        destinationName = suggestion.destinationName
        confidence = Int((suggestion.confidence.value * 100).rounded())
        due = suggestion.dueDate.map(dates.due)
        dueISO = suggestion.dueDate.map(ISODate.string)
        recurrence = suggestion.recurrence.map(RecurrenceText.words)
        priority = suggestion.priority.flatMap { $0 == .medium ? nil : $0.rawValue }
        category = suggestion.category
        tags = suggestion.tags.isEmpty ? nil : suggestion.tags.map { "#" + $0 }.joined(separator: " ")
        let contactParts = [suggestion.channel?.rawValue, suggestion.contact].compactMap { $0 }
        contact = contactParts.isEmpty ? nil : contactParts.joined(separator: " ")
        items = suggestion.items.map(SuggestionText.itemText)
        hasItems = !suggestion.items.isEmpty
        let reasons = SuggestionReasons.strongest(suggestion, text: text)
        why = reasons.isEmpty ? nil : reasons.joined(separator: ", ")
        self.alreadyPlaced = alreadyPlaced?.description
        dueInput = suggestion.dueDate.map(dates.input) ?? ""
        itemsInput = suggestion.items.map(\.text).joined(separator: "\n")
        itemRows = max(3, suggestion.items.count + 1)
    }
}

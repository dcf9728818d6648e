import Foundation
import OffloadCore

/// The changes a reviewer asks for before a suggestion is placed: what `offload decide ID edit` and the service's
/// `edit` decision both build, so that both apply them alike.
///
/// They apply in a fixed order: the title, then the destination (a task sent to a list or plan becomes its first
/// item or step), then the items, then the due date, recurrence, priority and category.
///
/// ```swift
/// var edit = SuggestionEdit()
/// edit.destination = try DestinationChoice("list:Groceries")
/// edit.due = .removed
/// let placed = try edit.applied(to: suggestion, reader: try WhenReader())
/// ```
public struct SuggestionEdit: Sendable {
    /// How the items change.
    public enum Items: Sendable {
        /// Item edits numbered as displayed before any of them (from 1): replacements, then removals, then
        /// additions at the end.
        case numbered(replacing: [(number: Int, text: String)], removing: [Int], adding: [String])
        /// The whole list of item texts, as it is to be after the destination change: an item whose text is
        /// unchanged keeps its quantity and nested items, a changed one is replaced, the rest removed or added.
        case all([String])
    }

    /// How the due date changes.
    public enum Due: Sendable, Equatable {
        /// Read from this text with the capture date grammar (``WhenReader``).
        case text(String)
        /// Removed.
        case removed
    }

    /// The new title; for a list or plan, the name of the list or plan the items go to.
    public var title: String?
    /// The new destination.
    public var destination: DestinationChoice?
    /// The item changes; `nil` leaves the items as they are.
    public var items: Items?
    /// The due date change; `nil` leaves it.
    public var due: Due?
    /// Whether the recurrence is removed.
    public var removesRecurrence = false
    /// Whether the priority is removed.
    public var removesPriority = false
    /// The new category, stored trimmed and lowercased.
    public var category: String?

    /// An edit that changes nothing yet.
    public init() {}

    /// Whether no change is asked for.
    public var isEmpty: Bool {
        title == nil && destination == nil && items == nil && due == nil && !removesRecurrence && !removesPriority
            && category == nil
    }

    /// `original` with every asked-for change applied.
    ///
    /// - Parameters:
    ///   - original: The suggestion as stored.
    ///   - reader: Reads ``Due/text(_:)``, relative to its instant and zone.
    /// - Throws: ``CoreError/emptyTitle``, ``CoreError/emptyItem``, ``CoreError/noSuchItem(number:count:)``,
    ///   ``SuggestionEditError/titleAndDestinationName``, ``SuggestionEditError/unreadableDue(_:)``.
    public func applied(to original: Suggestion, reader: WhenReader) throws -> Suggestion {
        var suggestion = original
        if let title { try suggestion.rename(title) }
        if let destination {
            let namesContainer = destination.name != nil && (destination.type == .list || destination.type == .plan)
            if title != nil, namesContainer, original.destinationType == .list || original.destinationType == .plan {
                throw SuggestionEditError.titleAndDestinationName
            }
            suggestion.move(to: destination.type, name: destination.name)
        }
        switch items {
        case .numbered(let replacing, let removing, let adding):
            try suggestion.editItems(replacing: replacing, removing: removing, adding: adding)
        case .all(let texts):
            let edits = Self.itemEdits(from: suggestion.items.map(\.text), to: texts)
            try suggestion.editItems(replacing: edits.replacing, removing: edits.removing, adding: edits.adding)
        case nil: break
        }
        switch due {
        case .text(let text):
            guard let reading = reader.read(text) else { throw SuggestionEditError.unreadableDue(text) }
            suggestion.dueDate = reading.instant
        case .removed: suggestion.dueDate = nil
        case nil: break
        }
        if removesRecurrence { suggestion.recurrence = nil }
        if removesPriority { suggestion.priority = nil }
        if let category { suggestion.category = category.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
        return suggestion
    }

    /// The numbered edits that turn the item texts `old` into `new`: a text unchanged (ignoring surrounding white
    /// space) is left alone, so its quantity stays.
    static func itemEdits(from old: [String], to new: [String]) -> (
        replacing: [(number: Int, text: String)], removing: [Int], adding: [String]
    ) {
        let shared = min(old.count, new.count)
        let replacing = (0..<shared).compactMap { index -> (number: Int, text: String)? in
            let text = new[index]
            let isSame = text.trimmingCharacters(in: .whitespacesAndNewlines) == old[index]
            return isSame ? nil : (index + 1, text)
        }
        let removing = old.count > shared ? Array((shared + 1)...old.count) : []
        return (replacing, removing, Array(new[shared...]))
    }
}

/// Edits that cannot be applied, found only once the suggestion and the date grammar are at hand.
public enum SuggestionEditError: Error, Equatable, Sendable {
    /// The due text holds no date or time the grammar understands.
    case unreadableDue(String)
    /// The title and a `list:NAME` or `plan:NAME` destination both name the list or plan the items go to.
    case titleAndDestinationName
}

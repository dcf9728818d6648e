import Foundation
import OffloadCore

/// The fields `offload edit` changes on a task or communication; `nil` leaves a field as it is.
public struct ItemEdit: Hashable, Sendable {
    /// A change to a due date.
    public enum DueChange: Hashable, Sendable {
        /// Sets it to this instant.
        case set(Date)
        /// Removes it.
        case clear
    }

    /// The new title; never blank.
    public var title: String?
    /// The new notes; empty removes them (tasks only).
    public var notes: String?
    /// The new due date, or its removal.
    public var due: DueChange?
    /// The new priority.
    public var priority: TaskPriority?
    /// The new category's name, created when new (ignoring case); empty removes it.
    public var category: String?
    /// Tag names to link, created when new (ignoring case).
    public var addedTags: [String] = []
    /// Tag names to unlink; a tag the item does not have is ignored.
    public var removedTags: [String] = []
    /// The whole set of tag names it should carry (those missing are linked, created when new; the others are
    /// unlinked), or `nil` to leave its tags to ``addedTags`` and ``removedTags``.
    public var tags: [String]?
    /// The plan it becomes a step of, created when no plan has that name (ignoring case); empty takes it out of its
    /// plan (tasks only).
    public var plan: String?

    /// Creates an edit that changes nothing; set the fields to change.
    public init() {}

    /// Whether the edit names nothing to change.
    public var isEmpty: Bool {
        title == nil && notes == nil && due == nil && priority == nil && category == nil && addedTags.isEmpty
            && removedTags.isEmpty && plan == nil && tags == nil
    }

    /// This edit with ``tags`` turned into links to add and remove, given the names the item carries now.
    func resolvingTags(current: [String]) -> ItemEdit {
        guard let tags else { return self }
        var edit = self
        edit.tags = nil
        edit.addedTags += tags
        edit.removedTags += current.filter { name in
            !tags.contains { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() == name.lowercased() }
        }
        return edit
    }
}

/// What ``CaptureStore/edit(_:_:at:)`` did.
public struct EditOutcome: Hashable, Sendable {
    /// The item, with its title before the edit.
    public let item: OrganizerItemReference
    /// Whether anything changed; `false` when every field already held the value given.
    public let changed: Bool
    /// What the edit created, in words: "plan 'Garden'", "category 'home'", "tag 'family'".
    public let created: [String]
}

import Foundation
import OffloadCore

/// A task with the names its ids point to: its category, its tags and its plan's title.
public struct TaskOutline: Hashable, Sendable {
    /// The task.
    public let task: TaskItem
    /// The name of its category, when it has one.
    public let category: String?
    /// The names of its tags, sorted ignoring case; empty when it has none.
    public let tags: [String]
    /// The title of the plan it is a step of, when it is one.
    public let planTitle: String?
    /// When its next pending reminder is due, when it has one.
    public var reminder: Date? = nil
}

/// A plan with its category, its tags, its tasks (in position order) and nested plans.
public struct PlanOutline: Hashable, Sendable {
    /// The plan.
    public let plan: Plan
    /// The name of its category, when it has one.
    public let category: String?
    /// The names of its tags, sorted ignoring case; empty when it has none.
    public let tags: [String]
    /// Its own tasks, by position.
    public let tasks: [TaskOutline]
    /// Nested plans, oldest first.
    public let subplans: [PlanOutline]
}

/// A list with its category, its tags and its items in position order.
public struct ListOutline: Hashable, Sendable {
    /// The list.
    public let list: ListEntity
    /// The name of its category, when it has one.
    public let category: String?
    /// The names of its tags, sorted ignoring case; empty when it has none.
    public let tags: [String]
    /// Its items, by position.
    public let items: [ListItem]
}

/// A communication item with the names of its category and tags.
public struct CommunicationOutline: Hashable, Sendable {
    /// The communication item.
    public let communication: CommunicationItem
    /// The name of its category, when it has one.
    public let category: String?
    /// The names of its tags, sorted ignoring case; empty when it has none.
    public let tags: [String]
}

/// A note with the names of its category and tags.
public struct NoteOutline: Hashable, Sendable {
    /// The note.
    public let note: NoteItem
    /// The name of its category, when it has one.
    public let category: String?
    /// The names of its tags, sorted ignoring case; empty when it has none.
    public let tags: [String]
}

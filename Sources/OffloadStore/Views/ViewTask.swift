import Foundation
import OffloadCore

/// A task as the views show it: with its category, tags and plan title, and how often it was postponed.
public struct ViewTask: Hashable, Sendable {
    /// The task with the names its ids point to.
    public let outline: TaskOutline
    /// How many times a move put the task on a later day.
    public let postponed: Int

    /// The task itself.
    public var task: TaskItem { outline.task }
}

import Foundation
import OffloadCore
import OffloadStore

/// The stable JSON object of one task, shared by the views (`today`, `inbox`, `upcoming`) and `add --json`.
///
/// Keys are sorted and absent optional values are left out; instants are ISO 8601 in UTC with milliseconds.
/// Documented in README.md.
public struct TaskJSON: Encodable, Equatable {
    /// The full id, lowercase UUID.
    public let id: String
    /// The title exactly as stored.
    public let title: String
    /// `open`, `active`, `waiting`, `someday`, `done` or `cancelled`.
    public let status: String
    /// When it is due: ISO 8601 in UTC with milliseconds.
    public let dueDate: String?
    /// The place in the user's one order over all tasks, ascending.
    public let position: Int
    /// `low`, `medium`, `high` or `urgent`.
    public let priority: String
    /// The category's name.
    public let category: String?
    /// Tag names, sorted ignoring case.
    public let tags: [String]
    /// The RFC 5545 rule, such as `FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0`.
    public let recurrence: String?
    /// The id of the plan it is a step of.
    public let planID: String?
    /// How many times a move put the task on a later day.
    public let postponed: Int
    /// When it was done: ISO 8601 in UTC with milliseconds.
    public let completedAt: String?
    /// When its next pending reminder is due (ISO 8601, UTC); absent without one.
    public let reminder: String?

    /// The object for `outline`.
    public init(_ outline: TaskOutline) {
        let task = outline.task
        id = task.id.lowercased
        title = task.title
        status = task.status.rawValue
        dueDate = task.dueDate.map(ISODate.string)
        position = task.position
        priority = task.priority.rawValue
        category = outline.category
        tags = outline.tags
        recurrence = task.recurrence
        planID = task.planID?.lowercased
        postponed = task.postponed
        completedAt = task.completedAt.map(ISODate.string)
        reminder = outline.reminder.map(ISODate.string)
    }
}

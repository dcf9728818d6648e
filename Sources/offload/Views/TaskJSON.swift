import Foundation
import OffloadCore
import OffloadStore

/// The stable JSON object of one task, shared by the views (`today`, `inbox`, `upcoming`) and `add --json`.
///
/// Keys are sorted and absent optional values are left out; instants are ISO 8601 in UTC with milliseconds.
/// Documented in README.md.
struct TaskJSON: Encodable, Equatable {
    /// The full id, lowercase UUID.
    let id: String
    let title: String
    /// `open`, `active`, `waiting`, `someday`, `done` or `cancelled`.
    let status: String
    let dueDate: String?
    /// The place in the user's one order over all tasks, ascending.
    let position: Int
    /// `low`, `medium`, `high` or `urgent`.
    let priority: String
    let category: String?
    /// Tag names, sorted ignoring case.
    let tags: [String]
    /// The RFC 5545 rule, such as `FREQ=WEEKLY;BYDAY=MO;BYHOUR=8;BYMINUTE=0`.
    let recurrence: String?
    let planID: String?
    /// How many times a move put the task on a later day.
    let postponed: Int
    let completedAt: String?

    /// The object for `outline`.
    init(_ outline: TaskOutline) {
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
    }
}

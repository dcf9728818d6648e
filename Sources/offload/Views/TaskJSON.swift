import Foundation
import OffloadCore
import OffloadStore

/// The task object of the views and `add --json`: `id`, `title`, `status`, `dueDate`?, `position`, `priority`,
/// `category`?, `tags`, `recurrence`?, `planID`?, `postponed` (count), `completedAt`?.
///
/// Dates are ISO 8601 in UTC with milliseconds; absent optional values are left out (documented in README.md).
struct TaskJSON: Encodable, Equatable {
    let id: String
    let title: String
    let status: String
    let dueDate: String?
    let position: Int
    let priority: String
    let category: String?
    let tags: [String]
    let recurrence: String?
    let planID: String?
    let postponed: Int
    let completedAt: String?

    /// The object for `outline`, postponed `postponed` times.
    init(_ outline: TaskOutline, postponed: Int) {
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
        self.postponed = postponed
        completedAt = task.completedAt.map(ISODate.string)
    }
}

import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// One task as a row of a view on the web page: the values its template shows.
struct TaskRow: Sendable {
    /// The full id, lowercase.
    let id: String
    /// The view it is shown in (`today`, `inbox`, `upcoming`), to keep element ids unique on the page.
    let view: String
    /// The title exactly as stored; the template escapes it.
    let title: String
    /// `open`, `active`, `waiting` or `done`.
    let status: String
    /// Whether it is done, for the checkbox and the struck-through title.
    let isDone: Bool
    /// Whether it is started or waiting, which the row says in words.
    let state: String?
    /// When it is due, in the words of its view (`09:00` on its own day, `Fri 20 Nov` on another).
    let when: String?
    /// The due date, ISO 8601 in UTC, for the `<time>` element.
    let dueISO: String?
    /// Priority, recurrence, plan, category and tags, in one line; `nil` when there are none.
    let details: String?

    /// The row for `outline` in `view`, with `when` as that view words it.
    init(_ outline: TaskOutline, view: String, when: String) {
        let task = outline.task
        id = task.id.lowercased
        self.view = view
        title = task.title
        status = task.status.rawValue
        isDone = task.status == .done
        state =
            switch task.status {
            case .active: "started"
            case .waiting: "waiting"
            default: nil
            }
        self.when = when.isEmpty ? nil : when
        dueISO = task.dueDate.map(ISODate.string)
        var parts: [String] = []
        if task.priority == .high || task.priority == .urgent { parts.append("\(task.priority.rawValue) priority") }
        if let rule = task.recurrence { parts.append(RecurrenceText.words(rule)) }
        if let plan = outline.planTitle { parts.append("plan: \(plan)") }
        let labels = OrganizerText.labels(outline.category, outline.tags).trimmingCharacters(in: .whitespaces)
        if !labels.isEmpty { parts.append(labels) }
        details = parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

import Foundation
import GRDB
import OffloadCore

/// One task ``CaptureStore/addTasks(_:at:)`` created.
public struct AddedTask: Hashable, Sendable {
    /// The task as stored, with its category, tags and plan title.
    public let outline: TaskOutline
    /// What it created besides the task, in words: "plan 'Garden'", "tag 'family'".
    public let created: [String]
}

extension CaptureStore {
    /// Creates tasks at once, the user's own decision (`offload add`), in one transaction and one undo action.
    ///
    /// Each goes at the end of the one task order, with its category, tags and plan, found by name ignoring case or
    /// created.
    ///
    /// - Parameter drafts: The tasks, in the order to add them.
    /// - Returns: One entry per draft, in order.
    /// - Throws: ``StoreError/busy(path:seconds:)``, ``StoreError/corruptRow(path:table:id:)``.
    @discardableResult
    public func addTasks(_ drafts: [TaskDraft], at now: Date = Date()) async throws -> [AddedTask] {
        guard let first = drafts.first else { return [] }
        let path = path
        let added = try await write("add tasks") { db -> [AddedTask] in
            var change = OrganizerChange(db, at: now)
            var results: [(id: String, created: [String])] = []
            for draft in drafts {
                var labels = OrganizerLabels()
                let id = UUID.random().lowercasedString
                let planID = try draft.planName.map { try labels.planID(named: $0, change: &change) }
                let categoryID = try draft.category.map { try labels.id(.categories, named: $0, change: &change) }
                try change.willChange(.tasks, id)
                try db.execute(
                    sql: """
                        INSERT INTO tasks (id, title, created_at, updated_at, due_date, priority, status, position,
                            plan_id, category_id, recurrence)
                        VALUES (?, ?, ?, ?, ?, ?, 'open', ?, ?, ?, ?)
                        """,
                    arguments: [
                        id, draft.title, now, now, draft.dueDate, draft.priority.rawValue,
                        try OrganizerOrder.next(in: db), planID, categoryID, draft.recurrence,
                    ])
                try labels.relink(.tasks, of: id, adding: draft.tags, removing: [], change: &change)
                results.append((id, labels.created))
            }
            let summary = drafts.count == 1 ? "Added '\(first.title)'" : "Added \(drafts.count) tasks"
            try change.commit(summary)
            return try results.map { result in
                guard
                    let row = try Row.fetchOne(
                        db, sql: Self.taskOutlineSelect + " WHERE tasks.id = ?", arguments: [result.id]),
                    let outline = OrganizerRows.taskOutline(row)
                else { throw StoreError.corruptRow(path: path, table: "tasks", id: result.id) }
                return AddedTask(outline: outline, created: result.created)
            }
        }
        logger.info("Added tasks.", metadata: ["count": "\(added.count)"])
        return added
    }
}

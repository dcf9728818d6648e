import Foundation
import GRDB
import OffloadCore

/// A dated task or communication item as a calendar shows it.
public struct CalendarEntry: Hashable, Sendable {
    /// `task` or `communication`.
    public let kind: OrganizerItemKind
    /// Its id.
    public let id: UUID
    /// Its title (for a communication, with the contact after it when there is one).
    public let title: String
    /// A task's notes.
    public let notes: String?
    /// When it is due.
    public let due: Date
    /// A task's state; a communication is `open` or `done`.
    public let status: TaskStatus
    /// Its priority, when it has one.
    public let priority: TaskPriority?
    /// Its category's name.
    public let category: String?
    /// Its RFC 5545 rule, when it repeats.
    public let recurrence: String?
    /// When it was completed.
    public let completedAt: Date?
    /// When it was made.
    public let createdAt: Date
    /// Its pending reminders, soonest first.
    public let reminders: [Date]

    /// Creates an entry.
    public init(
        kind: OrganizerItemKind, id: UUID, title: String, notes: String?, due: Date, status: TaskStatus,
        priority: TaskPriority?, category: String?, recurrence: String?, completedAt: Date?, createdAt: Date,
        reminders: [Date]
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.notes = notes
        self.due = due
        self.status = status
        self.priority = priority
        self.category = category
        self.recurrence = recurrence
        self.completedAt = completedAt
        self.createdAt = createdAt
        self.reminders = reminders
    }
}

extension CaptureStore {
    /// The tasks and communication items due before `end` (overdue ones included), by due date.
    ///
    /// Those still to do, and with `includesDone` those done too; cancelled and someday tasks are left out.
    public func calendarEntries(dueBefore end: Date, includesDone: Bool) async throws -> [CalendarEntry] {
        let states = includesDone ? "('open', 'active', 'waiting', 'done')" : "('open', 'active', 'waiting')"
        let path = path
        return try await read("read the calendar") { db in
            let tasks = try Row.fetchAll(
                db,
                sql: """
                    SELECT 'task' AS kind, t.id, t.title, t.notes, t.due_date, t.status, t.priority,
                        c.name AS category, t.recurrence, t.completed_at, t.created_at,
                        \(Self.pendingReminders("task_id = t.id")) AS reminders
                    FROM tasks t LEFT JOIN categories c ON c.id = t.category_id
                    WHERE t.due_date IS NOT NULL AND t.due_date < ? AND t.status IN \(states)
                    """, arguments: [end])
            let communications = try Row.fetchAll(
                db,
                sql: """
                    SELECT 'communication' AS kind, m.id,
                        m.title || coalesce(' (' || nullif(m.contact_name, '') || ')', '') AS title, NULL AS notes,
                        m.due_date, CASE m.is_done WHEN 1 THEN 'done' ELSE 'open' END AS status, m.priority,
                        c.name AS category, m.recurrence, m.completed_at, m.created_at,
                        \(Self.pendingReminders("communication_id = m.id")) AS reminders
                    FROM communication_items m LEFT JOIN categories c ON c.id = m.category_id
                    WHERE m.due_date IS NOT NULL AND m.due_date < ? \(includesDone ? "" : "AND m.is_done = 0")
                    """, arguments: [end])
            return try (tasks + communications).map { row in
                guard let entry = Self.calendarEntry(row) else {
                    throw StoreError.corruptRow(
                        path: path, table: row["kind"] == "task" ? "tasks" : "communication_items", id: row["id"] ?? "?"
                    )
                }
                return entry
            }.sorted { ($0.due, $0.id.uuidString) < ($1.due, $1.id.uuidString) }
        }
    }

    private static func calendarEntry(_ row: Row) -> CalendarEntry? {
        guard let id = UUID(storedText: row["id"]), let kind = OrganizerItemKind(rawValue: row["kind"]),
            let due = row["due_date"] as Date?, let status = TaskStatus(rawValue: row["status"]),
            let created = row["created_at"] as Date?,
            let reminderTexts = try? JSONDecoder().decode(
                [String].self, from: Data((row["reminders"] as String? ?? "[]").utf8))
        else { return nil }
        let reminders = reminderTexts.compactMap { Date.fromDatabaseValue($0.databaseValue) }
        guard reminders.count == reminderTexts.count else { return nil }
        return CalendarEntry(
            kind: kind, id: id, title: row["title"], notes: row["notes"], due: due, status: status,
            priority: (row["priority"] as String?).flatMap(TaskPriority.init(rawValue:)), category: row["category"],
            recurrence: row["recurrence"], completedAt: row["completed_at"], createdAt: created, reminders: reminders)
    }

    /// SQL for a JSON array of the pending reminders (not delivered, not cancelled) matching `condition`, soonest
    /// first.
    private static func pendingReminders(_ condition: String) -> String {
        """
        (SELECT json_group_array(remind_at) FROM (SELECT remind_at FROM reminders
            WHERE \(condition) AND delivered_at IS NULL AND cancelled_at IS NULL ORDER BY remind_at))
        """
    }
}

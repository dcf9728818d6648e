import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// All tasks with their category, tags and plan title: open and in-progress first, each group by due date
    /// (undated last), then by creation.
    ///
    /// One query: the category and plan by join, the tags of each task gathered by an indexed subquery.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func tasks() async throws -> [TaskOutline] {
        try await organizerRows(
            "tasks",
            sql: Self.taskOutlineSelect + """
                 ORDER BY tasks.status NOT IN ('open', 'active'), tasks.due_date IS NULL, tasks.due_date,
                    tasks.created_at, tasks.rowid
                """, OrganizerRows.taskOutline)
    }

    /// Top-level plans with their category, tags, tasks and nested plans, oldest first.
    ///
    /// - Parameters:
    ///   - name: Only the top-level plans whose title equals `name`, ignoring case (archived or not).
    ///   - includingArchived: Whether archived plans are listed too; without a name they are left out by default.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func plans(named name: String? = nil, includingArchived: Bool = false) async throws -> [PlanOutline] {
        let plans = try await organizerRows(
            "plans",
            sql: Self.labelledSelect("plans", link: "plan_tags", owner: "plan_id")
                + " ORDER BY plans.created_at, plans.rowid",
            OrganizerRows.labelledPlan)
        let tasks = try await organizerRows(
            "tasks",
            sql: Self.taskOutlineSelect + " WHERE tasks.plan_id IS NOT NULL ORDER BY tasks.position, tasks.rowid",
            OrganizerRows.taskOutline)
        let tasksByPlan = Dictionary(grouping: tasks) { $0.task.planID }
        let childrenByParent = Dictionary(grouping: plans) { $0.plan.parentID }
        func outline(_ entry: (plan: Plan, category: String?, tags: [String]), depth: Int) -> PlanOutline {
            // Depth bound: a corrupt parent cycle cannot recurse forever.
            let children =
                depth < 32 ? (childrenByParent[entry.plan.id] ?? []).map { outline($0, depth: depth + 1) } : []
            return PlanOutline(
                plan: entry.plan, category: entry.category, tags: entry.tags, tasks: tasksByPlan[entry.plan.id] ?? [],
                subplans: children)
        }
        return plans.filter { entry in
            guard entry.plan.parentID == nil else { return false }
            guard let name else { return includingArchived || entry.plan.archivedAt == nil }
            return entry.plan.title.lowercased() == name.lowercased()
        }.map { outline($0, depth: 0) }
    }

    /// Every task column, then `category_name`, `plan_title`, `tag_names` (a JSON array of names) and
    /// `next_reminder` (the soonest pending reminder).
    static let taskOutlineSelect = """
        SELECT tasks.*, categories.name AS category_name, plans.title AS plan_title,
            (SELECT json_group_array(tags.name) FROM task_tags JOIN tags ON tags.id = task_tags.tag_id
                WHERE task_tags.task_id = tasks.id) AS tag_names,
            (SELECT min(remind_at) FROM reminders WHERE reminders.task_id = tasks.id
                AND reminders.delivered_at IS NULL AND reminders.cancelled_at IS NULL) AS next_reminder
        FROM tasks
        LEFT JOIN categories ON categories.id = tasks.category_id
        LEFT JOIN plans ON plans.id = tasks.plan_id
        """

    /// Every column of `table`, then `category_name` and `tag_names` (a JSON array of names) read through the link
    /// table `link`, whose `owner` column points at `table` (indexed by its `UNIQUE (owner, tag_id)`).
    static func labelledSelect(_ table: String, link: String, owner: String) -> String {
        """
        SELECT \(table).*, categories.name AS category_name,
            (SELECT json_group_array(tags.name) FROM \(link) JOIN tags ON tags.id = \(link).tag_id
                WHERE \(link).\(owner) = \(table).id) AS tag_names
        FROM \(table)
        LEFT JOIN categories ON categories.id = \(table).category_id
        """
    }

    /// Lists with their category, tags and items, oldest list first.
    ///
    /// - Parameter name: Only the lists whose name equals `name`, ignoring case.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func lists(named name: String? = nil) async throws -> [ListOutline] {
        let lists = try await organizerRows(
            "lists",
            sql: Self.labelledSelect("lists", link: "list_tags", owner: "list_id")
                + " ORDER BY lists.created_at, lists.rowid",
            OrganizerRows.listOutline)
        let items = try await organizerRows(
            "list_items", sql: "SELECT * FROM list_items ORDER BY position, rowid", OrganizerRows.listItem)
        let itemsByList = Dictionary(grouping: items) { $0.listID }
        return lists.filter { entry in name.map { entry.list.name.lowercased() == $0.lowercased() } ?? true }
            .map {
                ListOutline(list: $0.list, category: $0.category, tags: $0.tags, items: itemsByList[$0.list.id] ?? [])
            }
    }

    /// Communication items with their category and tags: not done first, each group by due date (undated last),
    /// then by creation.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func communicationItems() async throws -> [CommunicationOutline] {
        try await organizerRows(
            "communication_items",
            sql: Self.labelledSelect("communication_items", link: "communication_tags", owner: "communication_id")
                + """
                 ORDER BY communication_items.is_done, communication_items.due_date IS NULL,
                    communication_items.due_date, communication_items.created_at, communication_items.rowid
                """,
            OrganizerRows.communicationOutline)
    }

    /// Notes with their category and tags, oldest first.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func notes() async throws -> [NoteOutline] {
        try await organizerRows(
            "notes",
            sql: Self.labelledSelect("notes", link: "note_tags", owner: "note_id")
                + " ORDER BY notes.created_at, notes.rowid",
            OrganizerRows.noteOutline)
    }

    private func organizerRows<T: Sendable>(
        _ table: String, sql: String, _ decode: @escaping @Sendable (Row) -> T?
    ) async throws -> [T] {
        let path = path
        return try await read("list \(table.replacingOccurrences(of: "_", with: " "))") { db in
            try Row.fetchAll(db, sql: sql).map { row in
                guard let value = decode(row) else {
                    throw StoreError.corruptRow(path: path, table: table, id: row["id"] ?? "?")
                }
                return value
            }
        }
    }
}

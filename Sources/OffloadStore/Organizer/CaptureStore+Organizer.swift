import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// All tasks: open and in-progress first, each group by due date (undated last), then by creation.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func tasks() async throws -> [TaskItem] {
        try await organizerRows(
            "tasks",
            sql: """
                SELECT * FROM tasks ORDER BY status NOT IN ('open', 'in_progress'), due_date IS NULL, due_date,
                    created_at, rowid
                """, OrganizerRows.task)
    }

    /// Top-level plans with their tasks and nested plans, oldest first.
    ///
    /// - Parameter name: Only the top-level plans whose title equals `name`, ignoring case.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func plans(named name: String? = nil) async throws -> [PlanOutline] {
        let plans = try await organizerRows(
            "plans", sql: "SELECT * FROM plans ORDER BY created_at, rowid", OrganizerRows.plan)
        let tasks = try await organizerRows(
            "tasks", sql: "SELECT * FROM tasks WHERE plan_id IS NOT NULL ORDER BY position, rowid", OrganizerRows.task)
        let tasksByPlan = Dictionary(grouping: tasks) { $0.planID }
        let childrenByParent = Dictionary(grouping: plans) { $0.parentID }
        func outline(_ plan: Plan, depth: Int) -> PlanOutline {
            // Depth bound: a corrupt parent cycle cannot recurse forever.
            let children = depth < 32 ? (childrenByParent[plan.id] ?? []).map { outline($0, depth: depth + 1) } : []
            return PlanOutline(plan: plan, tasks: tasksByPlan[plan.id] ?? [], subplans: children)
        }
        return plans.filter { plan in
            plan.parentID == nil && (name.map { plan.title.lowercased() == $0.lowercased() } ?? true)
        }.map { outline($0, depth: 0) }
    }

    /// Lists with their items, oldest list first.
    ///
    /// - Parameter name: Only the lists whose name equals `name`, ignoring case.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func lists(named name: String? = nil) async throws -> [ListOutline] {
        let lists = try await organizerRows(
            "lists", sql: "SELECT * FROM lists ORDER BY created_at, rowid", OrganizerRows.list)
        let items = try await organizerRows(
            "list_items", sql: "SELECT * FROM list_items ORDER BY position, rowid", OrganizerRows.listItem)
        let itemsByList = Dictionary(grouping: items) { $0.listID }
        return lists.filter { list in name.map { list.name.lowercased() == $0.lowercased() } ?? true }
            .map { ListOutline(list: $0, items: itemsByList[$0.id] ?? []) }
    }

    /// Communication items: not done first, each group by due date (undated last), then by creation.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func communicationItems() async throws -> [CommunicationItem] {
        try await organizerRows(
            "communication_items",
            sql: "SELECT * FROM communication_items ORDER BY is_done, due_date IS NULL, due_date, created_at, rowid",
            OrganizerRows.communication)
    }

    /// Notes, oldest first.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func notes() async throws -> [NoteItem] {
        try await organizerRows("notes", sql: "SELECT * FROM notes ORDER BY created_at, rowid", OrganizerRows.note)
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

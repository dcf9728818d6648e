import Foundation
import GRDB
import OffloadCore

/// What ``CaptureStore/remove(_:withTasks:at:)`` removed.
public struct RemoveOutcome: Hashable, Sendable {
    /// The items named, in the order given (each once).
    public let removed: [OrganizerItemReference]
    /// How many list items went with their lists.
    public let listItems: Int
    /// How many nested plans went with their plans.
    public let subplans: Int
    /// How many tasks of removed plans went with them (`withTasks`).
    public let planTasksRemoved: Int
    /// How many tasks of removed plans moved to the inbox (out of any plan).
    public let planTasksKept: Int
}

extension CaptureStore {
    /// Removes tasks, list items, communications, notes, lists and plans, all in one transaction and one undo
    /// action that puts every row and tag link back.
    ///
    /// A list's items go with it. A plan's nested plans go with it (as the schema's `ON DELETE CASCADE` on
    /// `parent_id` does), and the tasks of the plan and its nested plans go too with `withTasks`; without it they
    /// stay, out of any plan (the inbox when they have no date).
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/busy(path:seconds:)``. Nothing is removed when any reference fails.
    @discardableResult
    public func remove(_ references: [String], withTasks: Bool = false, at now: Date = Date()) async throws
        -> RemoveOutcome
    {
        let outcome = try await write("remove items") { db -> RemoveOutcome in
            var change = OrganizerChange(db, at: now)
            var items: [OrganizerItemReference] = []
            for reference in references {
                let item = try ItemResolver.resolve(reference, in: db)
                if !items.contains(where: { $0.id == item.id }) { items.append(item) }
            }
            var counts = (listItems: 0, subplans: 0, removed: 0, kept: 0)
            for item in items {
                let id = item.id.lowercasedString
                switch item.kind {
                case .task:
                    try Self.willDeleteReminders(of: .task, id: id, change: &change)
                    try Self.delete(.tasks, id, links: .tasks, change: &change)
                case .communication:
                    try Self.willDeleteReminders(of: .communication, id: id, change: &change)
                    try Self.delete(.communications, id, links: .communications, change: &change)
                case .note: try Self.delete(.notes, id, links: .notes, change: &change)
                case .listItem: try Self.delete(.listItems, id, links: nil, change: &change)
                case .list:
                    let itemIDs = try String.fetchAll(
                        db, sql: "SELECT id FROM list_items WHERE list_id = ?", arguments: [id])
                    for itemID in itemIDs { try change.willChange(.listItems, itemID) }
                    counts.listItems += itemIDs.count
                    try Self.delete(.lists, id, links: .lists, change: &change)
                case .plan:
                    let plans = try Self.planTree(id, in: db)
                    counts.subplans += plans.count - 1
                    for planID in plans {
                        let tasks = try String.fetchAll(
                            db, sql: "SELECT id FROM tasks WHERE plan_id = ?", arguments: [planID])
                        for taskID in tasks {
                            if withTasks {
                                try Self.willDeleteReminders(of: .task, id: taskID, change: &change)
                                try Self.delete(.tasks, taskID, links: .tasks, change: &change)
                            } else {
                                try change.willChange(.tasks, taskID)
                                try db.execute(
                                    sql: "UPDATE tasks SET plan_id = NULL, updated_at = ? WHERE id = ?",
                                    arguments: [now, taskID])
                            }
                        }
                        if withTasks { counts.removed += tasks.count } else { counts.kept += tasks.count }
                    }
                    // Children first, so every image is taken before a cascade could remove its row.
                    for planID in plans.reversed() { try Self.delete(.plans, planID, links: .plans, change: &change) }
                }
            }
            let more = items.count > 1 ? " and \(items.count - 1) more" : ""
            try change.commit("Removed '\(items.first?.title ?? "")'\(more)")
            return RemoveOutcome(
                removed: items, listItems: counts.listItems, subplans: counts.subplans,
                planTasksRemoved: counts.removed, planTasksKept: counts.kept)
        }
        logger.info("Removed organizer items.", metadata: ["count": "\(outcome.removed.count)"])
        return outcome
    }

    /// Deletes row `id` of `table`, keeping its image and its tag links' image first.
    private static func delete(
        _ table: OrganizerTable, _ id: String, links: TagLinkTable?, change: inout OrganizerChange
    ) throws {
        if let links { try change.willChangeLinks(links, of: id) }
        try change.willChange(table, id)
        try change.db.execute(sql: "DELETE FROM \(table.rawValue) WHERE id = ?", arguments: [id])
    }

    /// Plan `id` and every plan nested in it, parents before children.
    private static func planTree(_ id: String, in db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                WITH RECURSIVE tree(id, depth) AS (
                    SELECT ?, 0
                    UNION SELECT plans.id, tree.depth + 1 FROM plans JOIN tree ON plans.parent_id = tree.id
                    WHERE tree.depth < 32
                )
                SELECT id FROM tree ORDER BY depth
                """,
            arguments: [id])
    }
}

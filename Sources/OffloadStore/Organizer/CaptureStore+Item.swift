import Foundation
import GRDB
import OffloadCore

/// One organizer item read whole, named as a user names it, for the results of edits and the service's item routes.
extension CaptureStore {
    /// One task with its category, tags and plan title, named by an id prefix.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/corruptRow(path:table:id:)``.
    public func task(_ reference: String) async throws -> TaskOutline {
        let path = path
        return try await read("show a task") { db in
            let id = try ItemResolver.resolve(reference, kinds: [.task], in: db).id.lowercasedString
            guard
                let row = try Row.fetchOne(db, sql: Self.taskOutlineSelect + " WHERE tasks.id = ?", arguments: [id]),
                let outline = OrganizerRows.taskOutline(row)
            else { throw StoreError.corruptRow(path: path, table: "tasks", id: id) }
            return outline
        }
    }

    /// One communication item with its category and tags, named by an id prefix.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/corruptRow(path:table:id:)``.
    public func communication(_ reference: String) async throws -> CommunicationOutline {
        let path = path
        return try await read("show a communication") { db in
            let id = try ItemResolver.resolve(reference, kinds: [.communication], in: db).id.lowercasedString
            let select = Self.labelledSelect(
                "communication_items", link: "communication_tags", owner: "communication_id")
            guard
                let row = try Row.fetchOne(db, sql: select + " WHERE communication_items.id = ?", arguments: [id]),
                let outline = OrganizerRows.communicationOutline(row)
            else { throw StoreError.corruptRow(path: path, table: "communication_items", id: id) }
            return outline
        }
    }

    /// One list with its category, tags and items, named by an id prefix or its name (any case).
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/corruptRow(path:table:id:)``.
    public func list(_ reference: String) async throws -> ListOutline {
        let path = path
        return try await read("show a list") { db in
            let id = try ItemResolver.resolve(reference, kinds: [.list], in: db).id.lowercasedString
            guard
                let row = try Row.fetchOne(
                    db, sql: Self.labelledSelect("lists", link: "list_tags", owner: "list_id") + " WHERE lists.id = ?",
                    arguments: [id]),
                let list = OrganizerRows.listOutline(row)
            else { throw StoreError.corruptRow(path: path, table: "lists", id: id) }
            let items = try Row.fetchAll(
                db, sql: "SELECT * FROM list_items WHERE list_id = ? ORDER BY position, rowid", arguments: [id]
            ).map { row in
                guard let item = OrganizerRows.listItem(row) else {
                    throw StoreError.corruptRow(path: path, table: "list_items", id: row["id"] ?? "?")
                }
                return item
            }
            return ListOutline(list: list.list, category: list.category, tags: list.tags, items: items)
        }
    }

    /// One plan with its category, tags, tasks and nested plans, named by an id prefix or its title (any case),
    /// archived or not, nested or not.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/corruptRow(path:table:id:)``.
    public func plan(_ reference: String) async throws -> PlanOutline {
        let id = try await read("find a plan") { db in
            try ItemResolver.resolve(reference, kinds: [.plan], in: db).id
        }
        func find(in outlines: [PlanOutline]) -> PlanOutline? {
            for outline in outlines {
                if outline.plan.id == id { return outline }
                if let found = find(in: outline.subplans) { return found }
            }
            return nil
        }
        // Removed between the two reads: as if it had never been found.
        guard let outline = find(in: try await plans(includingArchived: true)) else {
            throw StoreError.itemNotFound(reference: reference)
        }
        return outline
    }
}

import Foundation
import GRDB
import OffloadCore
import OffloadNLP

extension CaptureStore {
    /// Adds items at the end of the list named `list` (any case, or an id prefix), making the list when there is
    /// none by that name; one transaction and one undo action.
    ///
    /// A new list's type is read from its name, as for lists placed from captures ("Groceries" is a shopping list).
    /// Item text is kept as written ("2 loaves of bread").
    ///
    /// - Throws: ``StoreError/emptyName(kind:)`` for an empty list name or item (nothing is added),
    ///   ``StoreError/ambiguousItem(reference:candidates:)`` when several lists match, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func addListItems(_ texts: [String], to list: String, at now: Date = Date()) async throws -> ListAddition {
        let name = list.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw StoreError.emptyName(kind: "list name") }
        let texts = texts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard !texts.isEmpty, !texts.contains(where: \.isEmpty) else { throw StoreError.emptyName(kind: "list item") }
        return try await write("add list items") { db in
            var change = OrganizerChange(db, at: now)
            let (list, created) = try Self.list(named: name, making: &change)
            let listID = list.id.lowercasedString
            var position =
                (try Int.fetchOne(
                    db, sql: "SELECT max(position) FROM list_items WHERE list_id = ?", arguments: [listID])
                    ?? -1) + 1
            var items: [OrganizerItemReference] = []
            for text in texts {
                let id = UUID.random()
                try change.willChange(.listItems, id.lowercasedString)
                try db.execute(
                    sql: "INSERT INTO list_items (id, list_id, text, is_completed, position) VALUES (?, ?, ?, 0, ?)",
                    arguments: [id.lowercasedString, listID, text, position])
                items.append(OrganizerItemReference(kind: .listItem, id: id, title: text))
                position += 1
            }
            let more = items.count > 1 ? " and \(items.count - 1) more" : ""
            try change.commit("Added '\(texts[0])'\(more) to '\(list.title)'")
            return ListAddition(list: list, created: created, items: items)
        }
    }

    /// The list `name` names, or a new one by that name (then `created` is `true`).
    private static func list(named name: String, making change: inout OrganizerChange) throws -> (
        list: OrganizerItemReference, created: Bool
    ) {
        do {
            return (try ItemResolver.resolve(name, kinds: [.list], in: change.db), false)
        } catch StoreError.itemNotFound {
            let id = UUID.random()
            try change.willChange(.lists, id.lowercasedString)
            try change.db.execute(
                sql: "INSERT INTO lists (id, name, list_type, created_at) VALUES (?, ?, ?, ?)",
                arguments: [id.lowercasedString, name, ListKind.type(forName: name).rawValue, change.now])
            return (OrganizerItemReference(kind: .list, id: id, title: name), true)
        }
    }

    /// Renames a list; the name is compared ignoring case.
    ///
    /// - Throws: ``StoreError/emptyName(kind:)``, ``StoreError/nameTaken(kind:name:)`` when another list has the
    ///   name, ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``.
    @discardableResult
    public func renameList(_ reference: String, to name: String, at now: Date = Date()) async throws -> Renaming {
        try await rename(reference, kind: .list, to: name, at: now)
    }

    /// Renames a list (`name`) or a plan (`title`), refusing an empty name or one another of its kind has.
    func rename(_ reference: String, kind: OrganizerItemKind, to newName: String, at now: Date) async throws
        -> Renaming
    {
        let name = newName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw StoreError.emptyName(kind: "\(kind.noun) name") }
        let (table, column): (OrganizerTable, String) = kind == .list ? (.lists, "name") : (.plans, "title")
        return try await write("rename a \(kind.noun)") { db in
            let item = try ItemResolver.resolve(reference, kinds: [kind], in: db)
            let id = item.id.lowercasedString
            if let taken = try String.fetchOne(
                db,
                sql: "SELECT \(column) FROM \(table.rawValue) WHERE \(column) = ? COLLATE NOCASE AND id != ? LIMIT 1",
                arguments: [name, id])
            {
                throw StoreError.nameTaken(kind: kind.noun, name: taken)
            }
            var change = OrganizerChange(db, at: now)
            try change.willChange(table, id)
            try db.execute(sql: "UPDATE \(table.rawValue) SET \(column) = ? WHERE id = ?", arguments: [name, id])
            let action = try change.commit("Renamed \(kind.noun) '\(item.title)' to '\(name)'")
            return Renaming(item: item, name: name, changed: action != nil)
        }
    }
}

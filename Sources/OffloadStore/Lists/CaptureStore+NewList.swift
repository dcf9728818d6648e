import Foundation
import GRDB
import OffloadCore
import OffloadNLP

extension CaptureStore {
    /// Makes a list named `name`, with `texts` as its first items, in one transaction and one undo action.
    ///
    /// Unlike ``addListItems(_:to:at:)``, which adds to a list of that name when there is one, this refuses a name
    /// another list has (ignoring case). The list's type is read from its name, as for lists placed from captures.
    ///
    /// - Parameters:
    ///   - name: The list's name; trimmed, never empty.
    ///   - texts: Its items, in order; may be empty.
    /// - Returns: The new list.
    /// - Throws: ``StoreError/emptyName(kind:)`` for an empty name or item, ``StoreError/nameTaken(kind:name:)``,
    ///   ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func createList(named name: String, items texts: [String] = [], at now: Date = Date()) async throws
        -> OrganizerItemReference
    {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw StoreError.emptyName(kind: "list name") }
        let texts = texts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard !texts.contains(where: \.isEmpty) else { throw StoreError.emptyName(kind: "list item") }
        return try await write("make a list") { db in
            if let taken = try String.fetchOne(
                db, sql: "SELECT name FROM lists WHERE name = ? COLLATE NOCASE LIMIT 1", arguments: [name])
            {
                throw StoreError.nameTaken(kind: "list", name: taken)
            }
            var change = OrganizerChange(db, at: now)
            let id = UUID.random()
            try change.willChange(.lists, id.lowercasedString)
            try db.execute(
                sql: "INSERT INTO lists (id, name, list_type, created_at) VALUES (?, ?, ?, ?)",
                arguments: [id.lowercasedString, name, ListKind.type(forName: name).rawValue, now])
            for (position, text) in texts.enumerated() {
                let itemID = UUID.random().lowercasedString
                try change.willChange(.listItems, itemID)
                try db.execute(
                    sql: "INSERT INTO list_items (id, list_id, text, is_completed, position) VALUES (?, ?, ?, 0, ?)",
                    arguments: [itemID, id.lowercasedString, text, position])
            }
            try change.commit("Made list '\(name)'")
            return OrganizerItemReference(kind: .list, id: id, title: name)
        }
    }
}

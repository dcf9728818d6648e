import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// The tables with a `category_id` column.
    private static let categorized: [OrganizerTable] = [.tasks, .plans, .lists, .communications, .notes]

    /// Every category or tag, by name ignoring case, with how many tasks and other items carry it.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func labels(_ kind: LabelKind) async throws -> [LabelCount] {
        let counts: [String] =
            switch kind {
            case .category:
                Self.categorized.map {
                    "(SELECT count(*) FROM \($0.rawValue) WHERE category_id = categories.id)"
                }
            case .tag:
                TagLinkTable.allCases.map { "(SELECT count(*) FROM \($0.rawValue) WHERE tag_id = tags.id)" }
            }
        let table = kind.table.rawValue
        return try await read("list \(table)") { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT name, \(counts[0]), \(counts.dropFirst().joined(separator: " + "))
                    FROM \(table) ORDER BY name COLLATE NOCASE, id
                    """
            ).map { LabelCount(name: $0[0], tasks: $0[1], others: $0[2]) }
        }
    }

    /// Renames a category or tag; every item keeps it under the new name.
    ///
    /// - Throws: ``StoreError/emptyName(kind:)``, ``StoreError/nameTaken(kind:name:)`` when another one has the name
    ///   (merge joins two), ``StoreError/itemNotFound(reference:)``.
    @discardableResult
    public func renameLabel(_ kind: LabelKind, _ name: String, to newName: String, at now: Date = Date())
        async throws -> LabelChange
    {
        let new = try Self.labelName(newName, kind)
        return try await write("rename a \(kind.rawValue)") { db in
            let (id, old) = try Self.label(kind, named: name, in: db)
            if let other = try Self.existingLabel(kind, named: new, in: db), other.id != id {
                throw StoreError.nameTaken(kind: kind.rawValue, name: other.name)
            }
            var change = OrganizerChange(db, at: now)
            try change.willChange(kind.table, id)
            try db.execute(sql: "UPDATE \(kind.table.rawValue) SET name = ? WHERE id = ?", arguments: [new, id])
            try change.commit("Renamed \(kind.rawValue) '\(old)' to '\(new)'")
            return LabelChange(name: old, items: try Self.count(kind, of: id, in: db))
        }
    }

    /// Moves every item of category or tag `name` to `target`, then removes `name`; a `target` that does not exist
    /// yet is a rename.
    ///
    /// - Throws: ``StoreError/emptyName(kind:)``, ``StoreError/itemNotFound(reference:)``,
    ///   ``StoreError/nameTaken(kind:name:)`` when both names are the same one.
    @discardableResult
    public func mergeLabel(_ kind: LabelKind, _ name: String, into target: String, at now: Date = Date())
        async throws -> LabelChange
    {
        let into = try Self.labelName(target, kind)
        let exists = try await read("find a \(kind.rawValue)") { db in
            try Self.existingLabel(kind, named: into, in: db) != nil
        }
        guard exists else { return try await renameLabel(kind, name, to: into, at: now) }
        return try await write("merge a \(kind.rawValue)") { db in
            let (id, old) = try Self.label(kind, named: name, in: db)
            let (targetID, targetName) = try Self.label(kind, named: into, in: db)
            guard targetID != id else { throw StoreError.nameTaken(kind: kind.rawValue, name: targetName) }
            var change = OrganizerChange(db, at: now)
            let count = try Self.repoint(kind, from: id, to: targetID, change: &change)
            try change.willChange(kind.table, id)
            try db.execute(sql: "DELETE FROM \(kind.table.rawValue) WHERE id = ?", arguments: [id])
            try change.commit("Merged \(kind.rawValue) '\(old)' into '\(targetName)'")
            return LabelChange(name: old, items: count)
        }
    }

    /// Removes a category (its items keep no category) or a tag (its links go); undo brings both back.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``.
    @discardableResult
    public func deleteLabel(_ kind: LabelKind, _ name: String, at now: Date = Date()) async throws -> LabelChange {
        try await write("delete a \(kind.rawValue)") { db in
            let (id, old) = try Self.label(kind, named: name, in: db)
            var change = OrganizerChange(db, at: now)
            let count = try Self.repoint(kind, from: id, to: nil, change: &change)
            try change.willChange(kind.table, id)
            try db.execute(sql: "DELETE FROM \(kind.table.rawValue) WHERE id = ?", arguments: [id])
            try change.commit("Deleted \(kind.rawValue) '\(old)'")
            return LabelChange(name: old, items: count)
        }
    }

    /// `name` trimmed, or ``StoreError/emptyName(kind:)``.
    private static func labelName(_ name: String, _ kind: LabelKind) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw StoreError.emptyName(kind: "\(kind.rawValue) name") }
        return trimmed
    }

    private static func existingLabel(_ kind: LabelKind, named name: String, in db: Database) throws -> (
        id: String, name: String
    )? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        return try Row.fetchOne(
            db, sql: "SELECT id, name FROM \(kind.table.rawValue) WHERE name = ? COLLATE NOCASE", arguments: [trimmed]
        ).map { ($0[0], $0[1]) }
    }

    private static func label(_ kind: LabelKind, named name: String, in db: Database) throws -> (
        id: String, name: String
    ) {
        guard let label = try existingLabel(kind, named: name, in: db) else {
            throw StoreError.itemNotFound(reference: name)
        }
        return label
    }

    /// The owners of label `id`: (table to keep an image of, owner id) for a category, (link table, owner id) for a
    /// tag.
    private static func owners(_ kind: LabelKind, of id: String, in db: Database) throws -> [(String, String)] {
        let tables = kind == .category ? categorized.map(\.rawValue) : TagLinkTable.allCases.map(\.rawValue)
        var owners: [(String, String)] = []
        for table in tables {
            let sql =
                kind == .category
                ? "SELECT id FROM \(table) WHERE category_id = ? ORDER BY rowid"
                : "SELECT \(TagLinkTable(rawValue: table)?.ownerColumn ?? "") FROM \(table) WHERE tag_id = ? ORDER BY rowid"
            owners += try String.fetchAll(db, sql: sql, arguments: [id]).map { (table, $0) }
        }
        return owners
    }

    /// How many items carry label `id`.
    private static func count(_ kind: LabelKind, of id: String, in db: Database) throws -> Int {
        try owners(kind, of: id, in: db).count
    }

    /// Points every item of label `id` at `target` instead (or at none), keeping each item's image first; returns
    /// how many items carried it.
    private static func repoint(
        _ kind: LabelKind, from id: String, to target: String?, change: inout OrganizerChange
    ) throws -> Int {
        let db = change.db
        let owners = try owners(kind, of: id, in: db)
        for (table, owner) in owners {
            if kind == .category, let organizerTable = OrganizerTable(rawValue: table) {
                try change.willChange(organizerTable, owner)
                try db.execute(
                    sql: "UPDATE \(table) SET category_id = ? WHERE id = ?", arguments: [target, owner])
            } else if let links = TagLinkTable(rawValue: table) {
                try change.willChangeLinks(links, of: owner)
                if let target { try link(owner, to: target, in: links, db: db) }
                try db.execute(
                    sql: "DELETE FROM \(table) WHERE \(links.ownerColumn) = ? AND tag_id = ?", arguments: [owner, id])
            }
        }
        return owners.count
    }

    /// Links `owner` to tag `tag` unless it is linked already.
    private static func link(_ owner: String, to tag: String, in links: TagLinkTable, db: Database) throws {
        if links == .tasks {
            try db.execute(
                sql: "INSERT OR IGNORE INTO task_tags (task_id, tag_id) VALUES (?, ?)", arguments: [owner, tag])
        } else {
            try db.execute(
                sql: "INSERT OR IGNORE INTO \(links.rawValue) (id, \(links.ownerColumn), tag_id) VALUES (?, ?, ?)",
                arguments: [UUID.random().lowercasedString, owner, tag])
        }
    }
}

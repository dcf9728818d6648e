import Foundation
import GRDB
import OffloadCore

/// Finds or creates the categories, tags and plans an organizer change names, through the change, so that undo
/// removes exactly what it created.
struct OrganizerLabels {
    /// What was created, in words: "plan 'Garden'", "tag 'family'".
    private(set) var created: [String] = []

    /// The id of the category or tag named `name` ignoring case, created when there is none.
    mutating func id(
        _ table: OrganizerTable, named name: String, change: inout OrganizerChange
    ) throws -> String {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if let id = try String.fetchOne(
            change.db, sql: "SELECT id FROM \(table.rawValue) WHERE name = ? COLLATE NOCASE", arguments: [name])
        {
            return id
        }
        let id = UUID.random().lowercasedString
        try change.willChange(table, id)
        try change.db.execute(sql: "INSERT INTO \(table.rawValue) (id, name) VALUES (?, ?)", arguments: [id, name])
        created.append("\(table == .tags ? "tag" : "category") '\(name)'")
        return id
    }

    /// The id of the plan named `name` ignoring case (the oldest, top-level first), created at the top level when
    /// there is none.
    mutating func planID(named name: String, change: inout OrganizerChange) throws -> String {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if let id = try String.fetchOne(
            change.db,
            sql: """
                SELECT id FROM plans WHERE title = ? COLLATE NOCASE
                ORDER BY parent_id IS NOT NULL, created_at, rowid LIMIT 1
                """,
            arguments: [name])
        {
            return id
        }
        let id = UUID.random().lowercasedString
        try change.willChange(.plans, id)
        try change.db.execute(
            sql: "INSERT INTO plans (id, title, created_at) VALUES (?, ?, ?)", arguments: [id, name, change.now])
        created.append("plan '\(name)'")
        return id
    }

    /// Links tags `added` to `ownerID` and unlinks `removed`, keeping the links' image first.
    mutating func relink(
        _ links: TagLinkTable, of ownerID: String, adding added: [String], removing removed: [String],
        change: inout OrganizerChange
    ) throws {
        let added = added.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        guard !added.isEmpty || !removed.isEmpty else { return }
        try change.willChangeLinks(links, of: ownerID)
        for name in removed {
            try change.db.execute(
                sql: """
                    DELETE FROM \(links.rawValue) WHERE \(links.ownerColumn) = ?
                        AND tag_id IN (SELECT id FROM tags WHERE name = ? COLLATE NOCASE)
                    """,
                arguments: [ownerID, name.trimmingCharacters(in: .whitespacesAndNewlines)])
        }
        for name in added {
            let tagID = try id(.tags, named: name, change: &change)
            if links == .tasks {
                try change.db.execute(
                    sql: "INSERT OR IGNORE INTO task_tags (task_id, tag_id) VALUES (?, ?)", arguments: [ownerID, tagID])
            } else {
                try change.db.execute(
                    sql: "INSERT OR IGNORE INTO \(links.rawValue) (id, \(links.ownerColumn), tag_id) VALUES (?, ?, ?)",
                    arguments: [UUID.random().lowercasedString, ownerID, tagID])
            }
        }
    }
}

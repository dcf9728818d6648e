import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

/// Rows of every searchable table, written with plain SQL as the placement writer would.
enum SearchFixture {
    static let now = "2026-11-20 10:00:00.000"

    /// One searchable row: its kind, id, the SQL that inserts it, and SQL that changes its text to `"… quince"`.
    struct Row: Sendable, CustomTestStringConvertible {
        let kind: SearchKind
        let id: String
        let insert: String
        let update: String
        let delete: String
        /// A word only this row holds.
        let word: String
        var testDescription: String { kind.rawValue }
    }

    /// One row of each organizer kind (captures are added through the store).
    static let organizerRows: [Row] = [
        Row(
            kind: .task, id: "task-1",
            insert: "INSERT INTO tasks (id, title, notes, created_at, updated_at) "
                + "VALUES ('task-1', 'Renew passport', 'bring the old photo', '\(now)', '\(now)')",
            update: "UPDATE tasks SET notes = 'quince' WHERE id = 'task-1'",
            delete: "DELETE FROM tasks WHERE id = 'task-1'", word: "photo"),
        Row(
            kind: .list, id: "list-1",
            insert: "INSERT INTO lists (id, name, created_at) VALUES ('list-1', 'Groceries', '\(now)')",
            update: "UPDATE lists SET name = 'quince' WHERE id = 'list-1'",
            delete: "DELETE FROM lists WHERE id = 'list-1'", word: "groceries"),
        Row(
            kind: .listItem, id: "item-1",
            insert: "INSERT INTO lists (id, name, created_at) VALUES ('list-2', 'Packing', '\(now)');"
                + "INSERT INTO list_items (id, list_id, text) VALUES ('item-1', 'list-2', 'sunscreen')",
            update: "UPDATE list_items SET text = 'quince' WHERE id = 'item-1'",
            delete: "DELETE FROM list_items WHERE id = 'item-1'", word: "sunscreen"),
        Row(
            kind: .plan, id: "plan-1",
            insert: "INSERT INTO plans (id, title, created_at) VALUES ('plan-1', 'Kitchen renovation', '\(now)')",
            update: "UPDATE plans SET title = 'quince' WHERE id = 'plan-1'",
            delete: "DELETE FROM plans WHERE id = 'plan-1'", word: "renovation"),
        Row(
            kind: .communication, id: "comm-1",
            insert: "INSERT INTO communication_items (id, channel, contact_name, title, created_at) "
                + "VALUES ('comm-1', 'call', 'Zoë', 'Call about the lease', '\(now)')",
            update: "UPDATE communication_items SET contact_name = 'quince' WHERE id = 'comm-1'",
            delete: "DELETE FROM communication_items WHERE id = 'comm-1'", word: "zoe"),
        Row(
            kind: .note, id: "note-1",
            insert: "INSERT INTO notes (id, title, body, created_at) "
                + "VALUES ('note-1', 'Wifi', 'the password is pinecone', '\(now)')",
            update: "UPDATE notes SET body = 'quince' WHERE id = 'note-1'",
            delete: "DELETE FROM notes WHERE id = 'note-1'", word: "pinecone"),
    ]

    /// Runs `sql` on the store's writer.
    static func execute(_ store: CaptureStore, _ sql: String) async throws {
        try await store.writer.write { db in try db.execute(sql: sql) }
    }

    /// The FTS5 index's own consistency check against its documents; throws when they differ.
    static func checkIndex(_ store: CaptureStore) async throws {
        try await store.writer.write { db in
            try db.execute(sql: "INSERT INTO search_index (search_index, rank) VALUES ('integrity-check', 1)")
        }
    }

    /// The ids of the hits for `text`, best first.
    static func ids(_ store: CaptureStore, _ text: String, limit: Int = 50) async throws -> [String] {
        try await store.search(text, limit: limit).map(\.id)
    }
}

import Foundation
import GRDB

/// The one undo stack (`undo_actions`): every action that can still be taken back, newest last.
///
/// Review decisions, capture deletions and changes to organizer rows all push here, so `offload undo` takes back
/// the most recent of any kind and, repeated, walks further back. It remembers the newest ``depth`` actions; a
/// capture deleted longer ago than that is removed for good.
enum UndoStack {
    enum Kind: String {
        case decision
        case captureDelete = "capture_delete"
        case change
    }

    /// How many actions stay undoable.
    static let depth = 100

    /// Pushes an action and forgets the ones beyond ``depth``; returns the new action's id.
    @discardableResult
    static func push(
        _ kind: Kind, summary: String, at now: Date, decisionID: String? = nil, captureID: String? = nil,
        images: String? = nil, in db: Database
    ) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO undo_actions (kind, summary, at, decision_id, capture_id, images_json)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [kind.rawValue, summary, now, decisionID, captureID, images])
        let id = db.lastInsertedRowID
        try forget(olderThan: id - Int64(depth), in: db)
        return id
    }

    /// Drops the actions with an id of at most `id`; the captures their deletions held are removed for good.
    ///
    /// Foreign keys remove everything that copied a purged capture's text or points at it (its runs, suggestions,
    /// decisions and their undo actions), its id leaves the hand-off requests' capture lists (which have no
    /// foreign key, so it is removed here), and `secure_delete` (on for every connection) zeroes the freed bytes.
    /// The full-text index only marks a deleted document as deleted (its search document went at the soft delete)
    /// and keeps its words in older segments, so after a purge it is merged into one segment, which drops them.
    private static func forget(olderThan id: Int64, in db: Database) throws {
        guard id > 0 else { return }
        let purged = try String.fetchAll(
            db,
            sql: """
                SELECT id FROM captures WHERE deleted_at IS NOT NULL AND id IN (
                    SELECT capture_id FROM undo_actions WHERE kind = 'capture_delete' AND id <= ?)
                """,
            arguments: [id])
        if !purged.isEmpty {
            let ids = StatementArguments(purged)
            let marks = databaseQuestionMarks(count: purged.count)
            try db.execute(sql: "DELETE FROM handoff_request_captures WHERE capture_id IN (\(marks))", arguments: ids)
            try db.execute(sql: "DELETE FROM captures WHERE id IN (\(marks))", arguments: ids)
            try optimizeSearchIndex(in: db)
        }
        try db.execute(sql: "DELETE FROM undo_actions WHERE id <= ?", arguments: [id])
    }

    /// Merges the full-text index into one segment, leaving out the words of deleted documents.
    static func optimizeSearchIndex(in db: Database) throws {
        try db.execute(sql: "INSERT INTO search_index (search_index) VALUES ('optimize')")
    }

    /// One action on the stack.
    struct Entry {
        let id: Int64
        let kind: Kind
        let summary: String
        let at: Date
        let decisionID: String?
        let captureID: String?
        let images: String?
    }

    /// The newest `limit` actions, newest first.
    static func entries(limit: Int, in db: Database) throws -> [Entry] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT id, kind, summary, at, decision_id, capture_id, images_json FROM undo_actions
                ORDER BY id DESC LIMIT ?
                """,
            arguments: [limit]
        ).compactMap { row in
            guard let kind = Kind(rawValue: row[1]) else { return nil }
            return Entry(
                id: row[0], kind: kind, summary: row[2], at: row[3], decisionID: row[4], captureID: row[5],
                images: row[6])
        }
    }
}

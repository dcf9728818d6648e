import Foundation
import GRDB
import OffloadCore

/// An action taken back by ``CaptureStore/undo(at:)``.
public struct UndoneAction: Hashable, Sendable {
    /// What it was, in words: "Accepted 'Buy milk'", "Deleted capture 1a2b3c4d", "Done: 'Call mom'".
    public let summary: String
    /// When it was done.
    public let at: Date
    /// For an undone decision, the decision and its reopened suggestion.
    public let decision: UndoneDecision?
    /// For an undone capture deletion, the restored capture.
    public let capture: CaptureEntry?
}

/// An action the undo stack holds, as ``CaptureStore/undoHistory(limit:)`` lists it.
public struct UndoableAction: Hashable, Sendable {
    /// What it was, in words.
    public let summary: String
    /// When it was done.
    public let at: Date
}

extension CaptureStore {
    /// Takes back the most recent action still on the undo stack, of any kind: a review decision (its placement is
    /// removed and its suggestion reopened), a capture deletion (the capture is restored), or a change to tasks,
    /// lists, plans, communications or notes (every row is put back as it was, and the event log says so).
    ///
    /// Repeated, it walks further back. One transaction.
    ///
    /// - Throws: ``StoreError/nothingToUndo``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func undo(at now: Date = Date()) async throws -> UndoneAction {
        let path = path
        let (undone, record, kind) = try await write("undo the last action") {
            db -> (UndoneAction, CaptureRecord?, String) in
            guard let entry = try UndoStack.entries(limit: 1, in: db).first else { throw StoreError.nothingToUndo }
            let (undone, record) = try Self.undo(entry, at: now, in: db, path: path)
            return (undone, record, entry.kind.rawValue)
        }
        // The summary holds titles, which come from capture text: logs name the kind only.
        logger.info("Undid an action.", metadata: ["kind": "\(kind)"])
        guard let record else { return undone }
        return UndoneAction(summary: undone.summary, at: undone.at, decision: nil, capture: try entry(from: record))
    }

    /// Takes back `entry` in the transaction of `db`.
    private static func undo(_ entry: UndoStack.Entry, at now: Date, in db: Database, path: String) throws
        -> (UndoneAction, CaptureRecord?)
    {
        switch entry.kind {
        case .decision:
            let decision = try Self.undoDecision(entry.decisionID ?? "", at: now, in: db, path: path)
            return (UndoneAction(summary: entry.summary, at: entry.at, decision: decision, capture: nil), nil)
        case .captureDelete:
            let id = entry.captureID ?? ""
            try db.execute(sql: "UPDATE captures SET deleted_at = NULL WHERE id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM undo_actions WHERE id = ?", arguments: [entry.id])
            let record = try Row.fetchOne(
                db, sql: "SELECT \(CaptureRecord.shownSelection) FROM captures WHERE id = ?", arguments: [id]
            ).map(CaptureRecord.init(selected:))
            return (UndoneAction(summary: entry.summary, at: entry.at, decision: nil, capture: nil), record)
        case .change:
            let images = try JSONDecoder().decode([RowImage].self, from: Data((entry.images ?? "[]").utf8))
            try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
            var change = OrganizerChange(db, at: now)
            for image in images {
                switch image {
                case .row(let table, let id, _): try change.willChange(table, id)
                case .links(let table, let ownerID, _): try change.willChangeLinks(table, of: ownerID)
                }
            }
            for image in images.reversed() { try image.restore(in: db) }
            try db.execute(sql: "DELETE FROM undo_actions WHERE id = ?", arguments: [entry.id])
            try change.logEvents(action: nil)
            return (UndoneAction(summary: entry.summary, at: entry.at, decision: nil, capture: nil), nil)
        }
    }

    /// The actions ``undo(at:)`` would take back next, newest first.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func undoHistory(limit: Int = 10) async throws -> [UndoableAction] {
        try await read("list what undo would take back") { db in
            guard try db.tableExists("undo_actions") else { return [] }
            return try UndoStack.entries(limit: max(0, limit), in: db).map {
                UndoableAction(summary: $0.summary, at: $0.at)
            }
        }
    }
}

import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Removes the most recent decision still on the undo stack, its placement and every row it created, and opens
    /// the suggestion again.
    ///
    /// The undo stack is shared by every session on the database: each call undoes the newest decision on it, so
    /// repeated calls walk back through earlier decisions. Lists and plans that existed before the decision stay;
    /// only the items, tasks, tags and categories the decision created are removed, and later actions that changed
    /// those rows leave the stack with them. The undo is one transaction.
    ///
    /// - Returns: The removed decision and the reopened suggestion.
    /// - Throws: ``StoreError/noDecisionToUndo``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func undoLastDecision(at now: Date = Date()) async throws -> UndoneDecision {
        let path = path
        let undone = try await write("undo the last decision") { db in
            guard
                let decisionID = try String.fetchOne(
                    db, sql: "SELECT decision_id FROM undo_actions WHERE kind = 'decision' ORDER BY id DESC LIMIT 1")
            else { throw StoreError.noDecisionToUndo }
            return try Self.undoDecision(decisionID, at: now, in: db, path: path)
        }
        logger.info(
            "Undid a decision.",
            metadata: ["suggestion": "\(undone.suggestion.id)", "removed": "\(undone.removedRowCount)"])
        return undone
    }

    /// Undoes decision `decisionID` in the transaction of `db`: removes what it placed (logging each removed
    /// organizer row as deleted), its decision and its place on the undo stack, and reopens its suggestion.
    static func undoDecision(_ decisionID: String, at now: Date, in db: Database, path: String) throws
        -> UndoneDecision
    {
        guard
            let decision = try Row.fetchOne(
                db,
                sql: "SELECT id, suggestion_id, kind, decided_at, edited_json FROM suggestion_decisions WHERE id = ?",
                arguments: [decisionID])
        else { throw StoreError.noDecisionToUndo }
        let suggestionID: String = decision[1]
        let effects = try Row.fetchAll(
            db,
            sql: """
                SELECT table_name, row_id, cleared_column FROM decision_effects WHERE decision_id = ?
                ORDER BY position DESC
                """,
            arguments: [decisionID])
        var removed: [String] = []
        for effect in effects {
            // table_name and cleared_column are constrained by CHECKs to organizer tables and columns, so they
            // are safe to interpolate.
            let table: String = effect[0]
            let rowID: String = effect[1]
            if let column = effect[2] as String? {
                try db.execute(sql: "UPDATE \(table) SET \(column) = NULL WHERE id = ?", arguments: [rowID])
            } else {
                try db.execute(sql: "DELETE FROM \(table) WHERE id = ?", arguments: [rowID])
                removed.append(rowID)
                if let itemType = OrganizerTable(effectTable: table)?.itemType {
                    try OrganizerEvent(kind: .deleted).append(
                        itemType: itemType, id: rowID, at: now, action: nil, in: db)
                }
            }
        }
        // Later changes to the rows it removed could only bring them back without their decision.
        for rowID in removed {
            try db.execute(
                sql: "DELETE FROM undo_actions WHERE kind = 'change' AND instr(images_json, ?) > 0",
                arguments: ["\"" + rowID + "\""])
        }
        try db.execute(sql: "DELETE FROM suggestion_decisions WHERE id = ?", arguments: [decisionID])
        try db.execute(sql: "UPDATE suggestions SET decided_at = NULL WHERE id = ?", arguments: [suggestionID])
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT \(SuggestionRow.columns) FROM suggestions WHERE id = ?", arguments: [suggestionID])
        else { throw StoreError.corruptRow(path: path, table: "suggestions", id: suggestionID) }
        let suggestion = try Self.suggestion(from: row, decoder: JSONDecoder(), path: path)
        try CaptureLifecycle.settle(captureID: suggestion.captureID.lowercasedString, in: db)
        return UndoneDecision(
            decision: try Self.decisionValue(from: decision, path: path), suggestion: suggestion,
            removedRowCount: removed.count)
    }

    /// The decision in a row of `id, suggestion_id, kind, decided_at, edited_json`.
    static func decisionValue(from row: Row, path: String) throws -> SuggestionDecision {
        let edited = (row[4] as String?).flatMap { try? JSONDecoder().decode(Suggestion.self, from: Data($0.utf8)) }
        guard let id = UUID(storedText: row[0]), let suggestionID = UUID(storedText: row[1]),
            let kind = DecisionKind(rawValue: row[2])
        else { throw StoreError.corruptRow(path: path, table: "suggestion_decisions", id: row[0]) }
        return SuggestionDecision(id: id, suggestionID: suggestionID, kind: kind, decidedAt: row[3], edited: edited)
    }
}

import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Removes the most recent decision, its placement and every row it created, and opens the suggestion again.
    ///
    /// The journal is a stack (`decision_journal`, newest first) shared by every session on the database: each
    /// call undoes the newest decision still recorded, so repeated calls walk back through earlier decisions.
    /// Lists and plans that existed before the decision stay; only the items, tasks, tags and categories the
    /// decision created are removed. The undo is one transaction.
    ///
    /// - Returns: The removed decision and the reopened suggestion.
    /// - Throws: ``StoreError/noDecisionToUndo``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func undoLastDecision() async throws -> UndoneDecision {
        let path = path
        let undone = try await write("undo the last decision") { db in
            guard
                let decision = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT d.id, d.suggestion_id, d.kind, d.decided_at, d.edited_json FROM decision_journal j
                        JOIN suggestion_decisions d ON d.id = j.decision_id ORDER BY j.sequence DESC LIMIT 1
                        """)
            else { throw StoreError.noDecisionToUndo }
            let decisionID: String = decision[0]
            let suggestionID: String = decision[1]
            let effects = try Row.fetchAll(
                db,
                sql: """
                    SELECT table_name, row_id, cleared_column FROM decision_effects WHERE decision_id = ?
                    ORDER BY position DESC
                    """,
                arguments: [decisionID])
            for effect in effects {
                // table_name and cleared_column are constrained by CHECKs to organizer tables and columns, so they
                // are safe to interpolate.
                if let column = effect[2] as String? {
                    try db.execute(
                        sql: "UPDATE \(effect[0] as String) SET \(column) = NULL WHERE id = ?",
                        arguments: [effect[1] as String])
                } else {
                    try db.execute(
                        sql: "DELETE FROM \(effect[0] as String) WHERE id = ?", arguments: [effect[1] as String])
                }
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
                removedRowCount: effects.filter { $0[2] as String? == nil }.count)
        }
        logger.info(
            "Undid a decision.",
            metadata: ["suggestion": "\(undone.suggestion.id)", "removed": "\(undone.removedRowCount)"])
        return undone
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

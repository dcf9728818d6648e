import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// The columns of a run, prefixed `run_`, selected next to `c.*`.
    private static let runColumns = """
        r.id AS run_id, r.request_id AS run_request_id, r.capture_id AS run_capture_id, r.status AS run_status, \
        r.started_at AS run_started_at, r.finished_at AS run_finished_at, r.model_version AS run_model_version, \
        r.failure_reason AS run_failure_reason, r.language AS run_language
        """

    /// Review items of captures matching `filter` (an `AND …` clause over `c`), oldest capture first.
    func reviewItems(where filter: String, arguments: StatementArguments, limit: Int?) async throws -> [ReviewItem] {
        let path = path
        return try await read("list captures awaiting review") { db in
            let sql = """
                SELECT c.*, \(Self.runColumns) FROM captures c
                JOIN handoff_runs r ON r.rowid = (
                    SELECT max(r2.rowid) FROM handoff_runs r2 WHERE r2.capture_id = c.id AND r2.status = 'completed')
                WHERE c.deleted_at IS NULL \(filter)
                    AND EXISTS (SELECT 1 FROM suggestions s WHERE s.run_id = r.id AND s.decided_at IS NULL)
                ORDER BY c.created_at, c.rowid
                LIMIT ?
                """
            var all = arguments
            all += [limit ?? -1]
            let statement = try db.cachedStatement(
                sql: """
                    SELECT \(SuggestionRow.columns) FROM suggestions
                    WHERE run_id = ? AND decided_at IS NULL ORDER BY confidence DESC, rowid
                    """)
            let decoder = JSONDecoder()
            return try Row.fetchAll(db, sql: sql, arguments: all).map { run in
                let suggestions = try Row.fetchAll(statement, arguments: [run["run_id"] as String])
                return try Self.reviewItem(run: run, suggestions: suggestions, decoder: decoder, path: path, db: db)
            }
        }
    }

    /// The review item of one suggestion (decided or not) with its own run and capture.
    func reviewItem(suggestionID: String) async throws -> [ReviewItem] {
        let path = path
        return try await read("read a suggestion") { db in
            guard
                let suggestion = try Row.fetchOne(
                    db, sql: "SELECT \(SuggestionRow.columns) FROM suggestions WHERE id = ?", arguments: [suggestionID]),
                let run = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT c.*, \(Self.runColumns) FROM handoff_runs r JOIN captures c ON c.id = r.capture_id
                        WHERE r.id = ? AND c.deleted_at IS NULL
                        """,
                    arguments: [suggestion[SuggestionRow.Column.runID.rawValue] as String])
            else { return [] }
            return [
                try Self.reviewItem(run: run, suggestions: [suggestion], decoder: JSONDecoder(), path: path, db: db)
            ]
        }
    }

    private static func reviewItem(run: Row, suggestions: [Row], decoder: JSONDecoder, path: String, db: Database)
        throws -> ReviewItem
    {
        let record = try CaptureRecord(row: run)
        guard let capture = record.entry() else {
            throw StoreError.corruptRow(path: path, table: CaptureRecord.databaseTableName, id: record.id)
        }
        let handOffRun = try handOffRun(from: run, path: path)
        let values = try suggestions.map { try suggestion(from: $0, decoder: decoder, path: path) }
        let placed = try placedDestinations(
            ofCapture: record.id, otherThanRun: handOffRun.id.lowercasedString, in: db)
        var alreadyPlaced: [UUID: PlacedDestination] = [:]
        let isOnlySuggestion = try runSuggestionCount(handOffRun.id.lowercasedString, in: db) == 1
        for value in values {
            alreadyPlaced[value.id] = PlacedDestination.repeated(
                by: value, among: placed, isOnlySuggestion: isOnlySuggestion)
        }
        return ReviewItem(capture: capture, run: handOffRun, suggestions: values, alreadyPlaced: alreadyPlaced)
    }

    /// How many suggestions a run made, decided or not.
    static func runSuggestionCount(_ runID: String, in db: Database) throws -> Int {
        try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) FROM suggestions WHERE run_id = ?"), arguments: [runID]) ?? 0
    }

    /// The run in a row selected with ``runColumns``.
    static func handOffRun(from row: Row, path: String) throws -> HandOffRun {
        guard let id = UUID(storedText: row["run_id"]), let requestID = UUID(storedText: row["run_request_id"]),
            let captureID = UUID(storedText: row["run_capture_id"]),
            let status = HandOffRunStatus(rawValue: row["run_status"])
        else { throw StoreError.corruptRow(path: path, table: "handoff_runs", id: row["run_id"] ?? "?") }
        return HandOffRun(
            id: id, requestID: requestID, captureID: captureID, status: status, startedAt: row["run_started_at"],
            finishedAt: row["run_finished_at"], modelVersion: row["run_model_version"],
            failureReason: row["run_failure_reason"], language: row["run_language"])
    }

    /// Every run of a capture, oldest first (history, including failed runs and those replaced by re-processing).
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func runs(ofCapture captureID: UUID) async throws -> [HandOffRun] {
        let path = path
        return try await read("list hand-off runs") { db in
            try Row.fetchAll(
                db, sql: "SELECT \(Self.runColumns) FROM handoff_runs r WHERE r.capture_id = ? ORDER BY r.rowid",
                arguments: [captureID.lowercasedString]
            ).map { try Self.handOffRun(from: $0, path: path) }
        }
    }

    /// Every suggestion of a run, decided or not, most confident first.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func suggestions(ofRun runID: UUID) async throws -> [Suggestion] {
        let path = path
        return try await read("list suggestions") { db in
            let decoder = JSONDecoder()
            return try Row.fetchAll(
                db,
                sql:
                    "SELECT \(SuggestionRow.columns) FROM suggestions WHERE run_id = ? ORDER BY confidence DESC, rowid",
                arguments: [runID.lowercasedString]
            ).map { try Self.suggestion(from: $0, decoder: decoder, path: path) }
        }
    }
}

import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Records a hand-off request and the captures it names, in order.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)`` (for instance when an id is not a capture),
    ///   ``StoreError/busy(path:seconds:)``.
    public func createHandOffRequest(_ request: HandOffRequest) async throws {
        try await write("record a hand-off request") { db in
            try db.execute(
                sql: "INSERT INTO handoff_requests (id, requested_at) VALUES (?, ?)",
                arguments: [request.id.lowercasedString, request.requestedAt])
            let statement = try db.cachedStatement(
                sql: "INSERT INTO handoff_request_captures (request_id, capture_id, position) VALUES (?, ?, ?)")
            for (position, captureID) in request.captureIDs.enumerated() {
                try statement.execute(arguments: [request.id.lowercasedString, captureID.lowercasedString, position])
            }
        }
        logger.info("Recorded a hand-off request.", metadata: ["captures": "\(request.captureIDs.count)"])
    }

    /// Stores one batch of hand-off results in a single transaction: every run with its suggestions and capture
    /// status, or nothing at all.
    ///
    /// A completed run sets its capture to `completed`; a failed run leaves the capture as it was (a pending
    /// capture stays pending, so the next hand-off retries it). Because each batch is one transaction, a crash
    /// leaves no half-written run and a later hand-off resumes with the captures still pending.
    ///
    /// - Parameters:
    ///   - results: The batch, typically a few hundred captures.
    ///   - mode: ``HandOffMode/firstTime`` skips captures completed meanwhile; ``HandOffMode/reprocess`` adds a
    ///     new run next to the old ones.
    /// - Returns: Counts of what was stored and skipped.
    /// - Throws: ``StoreError/busy(path:seconds:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    @discardableResult
    public func recordHandOff(_ results: [HandOffResult], mode: HandOffMode) async throws -> HandOffBatchSummary {
        let summary = try await write("store hand-off results") { db in
            let encoder = JSONEncoder()
            var summary = HandOffBatchSummary()
            for result in results {
                try Self.record(result, mode: mode, in: db, encoder: encoder, summary: &summary)
            }
            return summary
        }
        logger.debug(
            "Stored a hand-off batch.",
            metadata: [
                "completed": "\(summary.completed)", "failed": "\(summary.failed)", "skipped": "\(summary.skipped)",
            ])
        return summary
    }

    private static func record(
        _ result: HandOffResult, mode: HandOffMode, in db: Database, encoder: JSONEncoder,
        summary: inout HandOffBatchSummary
    ) throws {
        let run = result.run
        let captureID = run.captureID.lowercasedString
        let isLive: Bool
        if run.status == .completed {
            // The conditional UPDATE claims the capture: a first hand-off never completes a capture twice.
            let condition = mode == .firstTime ? "AND status <> 'completed'" : ""
            try db.cachedStatement(
                sql: "UPDATE captures SET status = 'completed' WHERE id = ? AND deleted_at IS NULL \(condition)"
            ).execute(arguments: [captureID])
            isLive = db.changesCount == 1
        } else {
            let statement = try db.cachedStatement(
                sql: "SELECT EXISTS (SELECT 1 FROM captures WHERE id = ? AND deleted_at IS NULL)")
            isLive = try Bool.fetchOne(statement, arguments: [captureID]) ?? false
        }
        guard isLive else {
            summary.skipped += 1
            return
        }
        try insert(run, in: db)
        for (suggestion, columns) in zip(result.suggestions, result.suggestionColumns) {
            try SuggestionRow.insert(suggestion, columns: columns, in: db, encoder: encoder)
        }
        if run.status == .completed { summary.completed += 1 } else { summary.failed += 1 }
        summary.suggestions += result.suggestions.count
    }

    private static func insert(_ run: HandOffRun, in db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO handoff_runs
                    (id, request_id, capture_id, status, started_at, finished_at, model_version, failure_reason)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            run.id.lowercasedString, run.requestID.lowercasedString, run.captureID.lowercasedString,
            run.status.rawValue, StoredDate.string(run.startedAt), run.finishedAt.map(StoredDate.string),
            run.modelVersion,
            run.failureReason,
        ])
    }
}

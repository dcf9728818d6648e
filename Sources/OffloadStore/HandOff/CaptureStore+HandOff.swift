import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Records a hand-off request and the captures it names, in order, open until ``finishHandOffRequest(_:at:)``.
    ///
    /// While it is open, the captures it will organize read as `processing` (``CaptureLifecycle/shownStatus``):
    /// for a first hand-off the ones not handed off yet, for a re-process every one, until their runs are stored.
    /// Requests an earlier hand-off left open (it was killed) are finished first, so their captures read as what
    /// they are again.
    ///
    /// The list records what was asked: ids are not checked against `captures` (the hand-off writer skips any that
    /// is gone). Its rows reference the request inserted just before them in the same transaction, so SQLite's
    /// per-row parent lookups are off for it, as for the hand-off writer.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``, ``StoreError/busy(path:seconds:)``.
    public func createHandOffRequest(_ request: HandOffRequest, mode: HandOffMode = .firstTime) async throws {
        try await write("record a hand-off request", referencesChecked: true) { db in
            try db.execute(
                sql: "UPDATE handoff_requests SET finished_at = ? WHERE finished_at IS NULL",
                arguments: [request.requestedAt])
            try db.execute(
                sql: "INSERT INTO handoff_requests (id, requested_at, mode) VALUES (?, ?, ?)",
                arguments: [
                    request.id.lowercasedString, request.requestedAt, mode == .firstTime ? "first_time" : "reprocess",
                ])
            let requestID = request.id.lowercasedString
            let rowsPerStatement = 256
            for start in stride(from: 0, to: request.captureIDs.count, by: rowsPerStatement) {
                let end = min(start + rowsPerStatement, request.captureIDs.count)
                let statement = try BoundStatement(
                    db,
                    sql: "INSERT OR FAIL INTO handoff_request_captures (request_id, capture_id, position) VALUES "
                        + BoundStatement.placeholders(columns: 3, rows: end - start))
                try statement.execute { row in
                    for position in start..<end {
                        row.text(requestID)
                        row.text(request.captureIDs[position])
                        row.integer(position)
                    }
                }
            }
        }
        logger.info("Recorded a hand-off request.", metadata: ["captures": "\(request.captureIDs.count)"])
    }

    /// Stores one batch of hand-off results in a single transaction: every run with its suggestions and capture
    /// status, or nothing at all.
    ///
    /// A completed run sets its capture to `review` (its suggestions wait for decisions); a failed run sets it to
    /// `failed`, which `offload handoff --all` retries. Because each batch is one transaction, a crash
    /// leaves no half-written run and a later hand-off resumes with the captures still pending.
    ///
    /// - Parameters:
    ///   - results: The batch, typically a few thousand captures.
    ///   - mode: ``HandOffMode/firstTime`` skips captures completed meanwhile; ``HandOffMode/reprocess`` adds a
    ///     new run next to the old ones.
    ///   - durable: Whether the commit waits for the disk (fsync). A batch hand-off passes `false` for all but its
    ///     last batch: the last commit's fsync covers the whole log, and a power loss in between can only roll
    ///     back whole batches, whose captures are then simply still pending.
    /// - Returns: Counts of what was stored and skipped.
    /// - Throws: ``StoreError/busy(path:seconds:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    @discardableResult
    public func recordHandOff(_ results: [HandOffResult], mode: HandOffMode, durable: Bool = true) async throws
        -> HandOffBatchSummary
    {
        let summary = try await write("store hand-off results", durable: durable, referencesChecked: true) { db in
            var summary = HandOffBatchSummary()
            let writer = HandOffWriter(db, mode: mode)
            try writer.checkReferences(results)
            for start in stride(from: 0, to: results.count, by: HandOffWriter.rowsPerStatement) {
                let part = results[start..<min(start + HandOffWriter.rowsPerStatement, results.count)]
                try writer.record(part, summary: &summary)
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
}

/// Stores hand-off results a few dozen at a time: one `UPDATE … RETURNING` claims their captures, one multi-row
/// `INSERT` writes their runs and one their suggestions.
///
/// Executing a statement per row made SQLite open its cursors and walk every index from the root again for each
/// row, which cost more than the rows themselves; a statement over many rows does that once.
///
/// Its statements say `OR FAIL`: a row that breaks a constraint stops the statement without undoing the rows before
/// it, so SQLite keeps no statement journal of the pages they changed. The error then rolls back the whole batch's
/// transaction, which undoes them anyway.
///
/// It runs with SQLite's foreign-key checks off, because every reference it writes is proven in the same
/// transaction: the request exists (``checkReferences(_:)``), each run's capture was just claimed or read
/// (``record(_:summary:)`` stores no other run), and each suggestion points at its own run and capture, written
/// just before it. Looking the parents up again cost four index searches per capture.
private struct HandOffWriter {
    /// Rows per statement; 64 suggestions bind 1,024 parameters, well under SQLite's limit.
    static let rowsPerStatement = 64

    let db: Database
    let mode: HandOffMode

    init(_ db: Database, mode: HandOffMode) {
        self.db = db
        self.mode = mode
    }

    /// Throws unless every request the results name exists and every suggestion belongs to its result's run.
    func checkReferences(_ results: [HandOffResult]) throws {
        guard !results.isEmpty else { return }
        let requests = Array(Set(results.map(\.run.requestID)))
        let statement = try BoundStatement(
            db,
            sql: "SELECT id FROM handoff_requests WHERE id IN ("
                + BoundStatement.placeholders(columns: 1, rows: requests.count, grouped: false) + ")")
        guard try statement.ids({ row in requests.forEach { row.text($0) } }).count == requests.count else {
            throw DatabaseError(resultCode: .SQLITE_CONSTRAINT_FOREIGNKEY, message: "a hand-off request is missing")
        }
        let isStray = { (result: HandOffResult) in
            result.suggestions.contains { $0.runID != result.run.id || $0.captureID != result.run.captureID }
        }
        guard !results.contains(where: isStray) else {
            throw DatabaseError(
                resultCode: .SQLITE_CONSTRAINT_FOREIGNKEY, message: "a suggestion does not belong to its run")
        }
    }

    func record(_ results: ArraySlice<HandOffResult>, summary: inout HandOffBatchSummary) throws {
        // Indices and fields rather than copies of the results: a copy retains and releases their arrays, which
        // the analysis threads allocated.
        var completed: [UUID] = []
        var failed: [UUID] = []
        for index in results.indices {
            if results[index].run.status == .completed {
                completed.append(results[index].run.captureID)
            } else {
                failed.append(results[index].run.captureID)
            }
        }
        var live = try claim(completed)
        live.formUnion(try markFailed(failed))
        var stored: [Int] = []
        stored.reserveCapacity(results.count)
        for index in results.indices {
            let captureID = results[index].run.captureID
            let isCompleted = results[index].run.status == .completed
            // A claimed capture is consumed, so a capture named twice in one batch gets one completed run.
            let isLive = isCompleted ? live.remove(captureID) != nil : live.contains(captureID)
            guard isLive else {
                summary.skipped += 1
                continue
            }
            stored.append(index)
            if isCompleted { summary.completed += 1 } else { summary.failed += 1 }
            summary.suggestions += results[index].suggestions.count
        }
        try insertRuns(stored, of: results)
        // Positions (result, suggestion) rather than copies of the suggestions.
        let positions = stored.flatMap { result in results[result].suggestions.indices.map { (result, $0) } }
        for start in stride(from: 0, to: positions.count, by: Self.rowsPerStatement) {
            try insertSuggestions(
                positions[start..<min(start + Self.rowsPerStatement, positions.count)], of: results)
        }
    }

    /// Marks the live captures among `ids` as in review (a first hand-off skips those handed off already) and
    /// returns the ids it changed.
    private func claim(_ ids: [UUID]) throws -> Set<UUID> {
        return try liveCaptures(ids) { list in
            "UPDATE OR FAIL captures SET status = 'review' WHERE id IN (\(list)) AND deleted_at IS NULL \(condition) RETURNING id"
        }
    }

    /// Marks the live captures among `ids` failed, unless a first hand-off finds one handed off meanwhile, and
    /// returns the live ones: each gets its failed run.
    private func markFailed(_ ids: [UUID]) throws -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        _ = try liveCaptures(ids) { list in
            "UPDATE OR FAIL captures SET status = 'failed' WHERE id IN (\(list)) AND deleted_at IS NULL \(condition) RETURNING id"
        }
        return try liveCaptures(ids) { list in "SELECT id FROM captures WHERE id IN (\(list)) AND deleted_at IS NULL" }
    }

    /// What a first hand-off leaves alone: captures a run organized meanwhile.
    private var condition: String { mode == .firstTime ? "AND status NOT IN ('review', 'completed')" : "" }

    /// The capture ids returned by the statement `sql(placeholders)`, bound to `ids`.
    private func liveCaptures(_ ids: [UUID], _ sql: (String) -> String) throws -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        let statement = try BoundStatement(
            db, sql: sql(BoundStatement.placeholders(columns: 1, rows: ids.count, grouped: false)))
        return try Set(statement.ids { row in ids.forEach { row.text($0) } })
    }

    /// Inserts the runs of `results` at `indices` in one statement.
    private func insertRuns(_ indices: [Int], of results: ArraySlice<HandOffResult>) throws {
        guard !indices.isEmpty else { return }
        let statement = try BoundStatement(
            db,
            sql: """
                INSERT OR FAIL INTO handoff_runs
                    (id, request_id, capture_id, status, started_at, finished_at, model_version, failure_reason,
                    language)
                VALUES \(BoundStatement.placeholders(columns: 9, rows: indices.count))
                """)
        try statement.execute { row in
            for index in indices {
                let run = results[index].run
                row.text(run.id)
                row.text(run.requestID)
                row.text(run.captureID)
                row.text(run.status.rawValue)
                row.text(run.startedAt)
                row.text(run.finishedAt)
                row.text(run.modelVersion)
                row.text(run.failureReason)
                row.text(run.language)
            }
        }
    }

    /// Inserts the suggestions of `results` at `positions` (result index, suggestion index) in one statement.
    private func insertSuggestions(_ positions: ArraySlice<(Int, Int)>, of results: ArraySlice<HandOffResult>) throws {
        guard !positions.isEmpty else { return }
        let statement = try BoundStatement(
            db,
            sql: SuggestionRow.insertPrefix
                + BoundStatement.placeholders(columns: SuggestionRow.columnCount, rows: positions.count))
        // Columns the analysis could not encode are encoded again here, so that the error surfaces.
        let columns = try positions.map { result, index in
            try results[result].suggestionColumns[index]
                ?? SuggestionRow.JSONColumns(results[result].suggestions[index])
        }
        try statement.execute { row in
            for ((result, index), columns) in zip(positions, columns) {
                SuggestionRow.bind(results[result].suggestions[index], columns: columns, to: &row)
            }
        }
    }
}

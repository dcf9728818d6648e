import Foundation
import GRDB
import OffloadCore

/// Where a capture stands, derived from its runs and decisions: one SQL expression, used by the migration, by
/// decisions and their undo, and after a hand-off for the captures it did not reach.
///
/// `pending` without runs; `failed` when the newest run failed; `review` when the newest completed run has an
/// undecided suggestion; else `completed`. The hand-off writer sets `review` and `failed` directly for the runs it
/// writes, which is what this expression gives for them.
///
/// `processing` is never stored: ``shownStatus`` reads it from the open hand-off requests.
enum CaptureLifecycle {
    /// An SQL expression over the `captures` row in scope.
    static let derivedStatus = """
        CASE
            WHEN NOT EXISTS (SELECT 1 FROM handoff_runs r WHERE r.capture_id = captures.id) THEN 'pending'
            WHEN (SELECT r.status FROM handoff_runs r WHERE r.capture_id = captures.id ORDER BY r.rowid DESC LIMIT 1)
                = 'failed' THEN 'failed'
            WHEN EXISTS (
                SELECT 1 FROM suggestions s WHERE s.decided_at IS NULL AND s.run_id = (
                    SELECT r.id FROM handoff_runs r WHERE r.capture_id = captures.id AND r.status = 'completed'
                    ORDER BY r.rowid DESC LIMIT 1)) THEN 'review'
            ELSE 'completed'
        END
        """

    /// The ids of the captures an open hand-off request will still organize: named by it, not reached by it yet
    /// (no run of that request), and for a first hand-off not handed off already.
    ///
    /// Uncorrelated, so SQLite evaluates it once per statement; with no open request it reads one index entry. The
    /// unary `+` keeps SQLite from looking runs up by request (every run of a large request, for each capture):
    /// it looks them up by capture, which has a run or two.
    static let inFlightIDs = """
        SELECT qc.capture_id FROM handoff_requests q
        JOIN handoff_request_captures qc ON qc.request_id = q.id
        JOIN captures qcap ON qcap.id = qc.capture_id
        WHERE q.finished_at IS NULL
            AND (q.mode = 'reprocess' OR qcap.status IN ('pending', 'failed'))
            AND NOT EXISTS (SELECT 1 FROM handoff_runs qr WHERE qr.capture_id = qc.capture_id AND +qr.request_id = q.id)
        """

    /// The status a reader sees, over the `captures` row in scope: `processing` while an open hand-off request
    /// will still organize it (``inFlightIDs``), else the stored status.
    static let shownStatus = """
        CASE WHEN captures.id IN (\(inFlightIDs)) THEN 'processing' ELSE captures.status END
        """

    /// An SQL condition over the `captures` row in scope: its shown status (``shownStatus``) is one of `statuses`.
    ///
    /// Written as a test of the stored status plus membership in ``inFlightIDs`` so that it can use the status
    /// index; the raw values are the enum's own, so they need no quoting.
    static func shownStatus(in statuses: Set<CaptureStatus>) -> String {
        let stored = statuses.subtracting([.processing]).map { "'\($0.rawValue)'" }.sorted()
        var parts: [String] = []
        if !stored.isEmpty {
            parts.append(
                "(captures.status IN (\(stored.joined(separator: ", "))) AND captures.id NOT IN (\(inFlightIDs)))")
        }
        if statuses.contains(.processing) { parts.append("captures.id IN (\(inFlightIDs))") }
        return parts.isEmpty ? "0" : "(" + parts.joined(separator: " OR ") + ")"
    }

    /// Derives the status of one capture again, after a decision or its undo.
    static func settle(captureID: String, in db: Database) throws {
        try db.execute(
            sql: "UPDATE captures SET status = \(derivedStatus) WHERE id = ?", arguments: [captureID])
    }
}

extension CaptureStore {
    /// Marks a hand-off request finished: the captures it did not reach (it was stopped, failed or crashed) are no
    /// longer shown as `processing`.
    ///
    /// - Throws: ``StoreError/busy(path:seconds:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func finishHandOffRequest(_ requestID: UUID, at date: Date = Date()) async throws {
        try await write("finish a hand-off request") { db in
            try db.execute(
                sql: "UPDATE handoff_requests SET finished_at = ? WHERE id = ? AND finished_at IS NULL",
                arguments: [date, requestID.lowercasedString])
        }
    }
}

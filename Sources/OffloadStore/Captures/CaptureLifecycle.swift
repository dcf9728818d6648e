import Foundation
import GRDB

/// Where a capture stands, derived from its runs and decisions: one SQL expression, used by the migration, by
/// decisions and their undo, and after a hand-off for the captures it did not reach.
///
/// `pending` without runs; `failed` when the newest run failed; `review` when the newest completed run has an
/// undecided suggestion; else `completed`. The hand-off writer sets `review` and `failed` directly for the runs it
/// writes, which is what this expression gives for them.
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

    /// Derives the status of one capture again, after a decision or its undo.
    static func settle(captureID: String, in db: Database) throws {
        try db.execute(
            sql: "UPDATE captures SET status = \(derivedStatus) WHERE id = ?", arguments: [captureID])
    }
}

extension CaptureStore {
    /// Derives again the status of the captures a hand-off request named that are still `processing`: the ones it
    /// did not reach because it was stopped, failed or crashed.
    ///
    /// - Throws: ``StoreError/busy(path:seconds:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func settleStatuses(ofRequest requestID: UUID) async throws {
        try await write("settle capture statuses") { db in
            try db.execute(
                sql: """
                    UPDATE captures SET status = \(CaptureLifecycle.derivedStatus)
                    WHERE status = 'processing'
                        AND id IN (SELECT capture_id FROM handoff_request_captures WHERE request_id = ?)
                    """,
                arguments: [requestID.lowercasedString])
        }
    }
}

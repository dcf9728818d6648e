import GRDB

/// Version 8: `processing` is read from the open hand-off requests instead of being written into every capture.
///
/// A request records its mode and when it finished. While it is open, a capture it names and has not reached yet
/// is shown as `processing` (``CaptureLifecycle/shownStatus``); the stored status keeps what the runs and
/// decisions say. Marking each capture at request time and again when its batch was stored cost a hand-off a
/// tenth of its throughput, and a stopped or failed one had to set every unreached capture back.
///
/// Requests already stored are finished, and a capture left `processing` by an earlier build gets its derived
/// status.
enum SchemaV8 {
    static let identifier = "v8"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE handoff_requests ADD COLUMN mode TEXT NOT NULL DEFAULT 'first_time'
                    CHECK (mode IN ('first_time', 'reprocess'));
                ALTER TABLE handoff_requests ADD COLUMN finished_at TEXT;
                UPDATE handoff_requests SET finished_at = requested_at;
                CREATE INDEX handoff_requests_open ON handoff_requests (finished_at) WHERE finished_at IS NULL;
                UPDATE captures SET status = \(CaptureLifecycle.derivedStatus) WHERE status = 'processing';
                """)
    }
}

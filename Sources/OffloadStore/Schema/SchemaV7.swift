import GRDB

/// Version 7: a capture's status follows its lifecycle, with `review` between a hand-off and the last decision.
///
/// `captures` is rebuilt (a `CHECK` cannot be altered) with the same rows, rowids, indexes and triggers, and every
/// status is derived again from the runs and decisions (``CaptureLifecycle/derivedStatus``): a capture with open
/// suggestions in its newest completed run becomes `review`, one whose newest run failed becomes `failed`.
enum SchemaV7 {
    static let identifier = "v7"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE captures_v7 (
                    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
                    raw_text TEXT NOT NULL CHECK (length(trim(raw_text, char(32, 9, 10, 11, 12, 13))) > 0),
                    created_at TEXT NOT NULL,
                    source TEXT NOT NULL CHECK (source IN ('text', 'voice')),
                    status TEXT NOT NULL DEFAULT 'pending'
                        CHECK (status IN ('pending', 'processing', 'review', 'completed', 'failed')),
                    deleted_at TEXT
                );
                INSERT INTO captures_v7 (rowid, id, raw_text, created_at, source, status, deleted_at)
                    SELECT rowid, id, raw_text, created_at, source, status, deleted_at FROM captures;
                DROP TABLE captures;
                ALTER TABLE captures_v7 RENAME TO captures;
                CREATE INDEX captures_by_created_at ON captures (created_at);
                CREATE INDEX captures_by_status ON captures (status, created_at);
                CREATE TRIGGER captures_raw_text_is_immutable
                BEFORE UPDATE OF raw_text ON captures
                BEGIN
                    SELECT RAISE(ABORT, 'The raw text of a capture can never be changed.');
                END;
                CREATE TRIGGER captures_raw_text_is_never_replaced
                BEFORE INSERT ON captures
                WHEN EXISTS (SELECT 1 FROM captures WHERE id = NEW.id)
                BEGIN
                    SELECT RAISE(ABORT, 'A capture with this id exists; its raw text can never be replaced.');
                END;
                UPDATE captures SET status = \(CaptureLifecycle.derivedStatus);
                """)
    }
}

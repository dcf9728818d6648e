import GRDB

/// Version 5: a hand-off request's capture list is a record of what was asked, kept in request order only.
///
/// `handoff_request_captures` becomes a `WITHOUT ROWID` table keyed by (request, position), with no reference to
/// `captures` and no index by capture. Nothing looks a request up by capture (each run names its request and its
/// capture), and the index only served that reference; it took a random page of the index per capture, which made
/// recording a 100,000-capture request cost a tenth of the hand-off's writing. A capture removed for good may now
/// leave its id in the lists of earlier requests; the id says nothing about what the capture held.
///
/// The key columns come first: SQLite 3.40's `PRAGMA integrity_check` reports "NULL value" for a `NOT NULL` column
/// declared between the key columns of a `WITHOUT ROWID` table, although none is stored.
enum SchemaV5 {
    static let identifier = "v5"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE handoff_request_captures_v5 (
                    request_id TEXT NOT NULL REFERENCES handoff_requests (id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    capture_id TEXT NOT NULL,
                    PRIMARY KEY (request_id, position)
                ) WITHOUT ROWID;
                INSERT INTO handoff_request_captures_v5 (request_id, capture_id, position)
                    SELECT request_id, capture_id, position FROM handoff_request_captures;
                DROP TABLE handoff_request_captures;
                ALTER TABLE handoff_request_captures_v5 RENAME TO handoff_request_captures;
                """)
    }
}

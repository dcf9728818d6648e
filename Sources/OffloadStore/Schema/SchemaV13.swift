import GRDB

/// Version 13: captures join the search index after their commit, not inside it.
///
/// A capture's commit is what a person (or a client of the service) waits for; the full-text index's pages were
/// about two thirds of what that commit wrote to the log. The insert trigger of captures goes; `search_progress`
/// remembers the highest capture `rowid` indexed, and ``CaptureStore/indexNewCaptures()`` indexes the live captures
/// above it in a later transaction that needs no fsync (the index can always be made again from the captures). A
/// deleted capture lowers the mark below its `rowid`, since SQLite may give that `rowid` to the next capture; the
/// captures' update and delete triggers stay, so an edit, a soft delete or an undelete keeps the index in step.
enum SchemaV13 {
    static let identifier = "v13"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TRIGGER captures_search_inserted;
                CREATE TABLE search_progress (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    captures_rowid INTEGER NOT NULL
                );
                INSERT INTO search_progress (id, captures_rowid) SELECT 1, coalesce(max(rowid), 0) FROM captures;
                CREATE TRIGGER captures_search_rowid_freed AFTER DELETE ON captures
                BEGIN
                    UPDATE search_progress SET captures_rowid = min(captures_rowid, OLD.rowid - 1);
                END;
                """)
    }
}

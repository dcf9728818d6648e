import GRDB

/// The full-text index during an import: brought up to date once, at the end, instead of row by row.
///
/// The source tables' search triggers (``SchemaV10/triggers(for:)``) are dropped for the import's transaction and
/// made again from their own SQL before it commits. Row by row, every insert was its own statement, and FTS5 writes
/// out its pending index at the end of each one: 100,000 captures and 100,000 tasks took 10 s to import instead
/// of 5. Within the one transaction no other connection ever sees the triggers missing, and a rollback brings them
/// back with everything else.
///
/// At the end, for each source table, a document whose row is gone, no longer live or reads otherwise is removed,
/// and every live row without a document gets one, oldest first: with the triggers in place before the import,
/// that is exactly the rows the import added or replaced, found by two passes over the table instead of a list
/// of their ids.
final class ImportSearchRefresh {
    private let db: Database
    private let triggers: [(name: String, sql: String)]

    /// Drops the source tables' search triggers, keeping their SQL.
    init(db: Database) throws {
        self.db = db
        let tables = SchemaV10.sources.map { "'\($0.table)'" }.joined(separator: ", ")
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT name, sql FROM sqlite_master
                WHERE type = 'trigger' AND tbl_name IN (\(tables))
                    AND (name GLOB '*_search_inserted' OR name GLOB '*_search_updated' OR name GLOB '*_search_deleted')
                """)
        triggers = rows.map { ($0["name"], $0["sql"]) }
        for trigger in triggers { try db.execute(sql: "DROP TRIGGER \(trigger.name)") }
    }

    /// Brings every source table's documents up to date, then makes the triggers again.
    func finish() throws {
        for source in SchemaV10.sources {
            try db.execute(
                sql: """
                    DELETE FROM search_documents
                    WHERE kind = '\(source.kind)' AND NOT EXISTS (
                        SELECT 1 FROM \(source.table)
                        WHERE id = search_documents.item_id AND \(source.isLive) AND \(source.text) = search_documents.text
                    );
                    INSERT INTO search_documents (kind, item_id, text)
                        SELECT '\(source.kind)', id, \(source.text) FROM \(source.table)
                        WHERE \(source.isLive) AND NOT EXISTS (
                            SELECT 1 FROM search_documents WHERE item_id = \(source.table).id AND kind = '\(source.kind)'
                        )
                        ORDER BY \(source.createdAt), id;
                    """)
        }
        for trigger in triggers { try db.execute(sql: trigger.sql) }
    }
}

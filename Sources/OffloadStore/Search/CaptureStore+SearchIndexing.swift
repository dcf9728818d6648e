import GRDB

extension CaptureStore {
    /// Whether this store was opened for reading only (``openForReading(atPath:logger:)``).
    public var isReadOnly: Bool { writer.configuration.readonly }

    /// The most captures one catch-up indexes in a transaction, so that it never holds the writer long.
    static let indexingBatch = 5_000

    /// Adds the captures saved since the last call to the search index; returns how many it indexed.
    ///
    /// Captures are committed without their index entries (schema `v13`), so that saving one costs as little as
    /// it can; this catches up, in transactions of at most ``indexingBatch`` captures that skip the fsync (the
    /// index is derived from the captures, and a lost catch-up is made again by the next one). ``search(_:limit:)``
    /// calls it first, the CLI after `capture` and the service when no capture waits to be saved.
    ///
    /// - Throws: ``StoreError/busy(path:seconds:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    @discardableResult
    public func indexNewCaptures() async throws -> Int {
        var indexed = 0
        while try await hasUnindexedCaptures() {
            let count = try await write("index captures for search", durable: false) { db in
                try Self.indexCaptures(in: db, limit: Self.indexingBatch)
            }
            indexed += count
            if count < Self.indexingBatch { break }
        }
        return indexed
    }

    /// Whether captures were saved that the search index does not hold yet.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func hasUnindexedCaptures() async throws -> Bool {
        try await read("look for captures to index") { db in
            guard try db.tableExists("search_progress") else { return false }
            return try Bool.fetchOne(
                db,
                sql: """
                    SELECT EXISTS (SELECT 1 FROM captures
                        WHERE rowid > coalesce((SELECT captures_rowid FROM search_progress WHERE id = 1), 0))
                    """) ?? false
        }
    }

    /// Indexes up to `limit` captures above the mark, lowest `rowid` first, and moves the mark past them.
    private static func indexCaptures(in db: Database, limit: Int) throws -> Int {
        let mark = try Int64.fetchOne(db, sql: "SELECT captures_rowid FROM search_progress WHERE id = 1") ?? 0
        let rowids = try Int64.fetchAll(
            db, sql: "SELECT rowid FROM captures WHERE rowid > ? ORDER BY rowid LIMIT ?", arguments: [mark, limit])
        guard let last = rowids.last else { return 0 }
        // A capture already indexed (its update trigger ran, say) keeps its one document.
        try db.execute(
            sql: """
                INSERT INTO search_documents (kind, item_id, text)
                SELECT 'capture', c.id, c.raw_text FROM captures c
                WHERE c.rowid > ? AND c.rowid <= ? AND c.deleted_at IS NULL
                    AND NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.item_id = c.id AND d.kind = 'capture')
                ORDER BY c.rowid
                """, arguments: [mark, last])
        try db.execute(
            sql: "INSERT OR REPLACE INTO search_progress (id, captures_rowid) VALUES (1, ?)", arguments: [last])
        return rowids.count
    }
}

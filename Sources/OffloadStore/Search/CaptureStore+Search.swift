import GRDB

extension CaptureStore {
    /// Finds captures, tasks, lists, list items, plans, communication items and notes whose text holds every word
    /// of `text`, best match first.
    ///
    /// Each word matches any indexed word that starts with it, ignoring case and diacritics: "bir" finds
    /// "birthday", "cafe" finds "Café". What is typed is never read as FTS syntax: `AND`, `NEAR(`, `"`, `-` and `*` are
    /// searched for as words, or left out when they hold no letter or digit. Hits are
    /// ranked by SQLite's bm25; on equal rank, the row indexed last comes first (newest, or last edited).
    ///
    /// ```swift
    /// for hit in try await store.search("tom bir", limit: 20) { print(hit.kind, hit.text) }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The words to look for, as typed.
    ///   - limit: The most hits to return; 1 or more.
    /// - Returns: Up to `limit` hits; empty when nothing matches or `text` has no letter or digit.
    /// - Throws: ``StoreError/blankSearch``, ``StoreError/invalidSearchLimit(_:)``,
    ///   ``StoreError/databaseFailed(path:operation:reason:)``.
    /// - Complexity: Reads every row that holds all the words, to rank them.
    public func search(_ text: String, limit: Int) async throws -> [SearchHit] {
        guard limit >= 1 else { throw StoreError.invalidSearchLimit(limit) }
        guard let expression = try SearchQuery(text).expression else { return [] }
        // Captures saved since the last catch-up join the index first; a store opened for reading only searches
        // what is indexed.
        if !isReadOnly { try await indexNewCaptures() }
        return try await read("search") { db in
            guard try db.tableExists("search_index") else { return [] }
            let ranked = try Row.fetchAll(
                db,
                sql: """
                    SELECT rowid, rank FROM search_index WHERE search_index MATCH ?
                    ORDER BY rank, rowid DESC LIMIT ?
                    """,
                arguments: [expression, limit])
            return try ranked.compactMap { row in
                try Self.hit(documentID: row["rowid"], rank: row["rank"], expression: expression, in: db)
            }
        }
    }

    /// Whether anything is indexed for search at all (to tell "nothing matches" from "nothing saved yet").
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func hasSearchableRows() async throws -> Bool {
        try await read("search") { db in
            try db.tableExists("search_documents")
                && Bool.fetchOne(
                    db,
                    sql: """
                        SELECT EXISTS (SELECT 1 FROM search_documents)
                            OR EXISTS (SELECT 1 FROM captures WHERE deleted_at IS NULL)
                        """) == true
        }
    }

    /// The hit for one ranked document, its matches marked by FTS5's `highlight`.
    ///
    /// Highlighting runs here, for the returned hits only, rather than in the ranking query, which would mark every
    /// matching row before sorting.
    private static func hit(documentID: Int64, rank: Double, expression: String, in db: Database) throws -> SearchHit? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT d.kind, d.item_id, d.text, highlight(search_index, 0, ?, ?) AS marked
                    FROM search_index JOIN search_documents AS d ON d.id = search_index.rowid
                    WHERE search_index MATCH ? AND search_index.rowid = ?
                    """,
                arguments: [MatchMarks.open, MatchMarks.close, expression, documentID]),
            let kind = SearchKind(rawValue: row["kind"])
        else { return nil }
        let text: String = row["text"]
        let marked: String? = row["marked"]
        return SearchHit(
            kind: kind, id: row["item_id"], text: text, matches: MatchMarks.ranges(in: marked ?? text, of: text),
            rank: rank)
    }
}

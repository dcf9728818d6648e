import GRDB

/// Version 10: one full-text index over everything a person might look for, kept in step by triggers.
///
/// `search_documents` holds one row per searchable thing: live captures (raw text), tasks (title and notes), lists
/// (name), list items (text), plans (title), communication items (title and contact) and notes (title and body),
/// the parts joined by a line break. `search_index` is an FTS5 index over its `text`, with `search_documents` as
/// its external content, so the text is stored once. Tokens are case-folded and diacritics removed
/// (`unicode61 remove_diacritics 2`), so "cafe" finds "Café". Prefixes of one and two characters are indexed too
/// (`prefix = '1 2'`): a search for "a" otherwise merged the lists of every word starting with it, once to rank and
/// again for each hit's highlighting (133 ms instead of about 60 over 117,000 rows; the index grows by a tenth).
///
/// Triggers on each source table keep the documents in step: a source's own delete finds its document through the
/// `(item_id, kind)` index, never by scanning the index. The captures' triggers fire only on `raw_text` and
/// `deleted_at` (a soft delete removes the document, an undelete puts it back), never on the status updates that
/// batch hand-off makes for every capture. A later migration that rebuilds a source table must create its
/// search triggers again (``triggers(for:)``).
enum SchemaV10 {
    static let identifier = "v10"

    /// A table whose rows are searchable: its kind, the text of a row (SQL over `NEW.`/`OLD.` or plain columns),
    /// when a row is searchable, and the columns that the text and that condition read.
    struct Source {
        let table: String
        let kind: String
        let text: String
        let isLive: String
        let watched: [String]
        let createdAt: String
    }

    static let sources = [
        Source(
            table: "captures", kind: "capture", text: "raw_text", isLive: "deleted_at IS NULL",
            watched: ["raw_text", "deleted_at"], createdAt: "created_at"),
        Source(
            table: "tasks", kind: "task", text: joined("title", "notes"), isLive: "1", watched: ["title", "notes"],
            createdAt: "created_at"),
        Source(table: "lists", kind: "list", text: "name", isLive: "1", watched: ["name"], createdAt: "created_at"),
        Source(
            table: "list_items", kind: "list_item", text: "text", isLive: "1", watched: ["text"],
            createdAt: "(SELECT lists.created_at FROM lists WHERE lists.id = list_id)"),
        Source(table: "plans", kind: "plan", text: "title", isLive: "1", watched: ["title"], createdAt: "created_at"),
        Source(
            table: "communication_items", kind: "communication", text: joined("title", "contact_name"), isLive: "1",
            watched: ["title", "contact_name"], createdAt: "created_at"),
        Source(
            table: "notes", kind: "note", text: joined("title", "body"), isLive: "1", watched: ["title", "body"],
            createdAt: "created_at"),
    ]

    static func migrate(_ db: Database) throws {
        try db.execute(sql: tables)
        try db.execute(sql: fill)
        try db.execute(sql: "INSERT INTO search_index (search_index) VALUES ('rebuild')")
        try db.execute(sql: documentTriggers)
        for source in sources { try db.execute(sql: triggers(for: source)) }
    }

    /// `first`, then a line break and `second` when `second` is neither `NULL` nor empty.
    private static func joined(_ first: String, _ second: String) -> String {
        "\(first) || coalesce(char(10) || nullif(\(second), ''), '')"
    }

    private static let tables = """
        CREATE TABLE search_documents (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL
                CHECK (kind IN ('capture', 'task', 'list', 'list_item', 'plan', 'communication', 'note')),
            item_id TEXT NOT NULL,
            text TEXT NOT NULL,
            UNIQUE (item_id, kind)
        );
        CREATE VIRTUAL TABLE search_index USING fts5(
            text, content = 'search_documents', content_rowid = 'id',
            tokenize = "unicode61 remove_diacritics 2", prefix = '1 2'
        );
        """

    /// Existing rows, oldest first, so that a newer row gets a higher document id (ties in rank show it first).
    private static var fill: String {
        let rows = sources.map { source in
            "SELECT '\(source.kind)' AS kind, id, \(source.text) AS text, \(source.createdAt) AS created_at "
                + "FROM \(source.table) WHERE \(source.isLive)"
        }
        return """
            INSERT INTO search_documents (kind, item_id, text)
                SELECT kind, id, text FROM (\(rows.joined(separator: "\nUNION ALL\n")))
                ORDER BY created_at, kind, id;
            """
    }

    /// The external-content triggers: the index follows `search_documents`.
    private static let documentTriggers = """
        CREATE TRIGGER search_documents_indexed AFTER INSERT ON search_documents
        BEGIN
            INSERT INTO search_index (rowid, text) VALUES (NEW.id, NEW.text);
        END;
        CREATE TRIGGER search_documents_unindexed AFTER DELETE ON search_documents
        BEGIN
            INSERT INTO search_index (search_index, rowid, text) VALUES ('delete', OLD.id, OLD.text);
        END;
        CREATE TRIGGER search_documents_reindexed AFTER UPDATE ON search_documents
        BEGIN
            INSERT INTO search_index (search_index, rowid, text) VALUES ('delete', OLD.id, OLD.text);
            INSERT INTO search_index (rowid, text) VALUES (NEW.id, NEW.text);
        END;
        """

    /// The insert, update and delete triggers that keep `source`'s documents in step.
    ///
    /// An insert first removes a document with the same id, so that `INSERT OR REPLACE` (whose implicit delete
    /// fires no trigger) cannot leave two. An update fires only when a watched column changes.
    static func triggers(for source: Source) -> String {
        let table = source.table
        let kind = source.kind
        let remove = "DELETE FROM search_documents WHERE item_id = OLD.id AND kind = '\(kind)';"
        let changed = (["id"] + source.watched).map { "OLD.\($0) IS NOT NEW.\($0)" }.joined(separator: " OR ")
        return """
            CREATE TRIGGER \(table)_search_inserted AFTER INSERT ON \(table)
            BEGIN
                DELETE FROM search_documents WHERE item_id = NEW.id AND kind = '\(kind)';
                \(insert(source))
            END;
            CREATE TRIGGER \(table)_search_updated AFTER UPDATE OF \((["id"] + source.watched).joined(separator: ", "))
                ON \(table) WHEN \(changed)
            BEGIN
                \(remove)
                \(insert(source))
            END;
            CREATE TRIGGER \(table)_search_deleted AFTER DELETE ON \(table)
            BEGIN
                \(remove)
            END;
            """
    }

    /// Inserts the document of the row `NEW` when it is live.
    private static func insert(_ source: Source) -> String {
        "INSERT INTO search_documents (kind, item_id, text) SELECT '\(source.kind)', id, \(source.text) "
            + "FROM \(source.table) WHERE rowid = NEW.rowid AND \(source.isLive);"
    }
}

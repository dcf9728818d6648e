import GRDB

/// Version 4: a suggestion reaches its capture through its run only.
///
/// `suggestions.capture_id` stays (every read returns it), but it no longer references `captures` and has no index:
/// no query looked suggestions up by capture, and the index only served that reference, which the run's own
/// reference to its capture already covers (deleting a capture deletes its runs, and with them their suggestions).
/// Batch hand-off no longer pays for one index entry per suggestion. The hand-off writer proves that a suggestion's
/// capture is its run's capture before it stores either.
enum SchemaV4 {
    static let identifier = "v4"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE suggestions_v4 (
                    id TEXT PRIMARY KEY NOT NULL,
                    run_id TEXT NOT NULL REFERENCES handoff_runs (id) ON DELETE CASCADE,
                    capture_id TEXT NOT NULL,
                    title TEXT NOT NULL,
                    confidence REAL NOT NULL CHECK (confidence BETWEEN 0 AND 1),
                    destination_type TEXT NOT NULL
                        CHECK (destination_type IN ('task', 'list', 'plan', 'communication', 'note')),
                    destination_name TEXT,
                    items_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(items_json)),
                    due_date TEXT,
                    recurrence TEXT,
                    priority TEXT CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
                    category TEXT,
                    tags_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags_json)),
                    contact TEXT,
                    channel TEXT CHECK (channel IN ('call', 'email', 'message')),
                    explanation_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(explanation_json)),
                    decided_at TEXT
                );
                INSERT INTO suggestions_v4 (\(columns)) SELECT \(columns) FROM suggestions;
                DROP TABLE suggestions;
                ALTER TABLE suggestions_v4 RENAME TO suggestions;
                CREATE INDEX suggestions_open_by_run ON suggestions (run_id, decided_at);
                """)
    }

    private static let columns = """
        id, run_id, capture_id, title, confidence, destination_type, destination_name, items_json, due_date, \
        recurrence, priority, category, tags_json, contact, channel, explanation_json, decided_at
        """
}

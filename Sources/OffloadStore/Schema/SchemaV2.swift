import GRDB

/// Migration `v2`: what hand-off and review need beyond `v1`.
///
/// - `suggestions.decided_at`: set by the one conditional `UPDATE … WHERE decided_at IS NULL` that claims a
///   suggestion inside the deciding transaction; a second reviewer's `UPDATE` changes no row and is refused. The
///   unique index on `suggestion_decisions (suggestion_id)` backs this up in SQL.
/// - `decision_journal`: the undo stack of decisions, newest `sequence` first.
/// - `decision_effects`: the rows a decision created (tasks, plans, lists, list items, communication items, notes,
///   tags, categories), removed again by undo in reverse order.
/// - `notes`: note placements.
enum SchemaV2 {
    /// The migration identifier recorded in `grdb_migrations`.
    static let identifier = "v2"

    static func migrate(_ db: Database) throws {
        try db.execute(sql: decisions)
        try db.execute(sql: notes)
    }

    private static let decisions = """
        ALTER TABLE suggestions ADD COLUMN decided_at TEXT;
        CREATE INDEX suggestions_open_by_run ON suggestions (run_id, decided_at);
        CREATE INDEX handoff_runs_by_capture_status ON handoff_runs (capture_id, status);
        DROP INDEX suggestion_decisions_by_suggestion;
        CREATE UNIQUE INDEX suggestion_decisions_one_per_suggestion ON suggestion_decisions (suggestion_id);
        CREATE TABLE decision_journal (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            decision_id TEXT NOT NULL UNIQUE REFERENCES suggestion_decisions (id) ON DELETE CASCADE,
            recorded_at TEXT NOT NULL
        );
        CREATE TABLE decision_effects (
            decision_id TEXT NOT NULL REFERENCES suggestion_decisions (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            table_name TEXT NOT NULL CHECK (table_name IN (
                'tasks', 'plans', 'lists', 'list_items', 'communication_items', 'notes', 'tags', 'categories')),
            row_id TEXT NOT NULL,
            PRIMARY KEY (decision_id, position)
        );
        """

    private static let notes = """
        CREATE TABLE notes (
            id TEXT PRIMARY KEY NOT NULL,
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            body TEXT NOT NULL,
            capture_id TEXT REFERENCES captures (id) ON DELETE SET NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX notes_by_created_at ON notes (created_at);
        """
}

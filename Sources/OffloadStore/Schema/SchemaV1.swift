import GRDB

/// Migration `v1`: tables for the whole domain model.
///
/// Ids are lowercase UUID strings (so ids can be matched by prefix, like git); dates are GRDB's UTC text format
/// (`yyyy-MM-dd HH:mm:ss.SSS`); list-shaped suggestion payloads are JSON text. Later issues add the APIs for
/// everything but captures.
enum SchemaV1 {
    /// The migration identifier recorded in `grdb_migrations`.
    static let identifier = "v1"

    static func migrate(_ db: Database) throws {
        try db.execute(sql: captures)
        try db.execute(sql: handOff)
        try db.execute(sql: suggestions)
        try db.execute(sql: organizer)
        try db.execute(sql: lists)
    }

    /// Captures, the raw-text immutability trigger and the single-slot undo journal.
    private static let captures = """
        CREATE TABLE captures (
            id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
            raw_text TEXT NOT NULL CHECK (length(trim(raw_text, char(32, 9, 10, 11, 12, 13))) > 0),
            created_at TEXT NOT NULL,
            source TEXT NOT NULL CHECK (source IN ('text', 'voice')),
            status TEXT NOT NULL DEFAULT 'pending'
                CHECK (status IN ('pending', 'processing', 'completed', 'failed')),
            deleted_at TEXT
        );
        CREATE INDEX captures_by_created_at ON captures (created_at);
        CREATE INDEX captures_by_status ON captures (status, created_at);
        CREATE TRIGGER captures_raw_text_is_immutable
        BEFORE UPDATE OF raw_text ON captures
        BEGIN
            SELECT RAISE(ABORT, 'The raw text of a capture can never be changed.');
        END;
        CREATE TABLE undo_journal (
            slot INTEGER PRIMARY KEY NOT NULL CHECK (slot = 1),
            action TEXT NOT NULL CHECK (action IN ('delete_capture')),
            capture_id TEXT NOT NULL REFERENCES captures (id) ON DELETE CASCADE,
            recorded_at TEXT NOT NULL
        );
        CREATE INDEX undo_journal_by_capture ON undo_journal (capture_id);
        """

    private static let handOff = """
        CREATE TABLE handoff_requests (
            id TEXT PRIMARY KEY NOT NULL,
            requested_at TEXT NOT NULL
        );
        CREATE TABLE handoff_request_captures (
            request_id TEXT NOT NULL REFERENCES handoff_requests (id) ON DELETE CASCADE,
            capture_id TEXT NOT NULL REFERENCES captures (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            PRIMARY KEY (request_id, position)
        );
        CREATE INDEX handoff_request_captures_by_capture ON handoff_request_captures (capture_id);
        CREATE TABLE handoff_runs (
            id TEXT PRIMARY KEY NOT NULL,
            request_id TEXT NOT NULL REFERENCES handoff_requests (id) ON DELETE CASCADE,
            capture_id TEXT NOT NULL REFERENCES captures (id) ON DELETE CASCADE,
            status TEXT NOT NULL CHECK (status IN ('pending', 'running', 'completed', 'failed')),
            started_at TEXT NOT NULL,
            finished_at TEXT,
            model_version TEXT NOT NULL,
            failure_reason TEXT
        );
        CREATE INDEX handoff_runs_by_request ON handoff_runs (request_id);
        CREATE INDEX handoff_runs_by_capture ON handoff_runs (capture_id, started_at);
        """

    private static let suggestions = """
        CREATE TABLE suggestions (
            id TEXT PRIMARY KEY NOT NULL,
            run_id TEXT NOT NULL REFERENCES handoff_runs (id) ON DELETE CASCADE,
            capture_id TEXT NOT NULL REFERENCES captures (id) ON DELETE CASCADE,
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
            explanation_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(explanation_json))
        );
        CREATE INDEX suggestions_by_run ON suggestions (run_id);
        CREATE INDEX suggestions_by_capture ON suggestions (capture_id);
        CREATE TABLE suggestion_decisions (
            id TEXT PRIMARY KEY NOT NULL,
            suggestion_id TEXT NOT NULL REFERENCES suggestions (id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('accepted', 'rejected', 'edited')),
            decided_at TEXT NOT NULL,
            edited_json TEXT CHECK (edited_json IS NULL OR json_valid(edited_json))
        );
        CREATE INDEX suggestion_decisions_by_suggestion ON suggestion_decisions (suggestion_id);
        CREATE TABLE placements (
            id TEXT PRIMARY KEY NOT NULL,
            decision_id TEXT NOT NULL REFERENCES suggestion_decisions (id) ON DELETE CASCADE,
            destination_type TEXT NOT NULL
                CHECK (destination_type IN ('task', 'list', 'plan', 'communication', 'note')),
            destination_id TEXT NOT NULL,
            placed_at TEXT NOT NULL
        );
        CREATE INDEX placements_by_decision ON placements (decision_id);
        CREATE INDEX placements_by_destination ON placements (destination_type, destination_id);
        """

    private static let organizer = """
        CREATE TABLE categories (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0)
        );
        CREATE TABLE plans (
            id TEXT PRIMARY KEY NOT NULL,
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            parent_id TEXT REFERENCES plans (id) ON DELETE CASCADE,
            created_at TEXT NOT NULL,
            category_id TEXT REFERENCES categories (id) ON DELETE SET NULL
        );
        CREATE INDEX plans_by_parent ON plans (parent_id);
        CREATE INDEX plans_by_category ON plans (category_id);
        CREATE TABLE tasks (
            id TEXT PRIMARY KEY NOT NULL,
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            notes TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            completed_at TEXT,
            due_date TEXT,
            scheduled_date TEXT,
            priority TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
            status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'done', 'cancelled')),
            position INTEGER NOT NULL DEFAULT 0,
            plan_id TEXT REFERENCES plans (id) ON DELETE SET NULL,
            category_id TEXT REFERENCES categories (id) ON DELETE SET NULL,
            recurrence TEXT
        );
        CREATE INDEX tasks_by_plan ON tasks (plan_id, position);
        CREATE INDEX tasks_by_category ON tasks (category_id);
        CREATE INDEX tasks_by_due_date ON tasks (status, due_date);
        CREATE TABLE tags (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0)
        );
        CREATE TABLE task_tags (
            task_id TEXT NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
            tag_id TEXT NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
            PRIMARY KEY (task_id, tag_id)
        );
        CREATE INDEX task_tags_by_tag ON task_tags (tag_id);
        """

    private static let lists = """
        CREATE TABLE lists (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL CHECK (length(trim(name)) > 0),
            list_type TEXT NOT NULL DEFAULT 'custom'
                CHECK (list_type IN ('shopping', 'packing', 'reference', 'custom')),
            created_at TEXT NOT NULL
        );
        CREATE TABLE list_items (
            id TEXT PRIMARY KEY NOT NULL,
            list_id TEXT NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
            text TEXT NOT NULL CHECK (length(trim(text)) > 0),
            quantity REAL,
            unit TEXT,
            is_completed INTEGER NOT NULL DEFAULT 0 CHECK (is_completed IN (0, 1)),
            position INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX list_items_by_list ON list_items (list_id, position);
        CREATE TABLE communication_items (
            id TEXT PRIMARY KEY NOT NULL,
            channel TEXT NOT NULL CHECK (channel IN ('call', 'email', 'message')),
            contact_name TEXT,
            title TEXT NOT NULL,
            due_date TEXT,
            is_done INTEGER NOT NULL DEFAULT 0 CHECK (is_done IN (0, 1)),
            created_at TEXT NOT NULL
        );
        CREATE INDEX communication_items_by_due_date ON communication_items (is_done, due_date);
        """
}

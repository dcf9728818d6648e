import GRDB

/// Version 6: every destination holds what a suggestion can carry to it, and a capture's raw text cannot be
/// replaced by an insert either.
///
/// - Plans get `due_date` and `priority`; lists, communication items and notes get `category_id`; communication
///   items get `priority` and `recurrence`. Plans, lists, communication items and notes get tags through link
///   tables shaped like `task_tags` plus an `id`, so that undo can remove exactly the links a decision added.
/// - `decision_effects` may name the new link tables, and records with `cleared_column` a field that a decision
///   filled on a list or plan that existed before (undo sets it back to `NULL`) instead of a row it created.
/// - `captures_raw_text_is_never_replaced` aborts an `INSERT` whose id is already stored, so `INSERT OR REPLACE`
///   (which deletes the old row without firing delete triggers) cannot swap a capture's text.
enum SchemaV6 {
    static let identifier = "v6"

    /// The link tables from an organizer row to its tags: (table, owner column, owner table).
    static let tagLinks = [
        ("plan_tags", "plan_id", "plans"), ("list_tags", "list_id", "lists"),
        ("communication_tags", "communication_id", "communication_items"), ("note_tags", "note_id", "notes"),
    ]

    static func migrate(_ db: Database) throws {
        try db.execute(sql: fields)
        for (table, owner, ownerTable) in tagLinks {
            try db.execute(
                sql: """
                    CREATE TABLE \(table) (
                        id TEXT PRIMARY KEY NOT NULL,
                        \(owner) TEXT NOT NULL REFERENCES \(ownerTable) (id) ON DELETE CASCADE,
                        tag_id TEXT NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
                        UNIQUE (\(owner), tag_id)
                    );
                    CREATE INDEX \(table)_by_tag ON \(table) (tag_id);
                    """)
        }
        try db.execute(sql: effects)
        try db.execute(sql: immutability)
    }

    private static let priority = "CHECK (priority IS NULL OR priority IN ('low', 'medium', 'high', 'urgent'))"

    private static let fields = """
        ALTER TABLE plans ADD COLUMN due_date TEXT;
        ALTER TABLE plans ADD COLUMN priority TEXT \(priority);
        ALTER TABLE lists ADD COLUMN category_id TEXT REFERENCES categories (id) ON DELETE SET NULL;
        ALTER TABLE communication_items ADD COLUMN priority TEXT \(priority);
        ALTER TABLE communication_items ADD COLUMN recurrence TEXT;
        ALTER TABLE communication_items ADD COLUMN category_id TEXT REFERENCES categories (id) ON DELETE SET NULL;
        ALTER TABLE notes ADD COLUMN category_id TEXT REFERENCES categories (id) ON DELETE SET NULL;
        """

    private static let effects = """
        CREATE TABLE decision_effects_v6 (
            decision_id TEXT NOT NULL REFERENCES suggestion_decisions (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            table_name TEXT NOT NULL CHECK (table_name IN (
                'tasks', 'plans', 'lists', 'list_items', 'communication_items', 'notes', 'tags', 'categories',
                'task_tags', 'plan_tags', 'list_tags', 'communication_tags', 'note_tags')),
            row_id TEXT NOT NULL,
            cleared_column TEXT CHECK (cleared_column IS NULL OR cleared_column IN ('due_date', 'priority', 'category_id')),
            PRIMARY KEY (decision_id, position)
        );
        INSERT INTO decision_effects_v6 (decision_id, position, table_name, row_id)
            SELECT decision_id, position, table_name, row_id FROM decision_effects;
        DROP TABLE decision_effects;
        ALTER TABLE decision_effects_v6 RENAME TO decision_effects;
        """

    private static let immutability = """
        CREATE TRIGGER captures_raw_text_is_never_replaced
        BEFORE INSERT ON captures
        WHEN EXISTS (SELECT 1 FROM captures WHERE id = NEW.id)
        BEGIN
            SELECT RAISE(ABORT, 'A capture with this id exists; its raw text can never be replaced.');
        END;
        """
}

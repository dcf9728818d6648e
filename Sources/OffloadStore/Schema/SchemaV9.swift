import GRDB

/// Version 9: the organizer people live in — task states, one order, an event log and one undo stack.
///
/// - `tasks` is rebuilt (a `CHECK` cannot be altered) with the states `open`, `active`, `waiting`, `someday`,
///   `done` and `cancelled` (`in_progress` becomes `active`), and `postponed`, how many times a move put it on a
///   later day. `position` becomes one order over every task, spaced by ``OrganizerOrder/gap``: every view shows
///   its tasks in that order, so an order set in one view holds in the others. Plan steps keep their order.
/// - Communication and list items get `completed_at`; plans get `archived_at`.
/// - `organizer_events` is the append-only log of every change to a task, communication, list item, list, plan or
///   note (created, edited, state changed, moved, postponed, reordered, deleted, restored). It has no reference to
///   the items, so their history outlives them; triggers refuse to change or delete an entry.
/// - `undo_actions` is the one undo stack: each row is an action that can still be taken back, newest last —
///   a review decision, a capture deletion, or a change to organizer rows with their images from before it.
///   Earlier decisions and the capture deletion the old journals (`decision_journal`, `undo_journal`) held
///   become its first rows, and those journals go.
enum SchemaV9 {
    static let identifier = "v9"

    static func migrate(_ db: Database) throws {
        try db.execute(sql: tasks)
        try db.execute(sql: fields)
        try db.execute(sql: events)
        try db.execute(sql: undo)
    }

    private static let tasks = """
        CREATE TABLE tasks_v9 (
            id TEXT PRIMARY KEY NOT NULL,
            title TEXT NOT NULL CHECK (length(trim(title)) > 0),
            notes TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            completed_at TEXT,
            due_date TEXT,
            scheduled_date TEXT,
            priority TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
            status TEXT NOT NULL DEFAULT 'open'
                CHECK (status IN ('open', 'active', 'waiting', 'someday', 'done', 'cancelled')),
            position INTEGER NOT NULL DEFAULT 0,
            plan_id TEXT REFERENCES plans (id) ON DELETE SET NULL,
            category_id TEXT REFERENCES categories (id) ON DELETE SET NULL,
            recurrence TEXT,
            postponed INTEGER NOT NULL DEFAULT 0 CHECK (postponed >= 0)
        );
        INSERT INTO tasks_v9 (
            rowid, id, title, notes, created_at, updated_at, completed_at, due_date, scheduled_date, priority, status,
            position, plan_id, category_id, recurrence)
        SELECT rowid, id, title, notes, created_at, updated_at, completed_at, due_date, scheduled_date, priority,
            CASE status WHEN 'in_progress' THEN 'active' ELSE status END,
            1024 * row_number() OVER (ORDER BY created_at, plan_id, position, rowid),
            plan_id, category_id, recurrence
        FROM tasks;
        DROP TABLE tasks;
        ALTER TABLE tasks_v9 RENAME TO tasks;
        CREATE INDEX tasks_by_plan ON tasks (plan_id, position);
        CREATE INDEX tasks_by_category ON tasks (category_id);
        CREATE INDEX tasks_by_due_date ON tasks (status, due_date);
        CREATE INDEX tasks_by_position ON tasks (position);
        """

    private static let fields = """
        ALTER TABLE communication_items ADD COLUMN completed_at TEXT;
        ALTER TABLE list_items ADD COLUMN completed_at TEXT;
        ALTER TABLE plans ADD COLUMN archived_at TEXT;
        """

    private static let events = """
        CREATE TABLE organizer_events (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            item_type TEXT NOT NULL
                CHECK (item_type IN ('task', 'communication', 'list_item', 'list', 'plan', 'note')),
            item_id TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN (
                'created', 'edited', 'state_changed', 'moved', 'postponed', 'reordered', 'deleted', 'restored')),
            at TEXT NOT NULL,
            from_value TEXT,
            to_value TEXT,
            action_id INTEGER
        );
        CREATE INDEX organizer_events_by_item ON organizer_events (item_id, sequence);
        CREATE INDEX organizer_events_by_time ON organizer_events (at);
        CREATE TRIGGER organizer_events_are_never_changed
        BEFORE UPDATE ON organizer_events
        BEGIN
            SELECT RAISE(ABORT, 'The organizer event log is append-only.');
        END;
        CREATE TRIGGER organizer_events_are_never_deleted
        BEFORE DELETE ON organizer_events
        BEGIN
            SELECT RAISE(ABORT, 'The organizer event log is append-only.');
        END;
        INSERT INTO organizer_events (item_type, item_id, kind, at)
            SELECT 'task', id, 'created', created_at FROM tasks ORDER BY created_at, rowid;
        INSERT INTO organizer_events (item_type, item_id, kind, at, from_value, to_value)
            SELECT 'task', id, 'state_changed', completed_at, 'open', status FROM tasks
            WHERE completed_at IS NOT NULL ORDER BY completed_at, rowid;
        INSERT INTO organizer_events (item_type, item_id, kind, at)
            SELECT 'communication', id, 'created', created_at FROM communication_items ORDER BY created_at, rowid;
        INSERT INTO organizer_events (item_type, item_id, kind, at)
            SELECT 'plan', id, 'created', created_at FROM plans ORDER BY created_at, rowid;
        INSERT INTO organizer_events (item_type, item_id, kind, at)
            SELECT 'list', id, 'created', created_at FROM lists ORDER BY created_at, rowid;
        INSERT INTO organizer_events (item_type, item_id, kind, at)
            SELECT 'note', id, 'created', created_at FROM notes ORDER BY created_at, rowid;
        """

    private static let undo = """
        CREATE TABLE undo_actions (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL CHECK (kind IN ('decision', 'capture_delete', 'change')),
            summary TEXT NOT NULL,
            at TEXT NOT NULL,
            decision_id TEXT UNIQUE REFERENCES suggestion_decisions (id) ON DELETE CASCADE,
            capture_id TEXT REFERENCES captures (id) ON DELETE CASCADE,
            images_json TEXT CHECK (images_json IS NULL OR json_valid(images_json)),
            CHECK ((kind = 'decision') = (decision_id IS NOT NULL)),
            CHECK ((kind = 'capture_delete') = (capture_id IS NOT NULL)),
            CHECK ((kind = 'change') = (images_json IS NOT NULL))
        );
        CREATE INDEX undo_actions_by_capture ON undo_actions (capture_id);
        INSERT INTO undo_actions (kind, summary, at, decision_id)
            SELECT 'decision',
                CASE d.kind WHEN 'rejected' THEN 'Rejected' WHEN 'edited' THEN 'Edited and accepted' ELSE 'Accepted' END
                    || ' ''' || coalesce(json_extract(d.edited_json, '$.title'), s.title) || '''',
                j.recorded_at, d.id
            FROM decision_journal j
            JOIN suggestion_decisions d ON d.id = j.decision_id
            JOIN suggestions s ON s.id = d.suggestion_id
            ORDER BY j.sequence;
        INSERT INTO undo_actions (kind, summary, at, capture_id)
            SELECT 'capture_delete', 'Deleted capture ' || substr(capture_id, 1, 8), recorded_at, capture_id
            FROM undo_journal WHERE action = 'delete_capture';
        DROP TABLE undo_journal;
        DROP TABLE decision_journal;
        """
}

import GRDB

/// Version 11: reminders.
///
/// A reminder belongs to one task or one communication item (exactly one of the two columns is set) and goes with
/// it when the item is deleted. It is pending until `reminders due` delivers it (`delivered_at`) or its item is
/// completed, cancelled or removed (`cancelled_at`); a pending reminder is delivered once, by the first run that
/// finds it due. The partial index holds only pending reminders, so finding what is due stays cheap however many
/// were delivered before.
enum SchemaV11 {
    static let identifier = "v11"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE reminders (
                    id TEXT PRIMARY KEY NOT NULL,
                    task_id TEXT REFERENCES tasks (id) ON DELETE CASCADE,
                    communication_id TEXT REFERENCES communication_items (id) ON DELETE CASCADE,
                    remind_at TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    delivered_at TEXT,
                    cancelled_at TEXT,
                    CHECK ((task_id IS NULL) != (communication_id IS NULL))
                );
                CREATE INDEX reminders_pending ON reminders (remind_at)
                    WHERE delivered_at IS NULL AND cancelled_at IS NULL;
                CREATE INDEX reminders_by_task ON reminders (task_id) WHERE task_id IS NOT NULL;
                CREATE INDEX reminders_by_communication ON reminders (communication_id)
                    WHERE communication_id IS NOT NULL;
                """)
    }
}

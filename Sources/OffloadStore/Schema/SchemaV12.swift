import GRDB

/// Version 12: milestones, each recorded once with the day it was reached ("100 tasks done" on 2026-11-20), so
/// that it stays when the tasks that made it are later removed.
enum SchemaV12 {
    static let identifier = "v12"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE milestones (
                    name TEXT PRIMARY KEY NOT NULL,
                    reached_on TEXT NOT NULL CHECK (reached_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
                );
                """)
    }
}

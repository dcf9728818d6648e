import GRDB

/// Version 15: the language each hand-off run read its capture in (`en`, `de`, `es`, …), detected per capture or
/// named by the user; `NULL` for runs made before languages were detected, and for runs that failed before reading.
enum SchemaV15 {
    static let identifier = "v15"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE handoff_runs ADD COLUMN language TEXT
                    CHECK (language IS NULL OR length(language) BETWEEN 2 AND 3);
                """)
    }
}

import GRDB

/// Migration `v3`: drops two indexes that others already cover, which batch hand-off paid for on every row.
///
/// - `suggestions_by_run`: `suggestions_open_by_run (run_id, decided_at)` serves every lookup by run.
/// - `handoff_runs_by_capture`: `handoff_runs_by_capture_status (capture_id, status)` serves every lookup by
///   capture (a capture has a handful of runs, so ordering them needs no index).
enum SchemaV3 {
    /// The migration identifier recorded in `grdb_migrations`.
    static let identifier = "v3"

    static func migrate(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP INDEX suggestions_by_run;
                DROP INDEX handoff_runs_by_capture;
                """)
    }
}

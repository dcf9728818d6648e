import GRDB

extension CaptureStore {
    /// The versioned schema migrations, in order.
    ///
    /// Never edit a shipped migration; append a new one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration(SchemaV1.identifier) { db in try SchemaV1.migrate(db) }
        migrator.registerMigration(SchemaV2.identifier) { db in try SchemaV2.migrate(db) }
        migrator.registerMigration(SchemaV3.identifier) { db in try SchemaV3.migrate(db) }
        migrator.registerMigration(SchemaV4.identifier) { db in try SchemaV4.migrate(db) }
        migrator.registerMigration(SchemaV5.identifier) { db in try SchemaV5.migrate(db) }
        migrator.registerMigration(SchemaV6.identifier) { db in try SchemaV6.migrate(db) }
        migrator.registerMigration(SchemaV7.identifier) { db in try SchemaV7.migrate(db) }
        migrator.registerMigration(SchemaV8.identifier) { db in try SchemaV8.migrate(db) }
        migrator.registerMigration(SchemaV9.identifier) { db in try SchemaV9.migrate(db) }
        migrator.registerMigration(SchemaV10.identifier) { db in try SchemaV10.migrate(db) }
        migrator.registerMigration(SchemaV11.identifier) { db in try SchemaV11.migrate(db) }
        migrator.registerMigration(SchemaV12.identifier) { db in try SchemaV12.migrate(db) }
        migrator.registerMigration(SchemaV13.identifier) { db in try SchemaV13.migrate(db) }
        migrator.registerMigration(SchemaV14.identifier) { db in try SchemaV14.migrate(db) }
        migrator.registerMigration(SchemaV15.identifier) { db in try SchemaV15.migrate(db) }
        return migrator
    }

    /// Identifiers of every migration this build knows, in order.
    package static var knownMigrations: [String] { migrator.migrations }

    /// Applies pending migrations, tolerating another process that migrates the same file at the same moment.
    ///
    /// Each migration runs in its own `BEGIN IMMEDIATE` transaction, so two processes never interleave a migration.
    /// When two processes both see a migration as pending, the second one fails inside its transaction (its
    /// `CREATE TABLE` meets the first one's table) and rolls back; it then re-reads the applied migrations and
    /// finds nothing left to do.
    static func migrate(_ writer: any DatabaseWriter, path: String) throws {
        var attempt = 1
        while true {
            do {
                try migrator.migrate(writer)
                return
            } catch {
                let isDone = (try? writer.read { db in try migrator.hasCompletedMigrations(db) }) ?? false
                if isDone { return }
                if attempt >= 3 { throw StoreError.wrapping(error, path: path, operation: "migrate") }
                attempt += 1
            }
        }
    }
}

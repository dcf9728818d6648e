import Foundation
import GRDB
import Logging

extension CaptureStore {
    /// Opens (creating when missing) the database file at `path` and applies pending migrations.
    ///
    /// Before SQLite touches an existing file, its header, schema version and pages are checked read-only, so a file
    /// that is not an Offload database, or is damaged, is never modified. Missing parent folders are created
    /// owner-only (0700) and a new database file owner-only (0600), whatever the umask; SQLite gives its `-wal` and
    /// `-shm` files the database file's mode.
    /// Only a regular file (or a missing path) is opened.
    ///
    /// Durability: the file is in WAL mode with `synchronous = FULL`, so every committed transaction has been
    /// fsynced to the WAL before the write method returns; a crash or power loss right after a command cannot
    /// lose it. (`NORMAL` would save one fsync per commit, but could roll back the last commits on power loss,
    /// and a capture tool exists to not lose the last thought.)
    ///
    /// - Parameters:
    ///   - path: The database file path.
    ///   - checksPages: Read every page first (`PRAGMA quick_check`) and refuse a damaged file before anything is
    ///     written; worth it before a hand-off, which reads every capture anyway, not before one capture, which
    ///     must stay instant (about 1.5 ms per MB of database).
    ///   - logger: Logger for lifecycle messages (`offload.store`); it never receives capture text.
    /// - Returns: A migrated store.
    /// - Throws: ``StoreError/isDirectory(path:)``, ``StoreError/notARegularFile(path:)``,
    ///   ``StoreError/notADatabase(path:)``, ``StoreError/corruptDatabase(path:)``,
    ///   ``StoreError/foreignDatabase(path:)``, ``StoreError/newerSchema(path:unknownMigrations:)``,
    ///   ``StoreError/notWritable(path:)``, ``StoreError/busy(path:seconds:)``,
    ///   ``StoreError/migrationFailed(path:reason:)``.
    public static func open(
        atPath path: String, checksPages: Bool = false, logger: Logger = Logger(label: "offload.store")
    ) throws -> CaptureStore {
        if try DatabaseFile.checked(atPath: path) == .regular {
            if try !hasEmptyHeader(atPath: path) {
                let queue = try inspectionQueue(atPath: path)
                defer { try? queue.close() }
                _ = try schemaState(in: queue, path: path)
                if checksPages { try checkPages(in: queue, path: path) }
            }
            guard FileManager.default.isWritableFile(atPath: path) else { throw StoreError.notWritable(path: path) }
        } else {
            try PrivateFiles.createDatabase(atPath: path)
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration())
            try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "open the database")
        }
        logger.debug("Opened the capture database.", metadata: ["path": "\(path)"])
        return try CaptureStore(pool, path: path, logger: logger)
    }

    /// Refuses a file with a damaged page before anything is written to it.
    ///
    /// SQLite only notices a damaged page when a statement reads it, and opening a pool already commits (GRDB makes
    /// sure a write-ahead log exists), so a capture could otherwise be written next to a page nothing read.
    /// `PRAGMA quick_check` reads every page once: about 1.5 ms per MB (75 ms for 50,000 captures).
    ///
    /// - Throws: ``StoreError/corruptDatabase(path:)``, and wrapped SQLite errors.
    static func checkPages(in reader: any DatabaseReader, path: String) throws {
        let result: [String]
        do {
            result = try reader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(1)") }
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "check the database")
        }
        guard result == ["ok"] else { throw StoreError.corruptDatabase(path: path) }
    }

    /// The 16 bytes every SQLite 3 database file starts with.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Whether the file at `path` is empty (an empty SQLite database); throws when it is not an SQLite file.
    ///
    /// - Throws: ``StoreError/notADatabase(path:)``, ``StoreError/notWritable(path:)`` when it cannot be read.
    static func hasEmptyHeader(atPath path: String) throws -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw StoreError.notWritable(path: path) }
        defer { try? handle.close() }
        let header: Data
        do {
            header = try handle.read(upToCount: 100) ?? Data()
        } catch {
            throw StoreError.notWritable(path: path)
        }
        if header.isEmpty { return true }
        guard header.count == 100, Array(header.prefix(16)) == sqliteHeader else {
            throw StoreError.notADatabase(path: path)
        }
        return false
    }

    /// How far an existing database's schema is from this build's migrations.
    enum SchemaState: Equatable {
        /// No tables yet: an empty database.
        case empty
        /// Every migration this build knows is applied.
        case current
        /// Some migrations this build knows are not applied yet (an older Offload wrote the file).
        case behind
    }

    /// Reads the schema state through `reader`, refusing, without writing anything, a database Offload did not
    /// create or that a newer Offload wrote.
    ///
    /// - Throws: ``StoreError/foreignDatabase(path:)``, ``StoreError/newerSchema(path:unknownMigrations:)``, and
    ///   wrapped SQLite errors.
    static func schemaState(in reader: any DatabaseReader, path: String) throws -> SchemaState {
        let userTables: [String]
        let applied: Set<String>
        do {
            (userTables, applied) = try reader.read { db in
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                let applied = try tables.contains("grdb_migrations") ? migrator.appliedIdentifiers(db) : []
                return (tables, applied)
            }
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "read the database header")
        }
        if userTables.isEmpty { return .empty }
        guard userTables.contains("grdb_migrations") else { throw StoreError.foreignDatabase(path: path) }
        let unknown = applied.subtracting(knownMigrations).sorted()
        guard unknown.isEmpty else { throw StoreError.newerSchema(path: path, unknownMigrations: unknown) }
        return applied.isSuperset(of: knownMigrations) ? .current : .behind
    }
}

import COffloadSQLite
import Foundation
import GRDB
import Logging

extension CaptureStore {
    /// Opens (creating when missing) the database file at `path` and applies pending migrations.
    ///
    /// Before SQLite touches an existing file, its header and schema version are checked read-only, so a file that
    /// is not an Offload database is never modified. Missing parent directories are created.
    ///
    /// Durability: the file is in WAL mode with `synchronous = FULL`, so every committed transaction has been
    /// fsynced to the WAL before the write method returns; a crash or power loss right after a command cannot
    /// lose it. (`NORMAL` would save one fsync per commit, but could roll back the last commits on power loss,
    /// and a capture tool exists to not lose the last thought.)
    ///
    /// - Parameters:
    ///   - path: The database file path.
    ///   - logger: Logger for lifecycle messages (`offload.store`); it never receives capture text.
    /// - Returns: A migrated store.
    /// - Throws: ``StoreError/isDirectory(path:)``, ``StoreError/notADatabase(path:)``,
    ///   ``StoreError/foreignDatabase(path:)``, ``StoreError/newerSchema(path:unknownMigrations:)``,
    ///   ``StoreError/notWritable(path:)``, ``StoreError/busy(path:seconds:)``,
    ///   ``StoreError/migrationFailed(path:reason:)``.
    public static func open(atPath path: String, logger: Logger = Logger(label: "offload.store")) throws
        -> CaptureStore
    {
        _ = memoryStatisticsOff
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw StoreError.isDirectory(path: path) }
            try inspectExistingFile(atPath: path)
            guard fileManager.isWritableFile(atPath: path) else { throw StoreError.notWritable(path: path) }
        } else {
            try createParentDirectory(of: path)
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

    /// Whether SQLite's memory statistics are off; `false` when SQLite was already initialized (nothing changes).
    ///
    /// The first store opened in the process turns them off before any connection: with them on, every allocation
    /// and free SQLite made took one process-wide mutex, about 1–2 µs of the writer's time per handed-off capture.
    static let memoryStatisticsOff = offload_sqlite_disable_memory_statistics() == 0

    /// The 16 bytes every SQLite 3 database file starts with.
    private static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Refuses, without writing anything, a file that is not SQLite, not Offload's, or from a newer Offload.
    private static func inspectExistingFile(atPath path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw StoreError.notWritable(path: path) }
        defer { try? handle.close() }
        let header: Data
        do {
            header = try handle.read(upToCount: 100) ?? Data()
        } catch {
            throw StoreError.notWritable(path: path)
        }
        if header.isEmpty { return }  // An empty file is an empty SQLite database.
        guard header.count == 100, Array(header.prefix(16)) == sqliteHeader else {
            throw StoreError.notADatabase(path: path)
        }
        let userTables: [String]
        let applied: Set<String>
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: true))
            (userTables, applied) = try queue.read { db in
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
                let applied = try tables.contains("grdb_migrations") ? migrator.appliedIdentifiers(db) : []
                return (tables, applied)
            }
            try queue.close()
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "read the database header")
        }
        if !userTables.isEmpty && !userTables.contains("grdb_migrations") {
            throw StoreError.foreignDatabase(path: path)
        }
        let unknown = applied.subtracting(knownMigrations).sorted()
        guard unknown.isEmpty else { throw StoreError.newerSchema(path: path, unknownMigrations: unknown) }
    }

    private static func createParentDirectory(of path: String) throws {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw StoreError.notWritable(path: path)
        }
        guard FileManager.default.isWritableFile(atPath: parent.path) else { throw StoreError.notWritable(path: path) }
    }
}

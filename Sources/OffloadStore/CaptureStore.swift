import Foundation
import GRDB
import Logging

/// Captures and their undo journal, persisted in one SQLite file.
///
/// A `Sendable` value around GRDB's `DatabaseWriter`, which already serializes writes within the process; SQLite's
/// locking (WAL mode plus a busy timeout) serializes writes between processes, so several `offload` processes can
/// write to the same file at once.
///
/// ```swift
/// let store = try CaptureStore.open(atPath: "/tmp/offload.sqlite")
/// let entry = try await store.add(rawText: "call mom tomorrow at 5pm")
/// ```
public struct CaptureStore: Sendable {
    let writer: any DatabaseWriter
    /// The database file path, or `:memory:` for an in-memory store.
    public let path: String
    let logger: Logger

    /// Opens the store on `writer` and applies pending migrations.
    ///
    /// Prefer ``open(atPath:logger:)`` for files: it refuses files that are not Offload databases before touching
    /// them. This initializer is for in-memory queues and tests.
    ///
    /// - Throws: ``StoreError/newerSchema(path:unknownMigrations:)``, ``StoreError/migrationFailed(path:reason:)``.
    public init(
        _ writer: any DatabaseWriter, path: String = ":memory:", logger: Logger = Logger(label: "offload.store")
    )
        throws
    {
        self.writer = writer
        self.path = path
        self.logger = logger
        let unknown = try Self.unknownMigrations(in: writer, path: path)
        guard unknown.isEmpty else { throw StoreError.newerSchema(path: path, unknownMigrations: unknown) }
        try Self.migrate(writer, path: path)
    }

    /// A store on `writer` as it is: nothing is checked or migrated (the read-only open has done both checks).
    init(unmigrated writer: any DatabaseWriter, path: String, logger: Logger) {
        self.writer = writer
        self.path = path
        self.logger = logger
    }

    /// Creates an empty, migrated store in memory (for tests and benchmarks).
    ///
    /// - Throws: ``StoreError/migrationFailed(path:reason:)`` (not expected in practice).
    public static func inMemory() throws -> CaptureStore {
        do {
            return try CaptureStore(DatabaseQueue(configuration: configuration()))
        } catch {
            throw StoreError.wrapping(error, path: ":memory:", operation: "open")
        }
    }

    /// The connection settings shared by files and memory: foreign keys on, `secure_delete` on, a busy timeout for
    /// other processes, and on the writing connection a page cache of up to 32 MiB, a checkpoint every 16,384 log
    /// pages (64 MiB) and temporary storage in memory.
    ///
    /// With SQLite's defaults (2 MiB, 1,000 pages) batch hand-off re-read the same index pages from the file for
    /// every batch and copied the log back into the database after nearly every commit; readers keep the defaults.
    /// A statement that may stop halfway inside a larger transaction (a multi-row insert checked by a function
    /// such as `json_valid`, or by foreign keys) keeps the pages it changes in a statement journal; on file
    /// temporary storage, every journal page beyond the first 64 KiB was two system calls.
    ///
    /// With `queryOnly`, the connection refuses every write (`PRAGMA query_only`) and skips the writer's settings.
    static func configuration(readonly: Bool = false, queryOnly: Bool = false) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.readonly = readonly
        configuration.busyMode = .timeout(TimeInterval(StoreError.busyTimeoutSeconds))
        configuration.label = "offload.store"
        configuration.prepareDatabase { db in
            // Deleted content is overwritten with zeros, so a purged or erased capture leaves the files.
            try db.execute(sql: "PRAGMA secure_delete = ON")
            if queryOnly {
                try db.execute(sql: "PRAGMA query_only = 1")
            } else if !db.configuration.readonly {
                try db.execute(
                    sql: "PRAGMA cache_size = -32768; PRAGMA wal_autocheckpoint = 16384; PRAGMA temp_store = MEMORY")
            }
        }
        return configuration
    }

    /// Migration identifiers recorded in the database that this build does not know.
    private static func unknownMigrations(in reader: any DatabaseReader, path: String) throws -> [String] {
        do {
            return try reader.read { db in
                guard try db.tableExists("grdb_migrations") else { return [] }
                let applied = try migrator.appliedIdentifiers(db)
                return applied.subtracting(knownMigrations).sorted()
            }
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "read the schema version")
        }
    }
}

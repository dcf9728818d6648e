import Foundation
import GRDB
import Logging

extension CaptureStore {
    /// Opens the database at `path` for listing only: no lock, no migration, no file or folder created.
    ///
    /// The connection is read-only, so a reader never waits for a writer: in WAL mode it reads the last committed
    /// snapshot even while another process holds a long write transaction. A file whose folder does not allow the
    /// shared-memory file next to it (a read-only folder, a file with mode 444 on read-only media) is opened as
    /// immutable instead. A missing path, or an existing but empty database, reads as an empty store in memory, and
    /// nothing is created on disk. A database written by an older Offload is migrated through
    /// ``open(atPath:logger:)`` (taking the write lock once), or refused with ``StoreError/notWritable(path:)`` when
    /// it cannot be written.
    ///
    /// - Parameters:
    ///   - path: The database file path.
    ///   - logger: Logger for lifecycle messages (`offload.store`); it never receives capture text.
    /// - Returns: A store whose reads work and whose writes fail with ``StoreError/notWritable(path:)``.
    /// - Throws: ``StoreError/isDirectory(path:)``, ``StoreError/notARegularFile(path:)``,
    ///   ``StoreError/notADatabase(path:)``, ``StoreError/foreignDatabase(path:)``,
    ///   ``StoreError/newerSchema(path:unknownMigrations:)``, ``StoreError/corruptDatabase(path:)``, and the errors
    ///   of ``open(atPath:logger:)`` for an older schema.
    public static func openForReading(atPath path: String, logger: Logger = Logger(label: "offload.store")) throws
        -> CaptureStore
    {
        guard try DatabaseFile.checked(atPath: path) == .regular, try !hasEmptyHeader(atPath: path) else {
            return try inMemory()
        }
        let queue = try inspectionQueue(atPath: path)
        let state: SchemaState
        do {
            state = try schemaState(in: queue, path: path)
        } catch {
            try? queue.close()
            throw error
        }
        switch state {
        case .current:
            logger.debug("Opened the capture database read-only.", metadata: ["path": "\(path)"])
            return CaptureStore(unmigrated: queue, path: path, logger: logger)
        case .empty:
            try? queue.close()
            return try inMemory()
        case .behind:
            try? queue.close()
            return try open(atPath: path, logger: logger)
        }
    }

    /// A connection to the file at `path` that never writes, for inspecting and listing it.
    ///
    /// When the write-ahead log is empty or absent and the file and its folder are writable, a read-write
    /// connection that refuses every write (`PRAGMA query_only`): closing last, it removes the log and
    /// shared-memory files as every other command does, and having nothing to copy back, it writes nothing. A
    /// connection opened with `SQLITE_OPEN_READONLY` would leave both files next to the database. Otherwise (a log
    /// holding another process's commits, or a file this user cannot write) ``readOnlyQueue(atPath:)``.
    ///
    /// - Throws: ``StoreError`` cases wrapped from SQLite's error.
    static func inspectionQueue(atPath path: String) throws -> DatabaseQueue {
        let files = FileManager.default
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let logBytes = (try? files.attributesOfItem(atPath: path + "-wal")[.size] as? NSNumber)?.intValue ?? 0
        guard logBytes == 0, files.isWritableFile(atPath: path), files.isWritableFile(atPath: folder) else {
            return try readOnlyQueue(atPath: path)
        }
        do {
            return try DatabaseQueue(path: path, configuration: configuration(queryOnly: true))
        } catch {
            return try readOnlyQueue(atPath: path)
        }
    }

    /// A read-only connection to the file at `path`; immutable (no locks, no shared-memory file) when SQLite cannot
    /// open it read-only in place (a read-only folder without the shared-memory file).
    ///
    /// - Throws: ``StoreError`` cases wrapped from SQLite's error.
    static func readOnlyQueue(atPath path: String) throws -> DatabaseQueue {
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration(readonly: true))
            do {
                try queue.read { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
                return queue
            } catch let error as DatabaseError where Self.needsImmutable(error) {
                try? queue.close()
            }
        } catch let error as DatabaseError where Self.needsImmutable(error) {
            // Falls through to the immutable open below.
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "open the database")
        }
        do {
            return try DatabaseQueue(path: immutableURI(path), configuration: configuration(readonly: true))
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "open the database")
        }
    }

    /// Whether `error` is SQLite refusing a read-only open because the WAL's shared-memory file cannot be created.
    private static func needsImmutable(_ error: DatabaseError) -> Bool {
        [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM].contains(error.resultCode)
    }

    /// The SQLite URI that opens `path` as immutable: every character outside the unreserved set percent-encoded.
    static func immutableURI(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "/-._~")
        let encoded = absolute.addingPercentEncoding(withAllowedCharacters: allowed) ?? absolute
        return "file:" + encoded + "?immutable=1"
    }
}

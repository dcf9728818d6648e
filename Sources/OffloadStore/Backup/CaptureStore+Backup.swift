import Foundation
import GRDB

extension CaptureStore {
    /// Copies one consistent snapshot of the whole database into a new file at `path` through SQLite's online
    /// backup, and returns a store on the copy.
    ///
    /// The copy is taken in one step inside one read transaction, so it holds every transaction committed before
    /// it began and nothing of any after: another process may go on writing meanwhile. The copy is created
    /// owner-only (0600) and migrated like any database this build opens.
    ///
    /// - Parameter path: A path where no file exists yet, in a private folder.
    /// - Returns: A store on the copy; ``checkpointAndClose()`` it before the file is removed.
    /// - Throws: ``StoreError/notWritable(path:)`` when the copy cannot be created, and wrapped SQLite errors.
    public func backUp(toPath path: String) throws -> CaptureStore {
        try PrivateFiles.createDatabase(atPath: path)
        let copy: DatabaseQueue
        do {
            copy = try DatabaseQueue(path: path, configuration: Self.configuration())
            try writer.backup(to: copy)
        } catch {
            throw StoreError.wrapping(error, path: self.path, operation: "back up the database")
        }
        return try CaptureStore(copy, path: path, logger: logger)
    }

    /// Copies the write-ahead log back into the database file and empties it, then closes the store's connections,
    /// so the file alone holds every committed transaction (it can be renamed without its log).
    ///
    /// - Throws: ``StoreError/busy(path:seconds:)`` when another connection keeps the log from being copied, and
    ///   wrapped SQLite errors.
    public func checkpointAndClose() throws {
        do {
            if writer is DatabasePool {
                let busy = try writer.writeWithoutTransaction { db in
                    try Int.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                }
                guard busy == 0 else { throw StoreError.busy(path: path, seconds: StoreError.busyTimeoutSeconds) }
            }
            try writer.close()
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "close the database")
        }
    }
}

import Foundation
import GRDB

extension CaptureStore {
    /// The passphrase lock of this database, or `nil` when none is set.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)`` for a row that cannot be read back, and wrapped SQLite
    ///   errors.
    public func passphraseLock() async throws -> LockRecord? {
        let (isSet, record) = try await read("read the lock") { db in
            let row = try Row.fetchOne(db, sql: "SELECT * FROM passphrase_lock WHERE id = 1")
            return (row != nil, row.flatMap(Self.lockRecord))
        }
        guard isSet else { return nil }
        guard let record else {
            throw StoreError.corruptRow(path: path, table: "passphrase_lock", id: "1")
        }
        return record
    }

    /// Sets the lock to `record` unless one is set already.
    ///
    /// - Returns: `false`, with nothing written, when a lock is set already.
    /// - Throws: ``StoreError/busy(path:seconds:)``, ``StoreError/notWritable(path:)`` and other wrapped SQLite
    ///   errors (a record whose sizes the table refuses among them).
    public func setPassphraseLock(_ record: LockRecord) async throws -> Bool {
        try await write("set the lock") { db in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM passphrase_lock") == 0 else { return false }
            try db.execute(
                sql: """
                    INSERT INTO passphrase_lock (id, kdf, cost, block_size, parallelism, salt, verifier,
                        session_secret, grace_seconds, set_at)
                    VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    record.kdf, record.cost, record.blockSize, record.parallelism, record.salt, record.verifier,
                    record.sessionSecret, record.graceSeconds, record.setAt,
                ])
            return true
        }
    }

    /// Removes the lock whose verifier is `verifier` (the one the caller checked the passphrase against), so a lock
    /// set anew in between is never removed by the old passphrase.
    ///
    /// - Returns: Whether a lock was removed.
    /// - Throws: ``StoreError/busy(path:seconds:)`` and other wrapped SQLite errors.
    public func clearPassphraseLock(verifier: Data) async throws -> Bool {
        try await write("clear the lock") { db in
            try db.execute(sql: "DELETE FROM passphrase_lock WHERE verifier = ?", arguments: [verifier])
            return db.changesCount > 0
        }
    }

    /// The record of a `passphrase_lock` row, or `nil` when a column is missing or of the wrong type.
    private static func lockRecord(_ row: Row) -> LockRecord? {
        func value<T: DatabaseValueConvertible>(_ column: String) -> T? { T.fromDatabaseValue(row[column]) }
        guard let kdf: String = value("kdf"), let cost: Int = value("cost"), let blockSize: Int = value("block_size"),
            let parallelism: Int = value("parallelism"), let salt: Data = value("salt"),
            let verifier: Data = value("verifier"), let secret: Data = value("session_secret"),
            let grace: Int = value("grace_seconds"), let setAt: Date = value("set_at")
        else { return nil }
        return LockRecord(
            kdf: kdf, cost: cost, blockSize: blockSize, parallelism: parallelism, salt: salt, verifier: verifier,
            sessionSecret: secret, graceSeconds: grace, setAt: setAt)
    }
}

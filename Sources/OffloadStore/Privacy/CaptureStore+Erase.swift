import Foundation
import GRDB

/// What ``CaptureStore/eraseEverything(sampleSize:)`` removed, and the proof that it is gone from the files.
public struct EraseReport: Sendable, Equatable {
    /// Rows removed per table, in table-name order.
    public let removedRows: [String: Int]
    /// How many erased raw texts were sampled before deleting (up to the sample size); never the texts themselves.
    public let sampledTexts: Int
    /// How many of the sampled texts a byte scan still found in the database, WAL and SHM files; 0 when erased.
    public let textsStillFound: Int
}

extension CaptureStore {
    /// Removes every row of every table but the passphrase lock (the schema stays), truncates the log, vacuums with
    /// `secure_delete` on, and scans the database, WAL and SHM files for a sample of the erased raw texts.
    ///
    /// The rows go in one transaction: another process holding the database makes it fail with nothing removed.
    /// The append-only event log's guard trigger is dropped and created again inside that transaction. The sample
    /// of raw texts stays in memory and is never logged or returned.
    ///
    /// - Parameter sampleSize: How many raw texts to sample before deleting.
    /// - Returns: Rows removed per table and the scan's result.
    /// - Throws: ``StoreError/busy(path:seconds:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func eraseEverything(sampleSize: Int = 100) async throws -> EraseReport {
        let (sample, removed) = try await write("erase every row") { db in
            let sample = try String.fetchAll(
                db, sql: "SELECT raw_text FROM captures ORDER BY random() LIMIT ?", arguments: [sampleSize])
            return (sample, try Self.deleteEveryRow(in: db))
        }
        do {
            try await writer.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
                try db.execute(sql: "VACUUM")
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "vacuum the erased database")
        }
        let found =
            path == ":memory:"
            ? 0 : try FileByteScan.foundCount(of: sample, inFiles: FileByteScan.files(ofDatabaseAt: path))
        logger.info("Erased every row.", metadata: ["tables": "\(removed.count)"])
        return EraseReport(removedRows: removed, sampledTexts: sample.count, textsStillFound: found)
    }

    /// Deletes every row of every table but the migrations' own, the passphrase lock (a setting that guards the
    /// database, not data) and the full-text index's shadow tables (emptied through the triggers), returning the
    /// count removed per table.
    static func deleteEveryRow(in db: Database) throws -> [String: Int] {
        let tables = try erasableTables(in: db)
        let guards = try Row.fetchAll(
            db,
            sql: """
                SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%BEFORE DELETE%'
                    AND sql LIKE '%RAISE(ABORT%'
                """)
        for row in guards {
            let name: String = row[0]
            try db.execute(sql: "DROP TRIGGER \(name.quotedDatabaseIdentifier)")
        }
        let removed = try rowCounts(of: tables, in: db)
        for table in tables { try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier)") }
        try db.execute(sql: "INSERT INTO search_index (search_index) VALUES ('delete-all')")
        for row in guards {
            let sql: String = row[1]
            try db.execute(sql: sql)
        }
        return removed
    }

    /// The rows ``eraseEverything(sampleSize:)`` would remove, per table, in table-name order.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func erasableRowCounts() async throws -> [String: Int] {
        try await read("count the rows") { db in try Self.rowCounts(of: Self.erasableTables(in: db), in: db) }
    }

    /// Every table but the migrations' own, the passphrase lock and the full-text index's shadow tables (emptied
    /// through triggers).
    private static func erasableTables(in db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                    AND name NOT IN ('grdb_migrations', 'passphrase_lock') AND name NOT LIKE 'search_index%'
                    ORDER BY name
                """)
    }

    private static func rowCounts(of tables: [String], in db: Database) throws -> [String: Int] {
        try tables.reduce(into: [:]) { counts, table in
            counts[table] = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.quotedDatabaseIdentifier)") ?? 0
        }
    }
}

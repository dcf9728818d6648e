import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Deletes a capture, keeping it restorable by ``undo()`` until the next destructive action.
    ///
    /// Undo over confirmation: the capture is soft-deleted (hidden from every read) and recorded in a single-slot
    /// undo journal. Deleting again first purges, for good, the capture the journal held, then records the new one.
    ///
    /// - Parameter idPrefix: At least 4 hexadecimal characters of the capture id.
    /// - Returns: The deleted capture.
    /// - Throws: ``StoreError/invalidIDPrefix(_:)``, ``StoreError/captureNotFound(idPrefix:)``,
    ///   ``StoreError/ambiguousID(prefix:candidates:)``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func deleteCapture(idPrefix: String) async throws -> CaptureEntry {
        let prefix = try Self.normalizedPrefix(idPrefix)
        let now = Date()
        let (record, purged) = try await write("delete a capture") { db in
            let record = try Self.resolve(prefix, in: db)
            let purged = try Self.purgeJournal(db)
            try db.execute(
                sql: "UPDATE captures SET deleted_at = ? WHERE id = ?", arguments: [now, record.id])
            try db.execute(
                sql: """
                    INSERT INTO undo_journal (slot, action, capture_id, recorded_at)
                    VALUES (1, 'delete_capture', ?, ?)
                    """,
                arguments: [record.id, now])
            return (record, purged)
        }
        logger.info("Deleted a capture.", metadata: ["id": "\(record.id)", "purged": "\(purged ?? "none")"])
        return try entry(from: record)
    }

    /// Restores the capture deleted last, and empties the undo journal.
    ///
    /// - Returns: The restored capture.
    /// - Throws: ``StoreError/nothingToUndo``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func undo() async throws -> CaptureEntry {
        let record = try await write("undo the last delete") { db in
            guard let id = try String.fetchOne(db, sql: "SELECT capture_id FROM undo_journal WHERE slot = 1"),
                let record = try CaptureRecord.fetchOne(db, key: id)
            else { throw StoreError.nothingToUndo }
            try db.execute(sql: "UPDATE captures SET deleted_at = NULL WHERE id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM undo_journal")
            return record
        }
        logger.info("Restored a capture.", metadata: ["id": "\(record.id)"])
        var restored = record
        restored.deletedAt = nil
        return try entry(from: restored)
    }

    /// Removes for good the capture held by the undo journal; returns its id.
    private static func purgeJournal(_ db: Database) throws -> String? {
        let id = try String.fetchOne(db, sql: "SELECT capture_id FROM undo_journal WHERE slot = 1")
        try db.execute(sql: "DELETE FROM undo_journal")
        if let id {
            try db.execute(sql: "DELETE FROM captures WHERE id = ? AND deleted_at IS NOT NULL", arguments: [id])
        }
        return id
    }

    /// Lowercases and checks an id prefix: 4 to 36 characters of hexadecimal digits and dashes.
    static func normalizedPrefix(_ prefix: String) throws -> String {
        let lowered = prefix.lowercased()
        let hexDigits = lowered.filter { $0.isHexDigit }.count
        guard hexDigits >= 4, lowered.count <= 36, lowered.allSatisfy({ $0.isHexDigit || $0 == "-" }) else {
            throw StoreError.invalidIDPrefix(prefix)
        }
        return lowered
    }

    /// The one live capture whose id starts with `prefix` (already normalized).
    static func resolve(_ prefix: String, in db: Database) throws -> CaptureRecord {
        // A range on the primary key instead of LIKE, so the lookup uses the index; '~' sorts after hex and '-'.
        let matches = try Array(
            Row.fetchCursor(
                db,
                sql: """
                    SELECT \(CaptureRecord.shownSelection) FROM captures
                    WHERE id >= ? AND id < ? AND deleted_at IS NULL ORDER BY id LIMIT 11
                    """,
                arguments: [prefix, prefix + "~"]
            ).map(CaptureRecord.init(selected:)))
        guard let first = matches.first else { throw StoreError.captureNotFound(idPrefix: prefix) }
        guard matches.count == 1 else {
            let shown = matches.prefix(10).map { String($0.id.prefix(8)) }
            throw StoreError.ambiguousID(prefix: prefix, candidates: shown)
        }
        return first
    }
}

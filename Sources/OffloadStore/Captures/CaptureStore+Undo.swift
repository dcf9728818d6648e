import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Deletes a capture, keeping it restorable by ``undo(at:)`` while the action is on the undo stack.
    ///
    /// Undo over confirmation: the capture is soft-deleted (hidden from every read) and the deletion is pushed on
    /// the one undo stack; once it falls off the stack (``UndoStack/depth`` newer actions), the capture is removed
    /// for good.
    ///
    /// - Parameter idPrefix: At least 4 hexadecimal characters of the capture id.
    /// - Returns: The deleted capture.
    /// - Throws: ``StoreError/invalidIDPrefix(_:)``, ``StoreError/captureNotFound(idPrefix:)``,
    ///   ``StoreError/ambiguousID(prefix:candidates:)``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func deleteCapture(idPrefix: String, at now: Date = Date()) async throws -> CaptureEntry {
        let prefix = try Self.normalizedPrefix(idPrefix)
        let record = try await write("delete a capture") { db in
            let record = try Self.resolve(prefix, in: db)
            try db.execute(sql: "UPDATE captures SET deleted_at = ? WHERE id = ?", arguments: [now, record.id])
            try UndoStack.push(
                .captureDelete, summary: "Deleted capture \(record.id.prefix(8))", at: now, captureID: record.id,
                in: db)
            return record
        }
        logger.info("Deleted a capture.", metadata: ["id": "\(record.id)"])
        return try entry(from: record)
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

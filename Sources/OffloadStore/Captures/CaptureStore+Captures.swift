import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Saves captures, all in one transaction: either every entry is saved or none is.
    ///
    /// Dates are stored with millisecond precision; the returned entries carry the creation time as stored, so they
    /// equal what later reads return.
    ///
    /// - Parameter entries: Valid captures (``CaptureEntry`` validates its text on creation).
    /// - Returns: The saved entries, in the order given.
    /// - Throws: ``StoreError/nulCharacter(byteOffset:)``, ``StoreError/busy(path:seconds:)``,
    ///   ``StoreError/databaseFailed(path:operation:reason:)``.
    @discardableResult
    public func add(_ entries: [CaptureEntry]) async throws -> [CaptureEntry] {
        // GRDB binds text as a C string, so everything after a NUL would be lost without an error.
        for entry in entries {
            let bytes = entry.rawText.utf8
            if let nul = bytes.firstIndex(of: 0) {
                throw StoreError.nulCharacter(byteOffset: bytes.distance(from: bytes.startIndex, to: nul))
            }
        }
        let records = try await write("save captures") { db in
            let insert = try db.cachedStatement(sql: CaptureRecord.insertion)
            return try entries.map { entry in
                var record = CaptureRecord(entry)
                let createdAt = StoredDate.string(record.createdAt)
                try insert.execute(arguments: [record.id, record.rawText, createdAt, record.source, record.status])
                // The creation time as a later read returns it (to the millisecond); the other columns are stored
                // as given. A year outside 0 to 9999 is read back by GRDB.
                guard let stored = StoredDate.date(createdAt) else {
                    return try CaptureRecord.fetchOne(db, key: record.id) ?? record
                }
                record.createdAt = stored
                return record
            }
        }
        logger.debug("Saved captures.", metadata: ["count": "\(records.count)"])
        return try records.map(entry(from:))
    }

    /// Saves one capture in its own transaction.
    ///
    /// - Throws: See ``add(_:)-([CaptureEntry])``.
    @discardableResult
    public func add(_ entry: CaptureEntry) async throws -> CaptureEntry {
        try await add([entry])[0]  // One entry in, one entry out.
    }

    /// Live (not deleted) captures in chronological order, oldest first; ties keep insertion order.
    ///
    /// - Parameters:
    ///   - status: Only captures with this status, when given.
    ///   - limit: Only the `limit` most recent matching captures (still returned oldest first), when given.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func captures(status: CaptureStatus? = nil, limit: Int? = nil) async throws -> [CaptureEntry] {
        let records = try await read("list captures") { db in
            let condition = status.map { "AND \(CaptureLifecycle.shownStatus(in: [$0]))" } ?? ""
            return try Array(
                Row.fetchCursor(
                    db,
                    sql: """
                        SELECT \(CaptureRecord.shownSelection) FROM captures WHERE deleted_at IS NULL \(condition)
                        ORDER BY created_at DESC, rowid DESC LIMIT ?
                        """,
                    arguments: [limit.map { max(0, $0) } ?? -1]
                ).map(CaptureRecord.init(selected:)))
        }
        return try records.reversed().map(entry(from:))
    }

    /// The number of live captures.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func captureCount() async throws -> Int {
        try await read("count captures") { db in
            try CaptureRecord.filter(CaptureRecord.CodingKeys.deletedAt == nil).fetchCount(db)
        }
    }

    /// The number of live captures with `status`, as ``captures(status:limit:)`` would list them.
    ///
    /// The count of `review` is the length of the review queue (``awaitingReview(limit:)``).
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func captureCount(status: CaptureStatus) async throws -> Int {
        try await read("count captures") { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT count(*) FROM captures WHERE deleted_at IS NULL
                    AND \(CaptureLifecycle.shownStatus(in: [status]))
                    """) ?? 0
        }
    }

    /// The live capture whose id starts with `idPrefix` (at least 4 hexadecimal characters, any case).
    ///
    /// - Throws: ``StoreError/invalidIDPrefix(_:)``, ``StoreError/captureNotFound(idPrefix:)``,
    ///   ``StoreError/ambiguousID(prefix:candidates:)``.
    public func capture(idPrefix: String) async throws -> CaptureEntry {
        let prefix = try Self.normalizedPrefix(idPrefix)
        let record = try await read("find a capture") { db in try Self.resolve(prefix, in: db) }
        return try entry(from: record)
    }

    func entry(from record: CaptureRecord) throws -> CaptureEntry {
        guard let entry = record.entry() else {
            throw StoreError.corruptRow(path: path, table: CaptureRecord.databaseTableName, id: record.id)
        }
        return entry
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction (so a read-then-write never meets a stale snapshot).
    ///
    /// Without `durable`, the commit skips its fsync (`synchronous = NORMAL` for this transaction only): still
    /// atomic and safe from a crash of the process, but a power loss may roll it back until a later durable commit
    /// syncs the log. Only batch hand-off uses that, for all but its last batch.
    ///
    /// With `referencesChecked`, SQLite does not look up the parent row of each foreign key the transaction writes
    /// (`foreign_keys = OFF` for this transaction only): `body` has checked them itself, inside the transaction.
    /// Only the hand-off writer uses that; it claims or reads every capture it refers to in the same transaction.
    func write<T: Sendable>(
        _ operation: String, durable: Bool = true, referencesChecked: Bool = false,
        _ body: @escaping @Sendable (Database) throws -> T
    ) async throws -> T {
        do {
            return try await writer.writeWithoutTransaction { db in
                if !durable { try db.execute(sql: "PRAGMA synchronous = NORMAL") }
                defer { if !durable { try? db.execute(sql: "PRAGMA synchronous = FULL") } }
                if referencesChecked { try db.execute(sql: "PRAGMA foreign_keys = OFF") }
                defer { if referencesChecked { try? db.execute(sql: "PRAGMA foreign_keys = ON") } }
                var result: T?
                try db.inTransaction(.immediate) {
                    result = try body(db)
                    return .commit
                }
                guard let result else {
                    throw StoreError.databaseFailed(path: path, operation: operation, reason: "no result")
                }
                return result
            }
        } catch {
            throw StoreError.wrapping(error, path: path, operation: operation)
        }
    }

    func read<T: Sendable>(_ operation: String, _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(body)
        } catch {
            throw StoreError.wrapping(error, path: path, operation: operation)
        }
    }
}

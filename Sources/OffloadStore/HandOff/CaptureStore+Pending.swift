import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// One page of live pending captures, oldest first (creation time, then save order).
    ///
    /// Keyset paging: pass the previous page's ``CapturePage/next`` to continue. Captures handed off between pages
    /// simply no longer appear; none is returned twice.
    ///
    /// - Parameters:
    ///   - cursor: Where to start; `nil` for the first page.
    ///   - limit: The page size (at least 1).
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func pendingCaptures(after cursor: CaptureCursor? = nil, limit: Int) async throws -> CapturePage {
        let limit = max(1, limit)
        let rows = try await read("list pending captures") { db in
            var sql = """
                SELECT rowid AS row_number, * FROM captures
                WHERE deleted_at IS NULL AND \(CaptureLifecycle.shownStatus(in: [.pending]))
                """
            var arguments: StatementArguments = []
            if let cursor {
                sql += " AND (created_at > ? OR (created_at = ? AND rowid > ?))"
                arguments = [cursor.createdAt, cursor.createdAt, cursor.rowID]
            }
            sql += " ORDER BY created_at, rowid LIMIT ?"
            arguments += [limit]
            return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                (try CaptureRecord(row: row), row["row_number"] as Int64)
            }
        }
        let entries = try rows.map { try entry(from: $0.0) }
        let next = rows.count == limit ? rows.last.map { CaptureCursor(createdAt: $0.0.createdAt, rowID: $0.1) } : nil
        return CapturePage(entries: entries, next: next)
    }

    /// The ids of live captures with one of `statuses` (as a reader sees them), oldest first.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func captureIDs(withStatus statuses: Set<CaptureStatus>) async throws -> [UUID] {
        let ids = try await read("list capture ids") { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT id FROM captures WHERE deleted_at IS NULL AND \(CaptureLifecycle.shownStatus(in: statuses))
                    ORDER BY created_at, rowid
                    """)
        }
        return ids.compactMap(UUID.init(storedText:))
    }

    /// The live captures among `ids`, oldest first, with their statuses as stored (the hand-off reads them so;
    /// a capture it is organizing reads as what it was before); unknown and deleted ids are left out.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func captures(ids: [UUID]) async throws -> [CaptureEntry] {
        let strings = ids.map(\.lowercasedString)
        let records = try await read("read captures") { db in
            try Array(
                Row.fetchCursor(
                    db,
                    sql: """
                        SELECT \(CaptureRecord.selection) FROM captures
                        WHERE deleted_at IS NULL AND id IN (SELECT value FROM json_each(?))
                        ORDER BY created_at, rowid
                        """,
                    arguments: [Self.jsonArray(strings)]
                ).map(CaptureRecord.init(selected:)))
        }
        return try records.map(entry(from:))
    }

    /// A JSON array of strings (ids and enum raw values only, which need no escaping).
    static func jsonArray(_ strings: [String]) -> String {
        "[" + strings.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }
}

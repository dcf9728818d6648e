import Foundation
import GRDB
import OffloadCore

/// One page of the capture list, oldest first, and whether more follow it (paged by capture id, for the service).
public struct CaptureListPage: Sendable {
    /// The captures of this page, oldest first.
    public let entries: [CaptureEntry]
    /// Whether live captures follow the last one of this page.
    public let hasMore: Bool
}

extension CaptureStore {
    /// Live captures in chronological order (ties keep insertion order), starting after the capture `cursor`.
    ///
    /// The cursor is the id of the last capture of the previous page; a deleted capture still works as a cursor,
    /// so a page never repeats or skips a capture when one is deleted between two requests.
    ///
    /// - Parameters:
    ///   - cursor: The id of the capture to start after, or `nil` for the first page.
    ///   - limit: The largest number of captures to return, at least 1.
    /// - Returns: The page and whether more follow.
    /// - Throws: ``StoreError/captureNotFound(idPrefix:)`` when no capture has the id `cursor`,
    ///   ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func captures(after cursor: UUID?, limit: Int) async throws -> CaptureListPage {
        let limit = max(1, limit)
        let cursorID = cursor?.uuidString.lowercased()
        let records: [CaptureRecord]? = try await read("list a page of captures") { db in
            var condition = ""
            var arguments: StatementArguments = []
            if let cursorID {
                guard
                    try Bool.fetchOne(db, sql: "SELECT 1 FROM captures WHERE id = ?", arguments: [cursorID]) != nil
                else { return nil }
                condition = "AND (created_at, rowid) > (SELECT created_at, rowid FROM captures WHERE id = ?)"
                arguments += [cursorID]
            }
            arguments += [limit + 1]
            return try Array(
                Row.fetchCursor(
                    db,
                    sql: """
                        SELECT \(CaptureRecord.shownSelection) FROM captures WHERE deleted_at IS NULL \(condition)
                        ORDER BY created_at, rowid LIMIT ?
                        """,
                    arguments: arguments
                ).map(CaptureRecord.init(selected:)))
        }
        guard let records else { throw StoreError.captureNotFound(idPrefix: cursorID ?? "") }
        return CaptureListPage(entries: try records.prefix(limit).map(entry(from:)), hasMore: records.count > limit)
    }
}

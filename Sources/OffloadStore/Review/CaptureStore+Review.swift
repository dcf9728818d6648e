import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// Captures whose newest completed run has undecided suggestions, oldest capture first.
    ///
    /// Older runs of a re-processed capture stay in the database as history but are never offered again.
    /// Reading is all a cancelled review needs: nothing is written until ``decide(_:_:at:)``.
    ///
    /// - Parameter limit: At most this many captures; `nil` for all.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func awaitingReview(limit: Int? = nil) async throws -> [ReviewItem] {
        try await reviewItems(where: "", arguments: [], limit: limit)
    }

    /// The open suggestions for an id prefix: the suggestions whose id starts with it, else the review item of the
    /// capture whose id starts with it.
    ///
    /// - Parameter idPrefix: At least 4 hexadecimal characters of a suggestion or capture id.
    /// - Returns: The matching review items; empty when the capture has no open suggestions. A suggestion matched
    ///   by id is returned with its own run and capture even when it is decided or its run is not the newest.
    /// - Throws: ``StoreError/invalidIDPrefix(_:)``, ``StoreError/suggestionNotFound(idPrefix:)``,
    ///   ``StoreError/ambiguousSuggestionID(prefix:candidates:)``, ``StoreError/ambiguousID(prefix:candidates:)``.
    public func reviewItems(idPrefix: String) async throws -> [ReviewItem] {
        let prefix = try Self.normalizedPrefix(idPrefix)
        if let suggestionID = try await read("find a suggestion", { db in try Self.resolveSuggestion(prefix, in: db) })
        {
            return try await reviewItem(suggestionID: suggestionID)
        }
        let capture = try await read("find a capture") { db -> CaptureRecord? in
            do {
                return try Self.resolve(prefix, in: db)
            } catch StoreError.captureNotFound {
                return nil
            }
        }
        guard let capture else { throw StoreError.suggestionNotFound(idPrefix: prefix) }
        return try await reviewItems(where: "AND c.id = ?", arguments: [capture.id], limit: nil)
    }

    /// The suggestion whose id starts with `idPrefix`, decided or not.
    ///
    /// - Throws: ``StoreError/invalidIDPrefix(_:)``, ``StoreError/suggestionNotFound(idPrefix:)``,
    ///   ``StoreError/ambiguousSuggestionID(prefix:candidates:)``, ``StoreError/corruptRow(path:table:id:)``.
    public func suggestion(idPrefix: String) async throws -> Suggestion {
        let prefix = try Self.normalizedPrefix(idPrefix)
        let path = path
        return try await read("find a suggestion") { db in
            guard let id = try Self.resolveSuggestion(prefix, in: db),
                let row = try Row.fetchOne(
                    db, sql: "SELECT \(SuggestionRow.columns) FROM suggestions WHERE id = ?", arguments: [id])
            else { throw StoreError.suggestionNotFound(idPrefix: prefix) }
            return try Self.suggestion(from: row, decoder: JSONDecoder(), path: path)
        }
    }

    /// Names of the user's lists, in creation order (for the suggestion builder's list matching).
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func listNames() async throws -> [String] {
        try await read("list list names") { db in
            try String.fetchAll(db, sql: "SELECT name FROM lists ORDER BY created_at, rowid")
        }
    }

    /// The one suggestion id starting with `prefix`, or `nil` when there is none.
    static func resolveSuggestion(_ prefix: String, in db: Database) throws -> String? {
        let ids = try String.fetchAll(
            db, sql: "SELECT id FROM suggestions WHERE id >= ? AND id < ? ORDER BY id LIMIT 11",
            arguments: [prefix, prefix + "~"])
        guard ids.count <= 1 else {
            throw StoreError.ambiguousSuggestionID(
                prefix: prefix, candidates: ids.prefix(10).map { String($0.prefix(8)) })
        }
        return ids.first
    }

    static func suggestion(from row: Row, decoder: JSONDecoder, path: String) throws -> Suggestion {
        guard let suggestion = SuggestionRow.suggestion(from: row, decoder: decoder) else {
            throw StoreError.corruptRow(
                path: path, table: "suggestions", id: row[SuggestionRow.Column.id.rawValue] ?? "?")
        }
        return suggestion
    }
}

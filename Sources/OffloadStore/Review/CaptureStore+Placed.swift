import Foundation
import GRDB
import OffloadCore

extension CaptureStore {
    /// What decisions on earlier runs of a capture placed and is still there, in the order it was placed.
    ///
    /// Re-processing a capture offers new suggestions; those that repeat one of these are marked as already
    /// placed, and ``decide(_:_:again:at:)`` refuses to place them twice unless asked to.
    static func placedDestinations(ofCapture captureID: String, otherThanRun runID: String, in db: Database) throws
        -> [PlacedDestination]
    {
        let placements = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT p.destination_type, p.destination_id FROM handoff_runs r
                    JOIN suggestions s ON s.run_id = r.id
                    JOIN suggestion_decisions d ON d.suggestion_id = s.id
                    JOIN placements p ON p.decision_id = d.id
                    WHERE r.capture_id = ? AND r.id <> ?
                    ORDER BY p.placed_at, p.rowid
                    """),
            arguments: [captureID, runID])
        return try placements.compactMap { row in
            guard let type = DestinationType(rawValue: row[0]), let id = UUID(storedText: row[1]) else { return nil }
            let (table, column) = nameColumn(of: type)
            // table and column come from the closed list above, so they are safe to interpolate.
            guard
                let name = try String.fetchOne(
                    db.cachedStatement(sql: "SELECT \(column) FROM \(table) WHERE id = ?"), arguments: [row[1]])
            else { return nil }
            return PlacedDestination(type: type, id: id, name: name)
        }
    }

    /// How many of `captureIDs` have something placed by a decision (on any run) that has not been undone.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func countWithPlacements(_ captureIDs: [UUID]) async throws -> Int {
        let ids = "[" + captureIDs.map { "\"\($0.lowercasedString)\"" }.joined(separator: ",") + "]"
        return try await read("count placed captures") { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT count(DISTINCT r.capture_id) FROM handoff_runs r
                    JOIN suggestions s ON s.run_id = r.id
                    JOIN suggestion_decisions d ON d.suggestion_id = s.id
                    JOIN placements p ON p.decision_id = d.id
                    WHERE r.capture_id IN (SELECT value FROM json_each(?))
                    """,
                arguments: [ids]) ?? 0
        }
    }

    private static func nameColumn(of type: DestinationType) -> (table: String, column: String) {
        switch type {
        case .task: ("tasks", "title")
        case .plan: ("plans", "title")
        case .list: ("lists", "name")
        case .communication: ("communication_items", "title")
        case .note: ("notes", "title")
        }
    }
}

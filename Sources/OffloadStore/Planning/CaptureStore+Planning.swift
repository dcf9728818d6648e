import Foundation
import GRDB

extension CaptureStore {
    /// The records `offload plan-day` works from, in one read.
    ///
    /// - Parameters:
    ///   - since: The start of the history window; completions before it are not read.
    ///   - overdueBefore: The first instant of today: unfinished tasks due before it were left from earlier days.
    ///   - load: The days whose unfinished tasks are read as their existing load.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func planningRecords(since: Date, overdueBefore: Date, load: Range<Date>) async throws -> PlanningRecords {
        let path = path
        return try await read("read the history") { db in
            let categories = try Row.fetchAll(db, sql: "SELECT id, name FROM categories")
                .reduce(into: [String: String]()) { $0[$1[0]] = $1[1] }
            // By column index and as seconds since 1970: a year of use is 100,000 rows.
            var completions: [PlanningRecords.Completion] = []
            let done = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(Self.epoch("completed_at")), category_id FROM tasks
                    WHERE status = 'done' AND completed_at >= ?
                    """, arguments: [StoredDate.string(since)])
            while let row = try done.next() {
                guard let seconds = row[0] as Double? else { continue }
                completions.append(.init(seconds: seconds, category: (row[1] as String?).flatMap { categories[$0] }))
            }
            // Sorting the numbers here is cheaper than SQLite sorting the rows (there is no index on completed_at).
            completions.sort { $0.seconds < $1.seconds }
            let durations = try Row.fetchAll(
                db,
                sql: """
                    SELECT t.category_id, \(Self.epoch("d.at")) - \(Self.epoch("max(a.at)"))
                    FROM organizer_events d
                    JOIN organizer_events a ON a.item_id = d.item_id AND a.sequence < d.sequence
                        AND a.kind = 'state_changed' AND a.to_value = 'active'
                    JOIN tasks t ON t.id = d.item_id AND t.status = 'done'
                    WHERE d.item_type = 'task' AND d.kind = 'state_changed' AND d.to_value = 'done' AND d.at >= ?
                    GROUP BY d.sequence
                    """, arguments: [StoredDate.string(since)]
            ).compactMap { row -> PlanningRecords.Duration? in
                guard let seconds = row[1] as Double? else { return nil }
                return .init(category: (row[0] as String?).flatMap { categories[$0] }, seconds: seconds)
            }
            var candidates = ViewQuery()
            candidates.add(
                """
                \(ViewQuery.unfinished) AND tasks.status <> 'waiting'
                    AND ((tasks.due_date IS NULL AND tasks.plan_id IS NULL) OR tasks.due_date < ?)
                """, [overdueBefore])
            let tasks = try Row.fetchAll(db, sql: candidates.outlineSQL, arguments: candidates.statementArguments)
                .map { row in
                    guard let task = OrganizerRows.taskOutline(row) else {
                        throw StoreError.corruptRow(path: path, table: "tasks", id: row["id"] ?? "?")
                    }
                    return task
                }
            var days = ViewQuery()
            days.add(
                "\(ViewQuery.unfinished) AND tasks.due_date >= ? AND tasks.due_date < ?",
                [load.lowerBound, load.upperBound])
            let due = try Date.fetchAll(db, sql: days.columnSQL("due_date"), arguments: days.statementArguments)
            return PlanningRecords(completions: completions, durations: durations, candidates: tasks, load: due)
        }
    }
}

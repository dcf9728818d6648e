import Foundation
import GRDB

extension CaptureStore {
    /// The records `offload stats` works from, in one read.
    public func statsRecords() async throws -> StatsRecords {
        try await read("read the history") { db in
            // Instants come as seconds since 1970 (julianday), which is cheaper to read than text dates, and by
            // column index, which is cheaper than by name: a year of use is 100,000 rows.
            let categories = try Row.fetchAll(db, sql: "SELECT id, name FROM categories")
                .reduce(into: [String: String]()) { $0[$1[0]] = $1[1] }
            var completions: [StatsRecords.Completion] = []
            let done = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(Self.epoch("completed_at")), category_id FROM tasks
                    WHERE status = 'done' AND completed_at IS NOT NULL
                    UNION ALL
                    SELECT \(Self.epoch("completed_at")), category_id FROM communication_items
                    WHERE is_done = 1 AND completed_at IS NOT NULL
                    """)
            while let row = try done.next() {
                guard let seconds = row[0] as Double? else { continue }
                completions.append(
                    .init(
                        at: Date(timeIntervalSince1970: seconds),
                        category: (row[1] as String?).flatMap { categories[$0] }))
            }
            let leadTimes = try Double.fetchAll(
                db,
                sql: """
                    SELECT \(Self.epoch("t.completed_at")) - \(Self.epoch("captures.created_at"))
                    FROM placements p
                    JOIN suggestion_decisions d ON d.id = p.decision_id
                    JOIN suggestions s ON s.id = d.suggestion_id
                    JOIN captures ON captures.id = s.capture_id
                    JOIN tasks t ON t.id = p.destination_id
                    WHERE p.destination_type = 'task' AND t.status = 'done' AND t.completed_at IS NOT NULL
                    """)
            var decisions: [StatsRecords.Decision] = []
            let decided = try Row.fetchCursor(
                db,
                sql: """
                    SELECT s.destination_type, s.confidence, d.kind, \(Self.epoch("d.decided_at"))
                    FROM suggestion_decisions d JOIN suggestions s ON s.id = d.suggestion_id
                    """)
            while let row = try decided.next() {
                guard let seconds = row[3] as Double? else { continue }
                decisions.append(
                    .init(
                        type: row[0], confidence: row[1], kind: row[2], at: Date(timeIntervalSince1970: seconds)))
            }
            let postponed = try Row.fetchAll(
                db,
                sql: """
                    SELECT id, title, postponed FROM tasks
                    WHERE postponed > 0 AND status NOT IN ('done', 'cancelled')
                    ORDER BY postponed DESC, position LIMIT 5
                    """
            ).compactMap { row -> StatsRecords.Postponed? in
                guard let id = UUID(storedText: row["id"]) else { return nil }
                return StatsRecords.Postponed(id: id, title: row["title"], count: row["postponed"])
            }
            let plans = try Date.fetchAll(
                db,
                sql: """
                    SELECT max(t.completed_at) AS finished FROM plans p JOIN tasks t ON t.plan_id = p.id
                    GROUP BY p.id
                    HAVING count(*) > 0 AND sum(t.status NOT IN ('done', 'cancelled')) = 0
                        AND sum(t.status = 'done') > 0
                    ORDER BY finished
                    """)
            let milestones = try Row.fetchAll(db, sql: "SELECT name, reached_on FROM milestones")
                .reduce(into: [String: String]()) { $0[$1["name"]] = $1["reached_on"] }
            return StatsRecords(
                completions: completions, leadTimes: leadTimes, decisions: decisions, postponed: postponed,
                plansFinished: plans,
                milestones: milestones)
        }
    }

    /// SQL for the seconds since 1970 of a stored date `column`.
    static func epoch(_ column: String) -> String { "(julianday(\(column)) - 2440587.5) * 86400.0" }

    /// Records milestones reached for the first time (name → `yyyy-MM-dd`); one recorded before keeps its day.
    public func recordMilestones(_ reached: [String: String]) async throws {
        guard !reached.isEmpty else { return }
        try await write("record milestones") { db in
            for (name, day) in reached.sorted(by: { $0.key < $1.key }) {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO milestones (name, reached_on) VALUES (?, ?)", arguments: [name, day])
            }
        }
    }
}

import Foundation
import GRDB

/// The SQL of one view section: a condition on `tasks`, the filter's narrowing, and their arguments.
struct ViewQuery {
    /// The statuses of an unfinished task, as SQL.
    static let unfinished = "tasks.status IN ('open', 'active', 'waiting')"

    private(set) var conditions: [String] = []
    private(set) var arguments: [String] = []

    /// Adds `condition` with its `?` placeholders filled, in order, by `values` (dates as GRDB stores them).
    mutating func add(_ condition: String, _ values: [Date] = []) {
        conditions.append("(\(condition))")
        arguments += values.map { StoredDate.string($0) }
    }

    /// Narrows to `filter`, matching names ignoring case; `false` when a name matches no category or tag, so the
    /// section is empty without asking the database.
    mutating func narrow(to filter: ViewFilter, in db: Database) throws -> Bool {
        if let wanted = filter.category {
            let ids = try Self.ids(named: wanted, in: "categories", db)
            guard !ids.isEmpty else { return false }
            conditions.append("tasks.category_id IN (\(Self.placeholders(ids.count)))")
            arguments += ids
        }
        if let wanted = filter.tag {
            let ids = try Self.ids(named: wanted, in: "tags", db)
            guard !ids.isEmpty else { return false }
            conditions.append(
                """
                EXISTS (SELECT 1 FROM task_tags WHERE task_tags.task_id = tasks.id
                    AND task_tags.tag_id IN (\(Self.placeholders(ids.count))))
                """)
            arguments += ids
        }
        return true
    }

    /// `SELECT` for task outlines meeting every condition, in the user's order.
    var outlineSQL: String {
        CaptureStore.taskOutlineSelect + " WHERE " + conditions.joined(separator: " AND ")
            + " ORDER BY tasks.position, tasks.rowid"
    }

    /// `SELECT column FROM tasks` meeting every condition.
    func columnSQL(_ column: String) -> String {
        "SELECT \(column) FROM tasks WHERE " + conditions.joined(separator: " AND ")
    }

    /// The arguments of the placeholders, in order.
    var statementArguments: StatementArguments { StatementArguments(arguments) }

    /// The ids of the rows of `table` (categories or tags) whose name equals `wanted`, ignoring case; names are
    /// few, so they are compared here, where Unicode case folding is at hand.
    private static func ids(named wanted: String, in table: String, _ db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "SELECT id, name FROM \(table)")
            .filter { ViewFilter.matches($0["name"], wanted) }
            .map { $0["id"] }
    }

    private static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}

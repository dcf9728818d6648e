/// A spreadsheet-shaped view of the data for CSV: one file, its columns (headers and kinds) and the query that
/// reads its rows in a stable order.
public struct ExportSheet: Sendable, Equatable {
    /// The file name in a CSV folder or a ZIP (`tasks.csv`).
    public let fileName: String
    /// The columns: ``ExportColumn/name`` is the header.
    public let columns: [ExportColumn]
    /// The table with one row for each of the sheet's rows.
    let table: String
    /// The query, selecting the columns in order.
    let sql: String

    init(_ fileName: String, table: String, columns: String, sql: String) {
        self.fileName = fileName
        self.table = table
        self.columns = columns.split(separator: " ").map(ExportColumn.init(spec:))
        self.sql = sql
    }

    /// Every capture, deleted ones too (with the instant of their deletion), oldest first.
    public static let captures = ExportSheet(
        "captures.csv", table: "captures", columns: "id created:instant source status deleted:instant? text",
        sql: "SELECT id, created_at, source, status, deleted_at, raw_text FROM captures ORDER BY created_at, id")

    /// Every task in the one order, with its category's name, its tags (sorted, joined by a comma and a space) and
    /// its plan's title.
    public static let tasks = ExportSheet(
        "tasks.csv", table: "tasks",
        columns: """
            id title status priority due:instant? scheduled:instant? completed:instant? created:instant category? \
            tags plan? notes? repeats? postponed:integer
            """,
        sql: """
            SELECT t.id, t.title, t.status, t.priority, t.due_date, t.scheduled_date, t.completed_at, t.created_at,
                c.name, coalesce((SELECT group_concat(name, ', ') FROM (
                    SELECT g.name FROM task_tags x JOIN tags g ON g.id = x.tag_id WHERE x.task_id = t.id
                    ORDER BY g.name COLLATE NOCASE, g.name)), ''),
                p.title, t.notes, t.recurrence, t.postponed
            FROM tasks t LEFT JOIN categories c ON c.id = t.category_id LEFT JOIN plans p ON p.id = t.plan_id
            ORDER BY t.position, t.id
            """)

    /// Every list item under its list's name, lists by name and items in their list's order.
    public static let listItems = ExportSheet(
        "list_items.csv", table: "list_items",
        columns: "list item quantity:real? unit? done:boolean completed:instant? list_type id",
        sql: """
            SELECT l.name, i.text, i.quantity, i.unit, i.is_completed, i.completed_at, l.list_type, i.id
            FROM list_items i JOIN lists l ON l.id = i.list_id
            ORDER BY l.name COLLATE NOCASE, l.id, i.position, i.id
            """)

    /// Every plan with its parent's title, its category and how many of its tasks are done.
    public static let plans = ExportSheet(
        "plans.csv", table: "plans",
        columns: """
            id title parent? category? due:instant? priority? created:instant archived:instant? tasks:integer \
            done:integer
            """,
        sql: """
            SELECT p.id, p.title, parent.title, c.name, p.due_date, p.priority, p.created_at, p.archived_at,
                (SELECT count(*) FROM tasks t WHERE t.plan_id = p.id),
                (SELECT count(*) FROM tasks t WHERE t.plan_id = p.id AND t.status = 'done')
            FROM plans p LEFT JOIN plans parent ON parent.id = p.parent_id
                LEFT JOIN categories c ON c.id = p.category_id
            ORDER BY p.created_at, p.id
            """)

    /// The four sheets, in the order a CSV folder or a ZIP lists them.
    public static let all: [ExportSheet] = [captures, tasks, listItems, plans]
}

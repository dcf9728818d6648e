/// How one table goes into an export and comes back from one: its JSON name, its columns, its key and a stable row
/// order, described once (``all`` lists every table).
///
/// The exporter and the importer are driven by these descriptions alone; a table or column the schema gains later
/// fails the catalog tests until it is described here or excluded with a reason (``excluded``).
public struct ExportTable: Sendable, Equatable {
    /// Which exports hold a table.
    public enum Group: Sendable {
        /// Every export.
        case data
        /// Exports made with `--include events`: the organizer's event log and the undo history.
        case history
    }

    /// How rows are ordered, so that the same data always gives the same bytes.
    enum Order: Sendable, Equatable {
        /// By the key columns.
        case key
        /// Parents before their children (by depth from the roots, then by key), through the self-reference
        /// `parent`, so that an import can insert each row after the row it refers to.
        case tree(parent: String)
    }

    /// The table's name in SQL.
    public let name: String
    /// The table's key in the export's `tables` and `counts`.
    public let jsonName: String
    /// What the table holds, for the JSON Schema.
    public let summary: String
    /// The columns, in the table's own order.
    public let columns: [ExportColumn]
    /// Indexes into ``columns`` of the primary key.
    public let keyIndexes: [Int]
    /// Which exports hold the table.
    public let group: Group
    /// The order of the rows.
    let order: Order
    /// A column whose value is unique ignoring case (a category's or tag's name): an imported row whose id is new
    /// but whose name is taken is merged into the row that has it.
    let mergedByColumn: String?
    /// Whether rows are only ever added (the event log): an import inserts, never replaces.
    let isAppendOnly: Bool
    /// Columns that never change once written (a capture's raw text): a conflict on them is never replaced.
    let immutableColumns: Set<String>

    /// Describes a table; `columns` is a space-separated list of ``ExportColumn/init(spec:)`` specs.
    init(
        _ name: String, json jsonName: String, _ summary: String, key: [String] = ["id"], columns: String,
        group: Group = .data, order: Order = .key, mergedBy: String? = nil, isAppendOnly: Bool = false,
        immutable: Set<String> = []
    ) {
        self.name = name
        self.jsonName = jsonName
        self.summary = summary
        let columns = columns.split(separator: " ").map(ExportColumn.init(spec:))
        self.columns = columns
        // The catalog names its keys among its columns; a misspelled key is a programming error its tests catch.
        keyIndexes = key.map { key in columns.firstIndex { $0.name == key } ?? -1 }
        self.group = group
        self.order = order
        mergedByColumn = mergedBy
        self.isAppendOnly = isAppendOnly
        immutableColumns = immutable
    }

    /// The columns in JSON key order (sorted by ``ExportColumn/jsonName``), as indexes into ``columns``.
    public var jsonOrder: [Int] {
        columns.indices.sorted { columns[$0].jsonName < columns[$1].jsonName }
    }

    /// The tables an export holds: every ``Group/data`` table, and with `includesHistory` the ``Group/history``
    /// ones, parents before the tables that refer to them.
    public static func exported(includesHistory: Bool) -> [ExportTable] {
        all.filter { $0.group == .data || includesHistory }
    }

    /// The table whose JSON name is `jsonName`.
    public static func named(_ jsonName: String) -> ExportTable? {
        all.first { $0.jsonName == jsonName }
    }

    /// The key of `values`, a row of this table, as text: one column's value, or several joined by `/`.
    public func keyText(of values: [ExportValue]) -> String {
        keyIndexes.map { index in
            switch values[index] {
            case .text(let text): text
            case .integer(let number): String(number)
            case .real(let number): String(number)
            case .bool(let flag): String(flag)
            case .null: "null"
            }
        }.joined(separator: "/")
    }
}

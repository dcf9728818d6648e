import GRDB

/// The prepared statements an import runs for one table, made once and run for each of its rows.
struct ImportStatements {
    /// The row with a key: `SELECT` every column `WHERE` the key matches.
    let select: Statement
    /// Every column, doing nothing when a unique value other than the key is taken.
    let insert: Statement
    /// For an append-only table: every column but the key (an integer key then takes the next free number).
    let insertWithoutKey: Statement?
    /// Any row whose columns other than the key all match; `nil` when every column is in the key.
    let contentMatch: Statement?
    /// The id of the row whose merging column matches (ignoring case), for tables merged by name.
    let mergeMatch: Statement?
    /// `key1 = ? AND key2 = ?`.
    let keyCondition: String
    /// Indexes of the key columns.
    let keyColumns: [Int]
    /// Indexes of the columns that are not the key.
    let contentColumns: [Int]

    init(_ table: ExportTable, in db: Database) throws {
        let names = table.columns.map(\.name)
        keyColumns = table.keyIndexes
        contentColumns = table.columns.indices.filter { !table.keyIndexes.contains($0) }
        keyCondition = keyColumns.map { "\(names[$0]) = ?" }.joined(separator: " AND ")
        select = try db.makeStatement(
            sql: "SELECT \(names.joined(separator: ", ")) FROM \(table.name) WHERE \(keyCondition)")
        insert = try db.makeStatement(sql: Self.insertion(into: table.name, names) + " ON CONFLICT DO NOTHING")
        let content = contentColumns
        insertWithoutKey =
            table.isAppendOnly
            ? try db.makeStatement(sql: Self.insertion(into: table.name, content.map { names[$0] })) : nil
        let matches = contentColumns.map { index in
            // `IS` also matches two NULLs; `=` lets SQLite use an index on a column that is never NULL.
            "\(names[index]) \(table.columns[index].isNullable ? "IS" : "=") ?"
        }
        contentMatch =
            matches.isEmpty
            ? nil
            : try db.makeStatement(
                sql: "SELECT 1 FROM \(table.name) WHERE \(matches.joined(separator: " AND ")) LIMIT 1")
        mergeMatch = try table.mergedByColumn.map { column in
            try db.makeStatement(sql: "SELECT id FROM \(table.name) WHERE \(column) = ? COLLATE NOCASE")
        }
    }

    private static func insertion(into table: String, _ columns: [String]) -> String {
        let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        return "INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(marks))"
    }
}

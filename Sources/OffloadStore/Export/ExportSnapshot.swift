import GRDB

/// One consistent reading of the whole database for an export: counts and rows all come from the same snapshot, so
/// a header's counts always match the rows that follow, even while another process writes.
///
/// Valid only inside the closure of ``CaptureStore/withExportSnapshot(_:)``, on its thread.
public struct ExportSnapshot {
    let db: Database
    let path: String

    /// The number of rows of `table`.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)`` and other wrapped SQLite errors.
    public func count(of table: ExportTable) throws -> Int {
        try wrapped("count \(table.name)") {
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table.name)") ?? 0
        }
    }

    /// The number of rows of `sheet`.
    ///
    /// - Throws: Wrapped SQLite errors.
    public func count(of sheet: ExportSheet) throws -> Int {
        try wrapped("count \(sheet.fileName)") {
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(sheet.table)") ?? 0
        }
    }

    /// Calls `body` with each row of `table` in its stable order, its values in the order of
    /// ``ExportTable/columns``, reading one row at a time.
    ///
    /// - Throws: ``StoreError/corruptRow(path:table:id:)`` for a value no export can hold (a blob), wrapped SQLite
    ///   errors, and whatever `body` throws, unchanged.
    public func forEachRow(of table: ExportTable, _ body: ([ExportValue]) throws -> Void) throws {
        try forEachRow(sql: Self.selection(of: table), columns: table.columns, table: table.name, body)
    }

    /// Calls `body` with each row of `sheet`, in its order, its values in the order of ``ExportSheet/columns``.
    ///
    /// - Throws: As ``forEachRow(of:_:)-(ExportTable,_)``.
    public func forEachRow(of sheet: ExportSheet, _ body: ([ExportValue]) throws -> Void) throws {
        try forEachRow(sql: sheet.sql, columns: sheet.columns, table: sheet.fileName, body)
    }

    private func forEachRow(
        sql: String, columns: [ExportColumn], table: String, _ body: ([ExportValue]) throws -> Void
    ) throws {
        do {
            let rows = try Row.fetchCursor(db, sql: sql)
            while let row = try rows.next() {
                var values: [ExportValue] = []
                values.reserveCapacity(columns.count)
                for (index, column) in columns.enumerated() {
                    guard let value = column.exported(row[index] as DatabaseValue) else {
                        let id: String = (row[0] as DatabaseValue).description
                        throw StoreError.corruptRow(path: path, table: table, id: id)
                    }
                    values.append(value)
                }
                do { try body(values) } catch { throw PassedThrough(error: error) }
            }
        } catch let passed as PassedThrough {
            throw passed.error
        } catch {
            throw StoreError.wrapping(error, path: path, operation: "export \(table)")
        }
    }

    private func wrapped<T>(_ operation: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch { throw StoreError.wrapping(error, path: path, operation: operation) }
    }

    /// The `SELECT` of every column of `table` in its stable order.
    static func selection(of table: ExportTable) -> String {
        let columns = table.columns.map { "\(table.name).\($0.name)" }.joined(separator: ", ")
        let key = table.keyIndexes.map { "\(table.name).\(table.columns[$0].name)" }.joined(separator: ", ")
        switch table.order {
        case .key:
            return "SELECT \(columns) FROM \(table.name) ORDER BY \(key)"
        case .tree(let parent):
            // Rows no root reaches (a cycle, a missing parent) come last, so none is left out.
            return """
                WITH RECURSIVE depth (id, level) AS (
                    SELECT id, 0 FROM \(table.name) WHERE \(parent) IS NULL
                    UNION ALL
                    SELECT child.id, depth.level + 1 FROM \(table.name) child JOIN depth ON child.\(parent) = depth.id
                )
                SELECT \(columns) FROM \(table.name) LEFT JOIN depth ON depth.id = \(table.name).id
                ORDER BY coalesce(depth.level, 1 << 62), \(key)
                """
        }
    }
}

/// An error thrown by a caller's closure, carried through the store's error wrapping unchanged.
struct PassedThrough: Error {
    let error: any Error
}

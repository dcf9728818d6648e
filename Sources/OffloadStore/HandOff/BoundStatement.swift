import GRDB
import GRDBSQLite

/// A statement prepared by GRDB and executed through SQLite's C API, for the bulk writes of batch hand-off.
///
/// GRDB's `execute(arguments:)` boxes every argument and runs its statement bookkeeping on each call; batch
/// hand-off binds tens of thousands of values per second. Values are bound in place instead, inside the
/// transaction GRDB opened, and a failed step throws the same `DatabaseError` GRDB would.
struct BoundStatement {
    private let db: Database
    private let statement: Statement

    /// Prepares `sql` on `db` (cached by GRDB across batches).
    init(_ db: Database, sql: String) throws {
        self.db = db
        statement = try db.cachedStatement(sql: sql)
    }

    /// `(?, ?), (?, ?)` for two rows of two columns; without `grouped`, a flat `?, ?` list.
    static func placeholders(columns: Int, rows: Int, grouped: Bool = true) -> String {
        let row = Array(repeating: "?", count: columns).joined(separator: ", ")
        return Array(repeating: grouped ? "(\(row))" : row, count: rows).joined(separator: ", ")
    }

    /// Binds the parameters with `bind`, runs the statement to completion and returns the rows it changed.
    @discardableResult
    func execute(_ bind: (inout Row) -> Void) throws -> Int {
        try run(bind) { _ in }
        return Int(sqlite3_changes(db.sqliteConnection))
    }

    /// Binds the parameters with `bind`, runs the statement to completion and returns the first column of every
    /// row it produced, as text.
    func strings(_ bind: (inout Row) -> Void) throws -> [String] {
        var values: [String] = []
        try run(bind) { handle in
            if let text = sqlite3_column_text(handle, 0) { values.append(String(cString: text)) }
        }
        return values
    }

    /// Binds with `bind`, steps to the end (handing each produced row to `row`) and resets the statement,
    /// throwing GRDB's error when a step fails.
    private func run(_ bind: (inout Row) -> Void, row: (OpaquePointer) -> Void) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        var parameters = Row(handle: handle)
        bind(&parameters)
        var code = sqlite3_step(handle)
        while code == SQLITE_ROW {
            row(handle)
            code = sqlite3_step(handle)
        }
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
        sqlite3_reset(handle)
    }

    /// The parameters of a statement, bound left to right (over several rows for a multi-row statement).
    struct Row {
        fileprivate let handle: OpaquePointer
        private var index: Int32 = 1

        fileprivate init(handle: OpaquePointer) {
            self.handle = handle
        }

        /// Binds text, or NULL for `nil`.
        mutating func text(_ value: String?) {
            if let value {
                sqlite3_bind_text(handle, index, value, -1, Self.transient)
            } else {
                sqlite3_bind_null(handle, index)
            }
            index += 1
        }

        /// Binds a real number, or NULL for `nil`.
        mutating func real(_ value: Double?) {
            if let value { sqlite3_bind_double(handle, index, value) } else { sqlite3_bind_null(handle, index) }
            index += 1
        }

        /// Binds an integer.
        mutating func integer(_ value: Int) {
            sqlite3_bind_int64(handle, index, Int64(value))
            index += 1
        }

        /// SQLite copies the bytes during the bind (the Swift string's buffer is temporary).
        private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
    }
}

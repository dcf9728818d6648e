import Foundation
import GRDB
import GRDBSQLite

/// A statement prepared by GRDB and executed through SQLite's C API, for the bulk writes of batch hand-off.
///
/// GRDB's `execute(arguments:)` boxes every argument and runs its statement bookkeeping on each call; batch
/// hand-off binds tens of thousands of values per second. Values are bound in place instead, inside the
/// transaction GRDB opened. Every SQLite result code is checked: a failed bind or step, or a number of values that
/// is not the statement's number of parameters, throws the same `DatabaseError` GRDB would, before anything runs.
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
    /// row it produced, read as an id (``Foundation/UUID/init(storedBytes:)``) without making a string.
    ///
    /// - Throws: `DatabaseError` when a step fails or a value is not an id.
    func ids(_ bind: (inout Row) -> Void) throws -> [UUID] {
        var ids: [UUID] = []
        var isValid = true
        try run(bind) { handle in
            let bytes = sqlite3_column_text(handle, 0)
            let count = Int(sqlite3_column_bytes(handle, 0))
            if let id = bytes.flatMap({ UUID(storedBytes: UnsafeBufferPointer(start: $0, count: count)) }) {
                ids.append(id)
            } else {
                isValid = false
            }
        }
        guard isValid else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "an id is not a UUID", sql: statement.sql)
        }
        return ids
    }

    /// Binds with `bind`, steps to the end (handing each produced row to `row`) and resets the statement,
    /// throwing GRDB's error when a bind, a step or the reset fails, or when `bind` bound another number of values
    /// than the statement has parameters.
    private func run(_ bind: (inout Row) -> Void, row: (OpaquePointer) -> Void) throws {
        let handle = statement.sqliteStatement
        // The statement was reset after its last use, so these only fail on a misuse; checked all the same.
        try check(sqlite3_reset(handle))
        try check(sqlite3_clear_bindings(handle))
        var parameters = Row(handle: handle)
        bind(&parameters)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard parameters.count == expected else {
            throw DatabaseError(
                resultCode: .SQLITE_RANGE, message: "\(parameters.count) values bound for \(expected) parameters",
                sql: statement.sql)
        }
        let code = parameters.withTextBound {
            var code = sqlite3_step(handle)
            while code == SQLITE_ROW {
                row(handle)
                code = sqlite3_step(handle)
            }
            return code
        }
        guard code == SQLITE_DONE else {
            let message = String(cString: sqlite3_errmsg(db.sqliteConnection))
            sqlite3_reset(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
        try check(sqlite3_reset(handle))
    }

    /// Throws GRDB's error for a result code other than `SQLITE_OK`.
    private func check(_ code: Int32) throws {
        guard code != SQLITE_OK else { return }
        throw DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
            sql: statement.sql)
    }

    /// The parameters of a statement, bound left to right (over several rows for a multi-row statement).
    ///
    /// Numbers and NULLs are bound at once. Text is gathered into one buffer and bound in place while the statement
    /// runs (``withTextBound(_:)``): binding each value for SQLite to copy cost a heap allocation per value.
    struct Row {
        /// How many values were bound.
        var count: Int { Int(index) - 1 }

        fileprivate let handle: OpaquePointer
        private var index: Int32 = 1
        /// The first result code of a bind that failed; `SQLITE_OK` while none has.
        fileprivate private(set) var failure = SQLITE_OK
        private var text: [UInt8] = []
        private var texts: [(index: Int32, start: Int, count: Int)] = []

        fileprivate init(handle: OpaquePointer) {
            self.handle = handle
            // Room for every parameter at a typical size up front: a multi-row statement's text grew the buffer from
            // empty by doubling, a dozen reallocations and copies each time.
            let parameters = Int(sqlite3_bind_parameter_count(handle))
            text.reserveCapacity(parameters * 40)
            texts.reserveCapacity(parameters)
        }

        /// Binds text, or NULL for `nil`.
        mutating func text(_ value: String?) {
            bindText(value) { text, value in
                var value = value
                value.withUTF8 { text.append(contentsOf: $0) }
            }
        }

        /// Binds an id as the store writes it (``Foundation/UUID/lowercasedString``), without making a string.
        mutating func text(_ id: UUID) {
            bindText(id) { text, id in id.appendLowercased(to: &text) }
        }

        /// Binds an instant as the store writes it (``StoredDate``), or NULL for `nil`, without making a string.
        mutating func text(_ date: Date?) {
            bindText(date) { text, date in StoredDate.append(date, to: &text) }
        }

        /// Binds the next parameter to the bytes `write` appends for `value` to the text buffer, or to NULL for
        /// `nil`.
        @inline(__always)
        private mutating func bindText<T>(_ value: T?, _ write: (inout [UInt8], T) -> Void) {
            if let value {
                let start = text.count
                write(&text, value)
                texts.append((index, start, text.count - start))
            } else {
                record(sqlite3_bind_null(handle, index))
            }
            index += 1
        }

        /// Keeps the first failed bind's code; the statement does not run then.
        private mutating func record(_ code: Int32) {
            if failure == SQLITE_OK { failure = code }
        }

        /// Binds a real number, or NULL for `nil`.
        mutating func real(_ value: Double?) {
            record(value.map { sqlite3_bind_double(handle, index, $0) } ?? sqlite3_bind_null(handle, index))
            index += 1
        }

        /// Binds an integer.
        mutating func integer(_ value: Int) {
            record(sqlite3_bind_int64(handle, index, Int64(value)))
            index += 1
        }

        /// Binds the gathered text without a copy (`SQLITE_STATIC`) and runs `body`, which returns a result code.
        ///
        /// Every parameter is unbound afterwards, so that the statement never keeps a pointer into the buffer after
        /// it is gone. When a bind failed, `body` does not run and the failed bind's code is returned.
        fileprivate func withTextBound(_ body: () -> Int32) -> Int32 {
            guard failure == SQLITE_OK else { return failure }
            return text.withUnsafeBufferPointer { buffer in
                // An empty buffer may have no address; SQLite needs one even for empty text.
                let empty: StaticString = ""
                let base = buffer.baseAddress.map { UnsafeRawPointer($0) } ?? UnsafeRawPointer(empty.utf8Start)
                defer { sqlite3_clear_bindings(handle) }
                for value in texts {
                    let code = sqlite3_bind_text(
                        handle, value.index, (base + value.start).assumingMemoryBound(to: CChar.self),
                        Int32(value.count), nil)  // nil is SQLITE_STATIC
                    guard code == SQLITE_OK else { return code }
                }
                return body()
            }
        }
    }
}

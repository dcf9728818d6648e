import OffloadStore

/// Reading one row of an export: a flat object whose keys are exactly a table's columns.
extension JSONLineReader {
    /// The values of the row on this line, in the order of `columns`, or `nil` when the line is not such a row: a
    /// key missing (a nullable column may be left out, as in exports written before it existed: it reads as
    /// `null`), unknown or given twice, a value of the wrong type for its column (a string for a number,
    /// `null` where the column never holds one), nesting, or anything that is not JSON.
    ///
    /// - Parameters:
    ///   - columns: The table's columns.
    ///   - indexes: Each column's index in `columns`, by its JSON name.
    mutating func exportRow(_ columns: [ExportColumn], indexes: [String: Int]) -> [ExportValue]? {
        var values = [ExportValue?](repeating: nil, count: columns.count)
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        skipSpace()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpace()
                guard take(UInt8(ascii: "\"")), let key = stringBody(), let index = indexes[key], values[index] == nil
                else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard let value = exportValue(for: columns[index]) else { return nil }
                values[index] = value
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpace()
        for index in values.indices where values[index] == nil && columns[index].isNullable { values[index] = .null }
        let row = values.compactMap { $0 }
        guard position == bytes.count, row.count == columns.count else { return nil }
        return row
    }

    /// One scalar of the type `column` holds.
    private mutating func exportValue(for column: ExportColumn) -> ExportValue? {
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "n"):
            return column.isNullable && takeLiteral("null") ? .null : nil
        case UInt8(ascii: "t"):
            return column.kind == .boolean && takeLiteral("true") ? .bool(true) : nil
        case UInt8(ascii: "f"):
            return column.kind == .boolean && takeLiteral("false") ? .bool(false) : nil
        case UInt8(ascii: "\""):
            guard column.kind.isText else { return nil }
            position += 1
            return stringBody().map(ExportValue.text)
        default:
            return number(for: column.kind)
        }
    }

    /// A JSON number: an integer stays one in an integer column, anything else in a number column is a `Double`.
    private mutating func number(for kind: ExportColumn.Kind) -> ExportValue? {
        guard kind == .integer || kind == .real else { return nil }
        let start = position
        guard skipNumber() else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if kind == .integer, let integer = Int64(text) { return .integer(integer) }
        guard let real = Double(text), real.isFinite else { return nil }
        return .real(real)
    }
}

extension ExportColumn.Kind {
    /// Whether values of this kind are JSON strings.
    var isText: Bool {
        switch self {
        case .text, .instant, .day, .json: true
        case .integer, .real, .boolean: false
        }
    }
}

import OffloadStore

/// Writes one CSV file for spreadsheets (RFC 4180): UTF-8 without a byte-order mark, a header row, lines ending in
/// CRLF, and a field quoted when it holds a comma, a quote, CR or LF, its quotes doubled.
///
/// Text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or CR) gets a `'` in
/// front, as OWASP advises, so opening the file runs nothing; numbers, dates and flags Offload writes itself are
/// never changed. Instants are ISO 8601 in UTC with milliseconds, flags `yes` or `no`, a missing value empty.
public struct CSVWriter {
    private var bytes: [UInt8] = []
    private let output: ([UInt8]) throws -> Void
    private let columns: [ExportColumn]
    /// Data rows written so far (the header row is not counted).
    public private(set) var rowCount = 0

    /// Starts a file with the header row of `columns`.
    ///
    /// - Parameter output: Takes each block of bytes; what it throws ends the file.
    public init(columns: [ExportColumn], output: @escaping ([UInt8]) throws -> Void) {
        self.columns = columns
        self.output = output
        append(columns.map(\.name))
    }

    /// Writes one row, its values in the order of the columns.
    ///
    /// - Throws: What `output` throws.
    public mutating func row(_ values: [ExportValue]) throws {
        append(zip(columns, values).map { column, value in Self.cell(value, kind: column.kind) })
        rowCount += 1
        if bytes.count >= ExportDocumentWriter.blockSize { try flush() }
    }

    /// Hands out what is left.
    ///
    /// - Throws: What `output` throws.
    public mutating func finish() throws {
        try flush()
    }

    /// The text of one cell, before quoting.
    static func cell(_ value: ExportValue, kind: ExportColumn.Kind) -> String {
        switch value {
        case .null: ""
        case .bool(let flag): flag ? "yes" : "no"
        case .integer(let number): kind == .boolean ? (number == 0 ? "no" : "yes") : String(number)
        case .real(let number): Self.number(number)
        case .text(let text): kind == .text ? defused(text) : text
        }
    }

    /// `text` with a `'` in front when a spreadsheet would read it as a formula.
    static func defused(_ text: String) -> String {
        guard let first = text.utf8.first, formulaStarts.contains(first) else { return text }
        return "'" + text
    }

    /// The first bytes that make a cell a formula in common spreadsheets.
    private static let formulaStarts: Set<UInt8> = Set("=+-@\t\r".utf8)

    /// `2` for 2.0, `0.5` for 0.5.
    private static func number(_ value: Double) -> String {
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private mutating func append(_ cells: [String]) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            let utf8 = cell.utf8
            let needsQuotes = utf8.contains {
                $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
            }
            guard needsQuotes else {
                bytes.append(contentsOf: utf8)
                continue
            }
            bytes.append(UInt8(ascii: "\""))
            for byte in utf8 {
                if byte == UInt8(ascii: "\"") { bytes.append(byte) }
                bytes.append(byte)
            }
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(contentsOf: [0x0D, 0x0A])
    }

    private mutating func flush() throws {
        guard !bytes.isEmpty else { return }
        try output(bytes)
        bytes.removeAll(keepingCapacity: true)
    }
}

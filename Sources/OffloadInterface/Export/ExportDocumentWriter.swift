import OffloadStore

/// Writes an export document in blocks to `output`: the header on the first line, then each table's rows one a
/// line, so that memory stays flat however large the export and a reader can take it line by line.
///
/// ```text
/// {"counts":{"captures":1,…},"exportedAt":"…","format":"offload-export","formatVersion":1,"offloadVersion":"…","tables":{
/// "captures":[
/// {"createdAt":"2026-11-23T09:00:00.000Z","deletedAt":null,"id":"…","rawText":"call mom","source":"text","status":"pending"}
/// ],
/// "categories":[
/// ]
/// }}
/// ```
///
/// Keys are sorted everywhere but in `tables`, which lists the tables parents first (``ExportTable/all``). The
/// same data gives the same bytes, apart from `exportedAt`.
public struct ExportDocumentWriter {
    private var json = JSONBytes()
    private let output: ([UInt8]) throws -> Void
    private let header: ExportHeader
    private var tablesLeft: Int
    private var rowsLeft = 0
    private var table: ExportTable?
    private var order: [Int] = []
    /// Rows written so far.
    public private(set) var rowCount = 0

    /// The size of the blocks handed to `output`.
    static let blockSize = 1 << 16

    /// Writes the header line for `header`; the tables follow in the order of their ``beginTable(_:)`` calls.
    ///
    /// - Parameters:
    ///   - header: Its `counts` name every table that follows, with its number of rows.
    ///   - output: Takes each block of bytes; what it throws ends the export.
    public init(header: ExportHeader, output: @escaping ([UInt8]) throws -> Void) {
        self.header = header
        self.output = output
        tablesLeft = header.counts.count
        json.raw("{\"counts\":{")
        for (index, name) in header.counts.keys.sorted().enumerated() {
            if index > 0 { json.raw(",") }
            json.string(name)
            json.raw(":")
            json.integer(header.counts[name] ?? 0)
        }
        json.raw("},\"exportedAt\":")
        json.string(header.exportedAt)
        json.raw(",\"format\":")
        json.string(header.format)
        json.raw(",\"formatVersion\":")
        json.integer(header.formatVersion)
        json.raw(",\"offloadVersion\":")
        json.string(header.offloadVersion)
        json.raw(",\"tables\":{\n")
    }

    /// Starts `table`, whose rows follow.
    public mutating func beginTable(_ table: ExportTable) {
        self.table = table
        order = table.jsonOrder
        rowsLeft = header.counts[table.jsonName] ?? 0
        json.string(table.jsonName)
        json.raw(":[\n")
    }

    /// Writes one row of the current table, its values in the order of ``ExportTable/columns``.
    ///
    /// - Throws: ``ExportFileError/Problem/countMismatch(table:expected:)`` past the header's count; what
    ///   `output` throws.
    public mutating func row(_ values: [ExportValue]) throws {
        guard let table, rowsLeft > 0 else { throw mismatch() }
        json.raw("{")
        for (position, index) in order.enumerated() {
            if position > 0 { json.raw(",") }
            json.string(table.columns[index].jsonName)
            json.raw(":")
            write(values[index])
        }
        rowsLeft -= 1
        json.raw(rowsLeft > 0 ? "},\n" : "}\n")
        rowCount += 1
        if json.bytes.count >= Self.blockSize { try flush() }
    }

    /// Ends the current table.
    ///
    /// - Throws: ``ExportFileError/Problem/countMismatch(table:expected:)`` when rows are missing.
    public mutating func endTable() throws {
        guard table != nil, rowsLeft == 0 else { throw mismatch() }
        tablesLeft -= 1
        json.raw(tablesLeft > 0 ? "],\n" : "]\n")
        table = nil
    }

    /// The current table's rows differ from the header's count (only a snapshot that changed could do that).
    private func mismatch() -> ExportFileError {
        let name = table?.jsonName ?? ""
        return ExportFileError(.countMismatch(table: name, expected: header.counts[name] ?? 0))
    }

    /// Closes the document and hands out what is left.
    ///
    /// - Throws: What `output` throws.
    public mutating func finish() throws {
        json.raw("}}\n")
        try flush()
    }

    private mutating func write(_ value: ExportValue) {
        switch value {
        case .null: json.raw("null")
        case .bool(let flag): json.raw(flag ? "true" : "false")
        case .integer(let number): json.integer(Int(number))
        case .real(let number): json.number(number)
        case .text(let text): json.string(text)
        }
    }

    private mutating func flush() throws {
        guard !json.bytes.isEmpty else { return }
        try output(json.bytes)
        json.bytes.removeAll(keepingCapacity: true)
    }
}

import Foundation
import OffloadStore

/// Reads an export document as it arrives, in chunks of any size, and hands out each table and row as soon as its
/// line is complete, checking everything ``ExportDocumentWriter`` promises: the header and its format version, the
/// tables in their order, each row's columns and types, the commas, each table's count, and the last line.
///
/// A file cut anywhere fails one of these checks, so an import inside one transaction writes nothing.
public struct ExportDocumentReader {
    /// What the reader hands out.
    public enum Item {
        /// A table starts; its rows follow.
        case table(ExportTable)
        /// A row of the table that started last, its values in the order of ``ExportTable/columns``.
        case row([ExportValue], ExportTable)
    }

    private enum State {
        case header, tableStart, rows, tableEnd, closing, end
    }

    /// The header, once its line has been read.
    public private(set) var header: ExportHeader?
    private var state = State.header
    private var pending: [UInt8] = []
    private var line = 0
    private var table: ExportTable?
    private var indexes: [String: Int] = [:]
    private var rowsLeft = 0
    private var tablesLeft = 0
    private var lastTableIndex = -1

    /// The longest line accepted (a capture is far shorter).
    static let maximumLineLength = 64 << 20

    /// A reader at the start of a document.
    public init() {}

    /// Reads `bytes`, the next part of the document, handing each complete line's table or row to `body`.
    ///
    /// - Throws: ``ExportFileError`` for a document that is not a valid export; what `body` throws, unchanged.
    public mutating func consume(_ bytes: UnsafeRawBufferPointer, _ body: (Item) throws -> Void) throws {
        var start = 0
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if pending.isEmpty {
                try handle(UnsafeRawBufferPointer(rebasing: bytes[start..<newline]), body)
            } else {
                pending.append(contentsOf: bytes[start..<newline])
                let complete = pending
                pending.removeAll(keepingCapacity: true)
                try complete.withUnsafeBytes { try handle($0, body) }
            }
            start = newline + 1
        }
        pending.append(contentsOf: bytes[start...])
        guard pending.count <= Self.maximumLineLength else { throw ExportFileError(.lineTooLong(line + 1)) }
    }

    /// Ends the document: a last line without a line break is read, and the document must be complete.
    ///
    /// - Throws: ``ExportFileError/Problem/cutShort(table:)`` when it is not.
    public mutating func finish(_ body: (Item) throws -> Void) throws {
        if !pending.isEmpty {
            let last = pending
            pending = []
            do {
                try last.withUnsafeBytes { try handle($0, body) }
            } catch let error as ExportFileError where state != .end {
                // A last line without its line break, that is not a whole row, is where the file was cut.
                switch error.problem {
                case .malformedLine, .countMismatch: throw ExportFileError(.cutShort(table: table?.jsonName))
                default: throw error
                }
            }
        }
        guard header != nil else { throw ExportFileError(.notAnExport) }
        guard state == .end else { throw ExportFileError(.cutShort(table: table?.jsonName)) }
    }

    private mutating func handle(_ bytes: UnsafeRawBufferPointer, _ body: (Item) throws -> Void) throws {
        line += 1
        var text = bytes
        if text.last == UInt8(ascii: "\r") { text = UnsafeRawBufferPointer(rebasing: text.dropLast()) }
        switch state {
        case .header:
            try readHeader(text)
        case .tableStart:
            try startTable(text, body)
        case .rows:
            try readRow(text, body)
        case .tableEnd:
            if text.first == UInt8(ascii: "{") { throw mismatch() }
            if Self.equals(text, "],") {
                state = .tableStart
            } else if Self.equals(text, "]") {
                state = .closing
            } else {
                throw ExportFileError(.malformedLine(line))
            }
            table = nil
        case .closing:
            guard Self.equals(text, "}}"), tablesLeft == 0 else { throw ExportFileError(.malformedLine(line)) }
            state = .end
        case .end:
            guard text.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                throw ExportFileError(.malformedLine(line))
            }
        }
    }

    /// Reads the header line: `{"counts":{…},…,"tables":{`.
    private mutating func readHeader(_ text: UnsafeRawBufferPointer) throws {
        let suffix = Array(",\"tables\":{".utf8)
        guard text.count > suffix.count, text.suffix(suffix.count).elementsEqual(suffix) else {
            throw ExportFileError(.notAnExport)
        }
        let object = Data(text.dropLast(suffix.count)) + Data("}".utf8)
        let decoder = JSONDecoder()
        guard let identity = try? decoder.decode(Identity.self, from: object),
            identity.format == ExportHeader.formatName
        else { throw ExportFileError(.notAnExport) }
        guard identity.formatVersion == ExportHeader.currentVersion else {
            throw ExportFileError(.unsupportedVersion(identity.formatVersion ?? 0))
        }
        guard let header = try? decoder.decode(ExportHeader.self, from: object) else {
            throw ExportFileError(.malformedLine(line))
        }
        for name in header.counts.keys where ExportTable.named(name) == nil {
            throw ExportFileError(.unknownTable(name, line: line))
        }
        self.header = header
        tablesLeft = header.counts.count
        state = tablesLeft == 0 ? .closing : .tableStart
    }

    /// Reads `"name":[`, the start of the next table.
    private mutating func startTable(_ text: UnsafeRawBufferPointer, _ body: (Item) throws -> Void) throws {
        guard text.count > 4, text.first == UInt8(ascii: "\""), text.suffix(3).elementsEqual(Array("\":[".utf8))
        else { throw ExportFileError(.malformedLine(line)) }
        let name = String(decoding: text.dropFirst().dropLast(3), as: UTF8.self)
        guard let table = ExportTable.named(name), let count = header?.counts[name] else {
            throw ExportFileError(.unknownTable(name, line: line))
        }
        let index = ExportTable.all.firstIndex(of: table) ?? -1
        guard index > lastTableIndex else { throw ExportFileError(.tableOutOfPlace(name, line: line)) }
        lastTableIndex = index
        self.table = table
        indexes = Dictionary(uniqueKeysWithValues: table.columns.enumerated().map { ($1.jsonName, $0) })
        rowsLeft = count
        tablesLeft -= 1
        state = count > 0 ? .rows : .tableEnd
        try body(.table(table))
    }

    /// Reads one row, followed by a comma unless it is the table's last.
    private mutating func readRow(_ text: UnsafeRawBufferPointer, _ body: (Item) throws -> Void) throws {
        guard let table else { throw ExportFileError(.malformedLine(line)) }
        if text.first == UInt8(ascii: "]") { throw mismatch() }
        let hasComma = text.last == UInt8(ascii: ",")
        // A row that ends its table too early, or one more follows than the header announced.
        guard hasComma == (rowsLeft > 1) else { throw mismatch() }
        let object = hasComma ? UnsafeRawBufferPointer(rebasing: text.dropLast()) : text
        let values = object.withMemoryRebound(to: UInt8.self) { bytes in
            var reader = JSONLineReader(bytes: bytes)
            return reader.exportRow(table.columns, indexes: indexes)
        }
        guard let values else { throw ExportFileError(.malformedLine(line)) }
        rowsLeft -= 1
        if rowsLeft == 0 { state = .tableEnd }
        try body(.row(values, table))
    }

    private func mismatch() -> ExportFileError {
        let name = table?.jsonName ?? ""
        return ExportFileError(.countMismatch(table: name, expected: header?.counts[name] ?? 0))
    }

    private static func equals(_ text: UnsafeRawBufferPointer, _ expected: StaticString) -> Bool {
        expected.withUTF8Buffer { text.elementsEqual($0) }
    }

    /// What a header says it is, read first so that another version is named as such.
    private struct Identity: Decodable {
        let format: String?
        let formatVersion: Int?
    }
}

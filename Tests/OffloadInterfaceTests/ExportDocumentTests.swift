import Foundation
import OffloadStore
import OffloadTestSupport
import Testing

@testable import OffloadInterface

/// The export document written and read back: values exact, layout checked, and any cut refused.
@Suite struct ExportDocumentTests {
    // The catalog names both; were one gone, the first table would stand in and every test here would fail.
    static let table = ExportTable.named("listItems") ?? ExportTable.all[0]
    static let notes = ExportTable.named("notes") ?? ExportTable.all[0]

    /// A document of `rows` list items and one note, written with ``ExportDocumentWriter`` in blocks.
    static func document(_ rows: [[ExportValue]], note: [ExportValue]) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let header = ExportHeader(
            offloadVersion: "0.0.0", exportedAt: "2026-11-23T09:00:00.000Z",
            counts: [table.jsonName: rows.count, notes.jsonName: 1])
        var writer = ExportDocumentWriter(header: header) { bytes += $0 }
        for (table, rows) in [(table, rows), (notes, [note])] {
            writer.beginTable(table)
            for values in rows { try writer.row(values) }
            try writer.endTable()
        }
        try writer.finish()
        return bytes
    }

    /// Reads `bytes` in chunks of `chunk` bytes; returns the rows by table.
    static func read(_ bytes: [UInt8], chunk: Int) throws -> [String: [[ExportValue]]] {
        var reader = ExportDocumentReader()
        var rows: [String: [[ExportValue]]] = [:]
        let take = { (item: ExportDocumentReader.Item) in
            if case .row(let values, let table) = item { rows[table.jsonName, default: []].append(values) }
        }
        try bytes.withUnsafeBytes { buffer in
            var start = 0
            while start < buffer.count {
                try reader.consume(
                    UnsafeRawBufferPointer(rebasing: buffer[start..<min(start + chunk, buffer.count)]), take)
                start += chunk
            }
        }
        try reader.finish(take)
        return rows
    }

    static func item(_ text: String, _ index: Int) -> [ExportValue] {
        [
            .text("id-\(index)"), .text("list"), .text(text), index % 2 == 0 ? .real(Double(index) / 3) : .null,
            .null, .bool(index % 3 == 0), .integer(Int64(index) * 1024 - 5000), .text("2026-11-23T09:00:00.000Z"),
        ]
    }

    static let note: [ExportValue] = [
        .text("note-1"), .text("Title"), .text(""), .null, .text("2026-11-23T09:00:00.000Z"), .null,
    ]

    @Test("hostile text, numbers, flags and nulls come back exactly, whatever the chunk size")
    func roundTrip() throws {
        var generator = SplitMix64(seed: 0x0EC5_9021)
        let rows = (0..<300).map { Self.item(String.hostile(using: &generator, maxLength: 40) + "\"\\\u{0}\n", $0) }
        let bytes = try Self.document(rows, note: Self.note)
        for chunk in [1, 7, 4096, bytes.count] {
            let read = try Self.read(bytes, chunk: chunk)
            #expect(read["listItems"] == rows, "seed 0x0EC59021, chunk \(chunk)")
            #expect(read["notes"] == [Self.note])
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\"counts\":{\"listItems\":300,\"notes\":1},\"exportedAt\":"))
        #expect(text.hasSuffix("]\n}}\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(bytes)) is [String: Any])
    }

    @Test("a document cut at any byte is refused")
    func cutAnywhere() throws {
        let bytes = try Self.document([Self.item("tomato", 1), Self.item("basil", 2)], note: Self.note)
        for length in 0..<(bytes.count - 1) {
            #expect(throws: ExportFileError.self, "cut at \(length)") {
                _ = try Self.read(Array(bytes[..<length]), chunk: 64)
            }
        }
        let cut = try #require(try? Self.read(Array(bytes.dropLast()), chunk: 64))
        #expect(cut["notes"]?.count == 1, "only the last line break is missing")
    }

    @Test("the reasons a document is refused name the problem")
    func refusals() throws {
        let bytes = try Self.document([Self.item("tomato", 1)], note: Self.note)
        let text = String(decoding: bytes, as: UTF8.self)
        let cases: [(String, ExportFileError.Problem)] = [
            ("[]\n", .notAnExport), ("", .notAnExport),
            (text.replacingOccurrences(of: "\"formatVersion\":1", with: "\"formatVersion\":2"), .unsupportedVersion(2)),
            (
                text.replacingOccurrences(of: "\"listItems\":1", with: "\"listItems\":2"),
                .countMismatch(table: "listItems", expected: 2)
            ),
            (text.replacingOccurrences(of: "\"text\":\"tomato\"", with: "\"text\":3"), .malformedLine(3)),
            (
                text.replacingOccurrences(of: "\"quantity\":null", with: "\"quantity\":null,\"extra\":1"),
                .malformedLine(3)
            ),
            (String(text.dropLast(3)), .cutShort(table: nil)),
        ]
        for (document, problem) in cases {
            #expect(throws: ExportFileError(problem)) { _ = try Self.read(Array(document.utf8), chunk: 1000) }
        }
    }

    @Test("the JSON Schema in docs/ is the one the table descriptions make")
    func schemaFile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/export.schema.json")
        let made = try ExportSchema.text()
        if ProcessInfo.processInfo.environment["OFFLOAD_UPDATE_SCHEMA"] == "1" {
            try Data(made.utf8).write(to: url)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == made, "run OFFLOAD_UPDATE_SCHEMA=1 swift test")
    }
}

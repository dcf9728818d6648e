import OffloadStore
import Testing

@testable import OffloadInterface

/// CSV for spreadsheets: RFC 4180 quoting, CRLF, and no cell a spreadsheet would run as a formula.
@Suite struct CSVWriterTests {
    static func csv(_ rows: [[ExportValue]], columns: String) throws -> String {
        var bytes: [UInt8] = []
        let columns = columns.split(separator: " ").map(ExportColumn.init(spec:))
        var writer = CSVWriter(columns: columns) { bytes += $0 }
        for row in rows { try writer.row(row) }
        try writer.finish()
        #expect(writer.rowCount == rows.count)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("quotes are doubled, fields with commas, quotes or line breaks are quoted, lines end in CRLF")
    func quoting() throws {
        let text = try Self.csv(
            [
                [.text("a, \"b\"\nc"), .real(2), .bool(true), .null],
                [.text("Café 🎉"), .real(0.5), .bool(false), .text("2026-11-23T09:00:00.000Z")],
            ],
            columns: "title quantity:real? done:boolean due:instant?")
        #expect(
            text
                == "title,quantity,done,due\r\n\"a, \"\"b\"\"\nc\",2,yes,\r\nCafé 🎉,0.5,no,2026-11-23T09:00:00.000Z\r\n"
        )
    }

    @Test(
        "text starting with = + - @, a tab or CR gets a ' in front; numbers and dates never do",
        arguments: [
            ("=HYPERLINK(\"x\")", "'=HYPERLINK(\"\"x\"\")"), ("+1", "'+1"), ("-2", "'-2"), ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"), ("plain - text", "plain - text"),
        ])
    func formulas(_ input: String, _ cell: String) throws {
        let text = try Self.csv(
            [[.text(input), .integer(-3), .real(-1.5)]], columns: "title postponed:integer quantity:real")
        let quoted = cell.contains("\"") ? "\"\(cell)\"" : cell
        #expect(text == "title,postponed,quantity\r\n\(quoted),-3,-1.5\r\n")
    }
}

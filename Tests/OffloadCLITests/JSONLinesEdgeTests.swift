import Foundation
import Testing

@Suite("analyze --jsonl edge cases")
struct JSONLinesEdgeTests {
    func analyzeLines(_ stdin: Data) async throws -> (status: Int32, lines: [[String: Any]]) {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let result = try await offload.run(
            ["analyze", "--jsonl", "--ref", "2026-03-13T09:00:00Z", "--tz", "UTC"], stdin: stdin,
            passesDatabase: false)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) ?? [:]
        }
        return (result.status, lines)
    }

    @Test("a blank line gets an error object, so output line N answers input line N")
    func blankLine() async throws {
        // Given a valid line, a blank one, one of spaces, and another valid one
        let input = "{\"id\":\"a\",\"text\":\"milk\"}\n\n   \n{\"id\":\"b\",\"text\":\"eggs\"}\n"
        // When analyze reads them
        let result = try await analyzeLines(Data(input.utf8))
        // Then there are four answers and the blank ones say so
        #expect(result.status == 0)
        try #require(result.lines.count == 4)
        #expect(result.lines[0]["id"] as? String == "a")
        #expect(result.lines[1]["line"] as? Int == 2)
        #expect(result.lines[1]["error"] as? String == "Line 2 is blank.")
        #expect(result.lines[2]["error"] as? String == "Line 3 is blank.")
        #expect(result.lines[3]["id"] as? String == "b")
    }

    @Test("a NUL byte, bytes that are not UTF-8 and a lone surrogate are each named")
    func unreadableLines() async throws {
        // Given a line with a raw NUL, one with a stray 0xFF byte and one with an unpaired \uD800
        var input = Data("{\"id\":\"a\",\"text\":\"mi\0lk\"}\n".utf8)
        input.append(contentsOf: Array("{\"text\":\"eggs ".utf8) + [0xFF] + Array("\"}\n".utf8))
        input.append(Data((#"{"text":"bread \uD800 now"}"# + "\n").utf8))
        input.append(Data((#"{"text":"a pair \uD83D\uDE00 is fine"}"# + "\n").utf8))
        // When analyze reads them
        let result = try await analyzeLines(input)
        // Then each error says what is wrong, and the run goes on
        #expect(result.status == 0)
        try #require(result.lines.count == 4)
        #expect((result.lines[0]["error"] as? String)?.hasPrefix("Line 1 contains a NUL byte (at byte 21)") == true)
        #expect((result.lines[1]["error"] as? String)?.hasPrefix("Line 2 is not valid UTF-8") == true)
        #expect((result.lines[2]["error"] as? String)?.hasPrefix(#"Line 3 has a lone UTF-16 surrogate \uD800"#) == true)
        #expect(result.lines[3]["title"] as? String != nil)
    }

    @Test("an impossible per-line ref is refused, not rolled over")
    func impossibleReference() async throws {
        // Given a line whose ref names February 30th at 25:99
        let input = #"{"id":"x","text":"call mom tomorrow","ref":"2026-02-30T25:99:00Z"}"# + "\n"
        // When analyze reads it
        let result = try await analyzeLines(Data(input.utf8))
        // Then the line gets an error about its ref
        try #require(result.lines.count == 1)
        #expect(result.lines[0]["id"] as? String == "x")
        #expect((result.lines[0]["error"] as? String)?.hasPrefix("'2026-02-30T25:99:00Z' is not an ISO 8601") == true)
    }

    @Test("CRLF line endings and a last line without a newline are read like any other line")
    func lineEndings() async throws {
        // Given Windows line endings and no final newline
        let input = "{\"id\":\"a\",\"text\":\"milk\"}\r\n{\"id\":\"b\",\"text\":\"eggs\"}"
        // When analyze reads them
        let result = try await analyzeLines(Data(input.utf8))
        // Then both are analyzed
        try #require(result.lines.count == 2)
        #expect(result.lines.map { $0["id"] as? String } == ["a", "b"])
    }

    @Test("the date context is kept per zone: lines alternating zones resolve each in its own")
    func alternatingZones() async throws {
        // Given the same text in two zones, twice, and an unknown zone between them
        let line = { (id: String, zone: String) in
            #"{"id":"\#(id)","text":"dentist tomorrow at 9","ref":"2026-03-13T09:00:00Z","tz":"\#(zone)"}"#
        }
        let input = [
            line("1", "Europe/Berlin"), line("2", "America/New_York"), line("3", "Nowhere/City"),
            line("4", "Europe/Berlin"), line("5", "America/New_York"),
        ].joined(separator: "\n")
        // When analyze reads them
        let result = try await analyzeLines(Data((input + "\n").utf8))
        // Then each zone keeps its own offset and the unknown one is an error every time
        try #require(result.lines.count == 5)
        let values = result.lines.map { ($0["dates"] as? [[String: Any]])?.first?["value"] as? String }
        #expect(values[0] == "2026-03-14T09:00:00+01:00")
        #expect(values[1] == "2026-03-14T09:00:00-04:00")
        #expect((result.lines[2]["error"] as? String)?.contains("Nowhere/City") == true)
        #expect(values[3] == values[0])
        #expect(values[4] == values[1])
    }
}

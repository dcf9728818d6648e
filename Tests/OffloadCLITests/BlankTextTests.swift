import Foundation
import GRDB
import Testing

struct BlankCase: Sendable, CustomTestStringConvertible {
    let text: String
    let isBlank: Bool
    var testDescription: String { text.debugDescription }
}

/// One table of texts through both capture paths: a single `capture TEXT` and a line of `capture --lines`.
@Suite struct BlankTextTests {
    static let cases = [
        BlankCase(text: " ", isBlank: true), BlankCase(text: "\t\u{00A0}", isBlank: true),
        BlankCase(text: "\u{200B}", isBlank: true), BlankCase(text: "\u{FEFF}", isBlank: true),
        BlankCase(text: "\u{2060}\u{200B} \u{3000}", isBlank: true), BlankCase(text: "\u{202E}", isBlank: true),
        BlankCase(text: "\u{200D}", isBlank: true), BlankCase(text: "\u{00AD}", isBlank: true),
        BlankCase(text: "\u{2066}\u{2069}", isBlank: true), BlankCase(text: "\u{200E} \u{200F}", isBlank: true),
        BlankCase(text: "a", isBlank: false), BlankCase(text: "\u{200B}x\u{200B}", isBlank: false),
        BlankCase(text: "🙂", isBlank: false), BlankCase(text: "e\u{0301}", isBlank: false),
        BlankCase(text: "\u{0301}", isBlank: false),
    ]

    static let refusal =
        "Nothing to capture: the text is empty. Type a thought, e.g. offload capture \"call mom tomorrow\".\n"

    @Test("a single capture is refused exactly when its text is blank", arguments: cases)
    func single(_ c: BlankCase) async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let result = try await cli.run(["capture", c.text])
        #expect(result.status == (c.isBlank ? 65 : 0))
        #expect(result.stderr == (c.isBlank ? Self.refusal : ""))
    }

    @Test("capture --lines skips a line exactly when a single capture of it would be refused")
    func lines() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let input = (["first"] + Self.cases.map(\.text) + ["last"]).joined(separator: "\n")
        let result = try await cli.run(["capture", "--lines"], stdin: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try await cli.run(["captures", "--json"]).captures().map(\.rawText)
        #expect(saved == ["first"] + Self.cases.filter { !$0.isBlank }.map(\.text) + ["last"])
    }

    @Test("capture --lines of blank lines only is refused like a single blank capture")
    func onlyBlankLines() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let input = Self.cases.filter(\.isBlank).map(\.text).joined(separator: "\n")
        let result = try await cli.run(["capture", "--lines"], stdin: Data(input.utf8))
        #expect(result.status == 65)
        #expect(result.stderr == Self.refusal)
    }

    @Test("Given a capture of U+200B alone saved by an older build, Then it still lists")
    func storedBlankStillLists() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        #expect(try await cli.run(["capture", "first"]).status == 0)
        let queue = try DatabaseQueue(path: cli.databasePath)
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO captures (id, raw_text, created_at, source, status)
                    VALUES ('00000000-0000-4000-8000-000000000002', ?, '2030-01-01 00:00:00.000', 'text', 'pending')
                    """, arguments: ["\u{200B}"])
        }
        try queue.close()
        let listed = try await cli.run(["captures", "--json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(try listed.captures().map(\.rawText) == ["first", "\u{200B}"])
    }
}

import Foundation
import Testing

@testable import OffloadStore
@testable import offload

/// `offload search` end to end, and its line rendering.
@Suite struct SearchCommandTests {
    /// The JSON shape of `offload search --json`, decoded for checks.
    struct Output: Decodable, Equatable {
        struct Hit: Decodable, Equatable {
            let kind: String
            let id: String
            let text: String
            let rank: Double
        }
        let query: String
        let hits: [Hit]
    }

    /// A scratch database holding `texts` as captures, saved through `offload capture`.
    static func captured(_ texts: [String]) async throws -> OffloadProcess {
        let offload = try OffloadProcess()
        for text in texts {
            let result = try await offload.run(["capture", text])
            #expect(result.status == 0, "\(result.stderr)")
        }
        return offload
    }

    @Test("Given captures, When searched, Then one line a hit: kind, short id, text; piped output has no escape codes")
    func text() async throws {
        let offload = try await Self.captured(["Café with Tom about his birthday", "buy oat milk", "feed the birds"])
        defer { offload.remove() }
        let result = try await offload.run(["search", "cafe", "bir"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("capture       ") == true)
        #expect(lines.first?.hasSuffix("  Café with Tom about his birthday") == true)
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test("--json prints the query and every hit with its kind, full id, exact text and rank")
    func json() async throws {
        let offload = try await Self.captured(["buy oat milk", "milk\u{202E}txt.exe"])
        defer { offload.remove() }
        let result = try await offload.run(["search", "milk", "--json", "--limit", "5"])
        #expect(result.status == 0)
        let output = try JSONDecoder().decode(Output.self, from: Data(result.stdout.utf8))
        #expect(output.query == "milk")
        #expect(Set(output.hits.map(\.text)) == ["buy oat milk", "milk\u{202E}txt.exe"])
        #expect(output.hits.allSatisfy { $0.kind == "capture" && $0.id.count == 36 && $0.rank < 0 })
        let limited = try await offload.run(["search", "milk", "--json", "--limit", "1"])
        #expect(try JSONDecoder().decode(Output.self, from: Data(limited.stdout.utf8)).hits.count == 1)
    }

    @Test("no match says so and exits 0; a database with nothing saved says there is nothing yet")
    func noMatch() async throws {
        let empty = try OffloadProcess()
        defer { empty.remove() }
        let nothing = try await empty.run(["search", "milk"])
        #expect(nothing.status == 0)
        #expect(nothing.stdout == "Nothing to search yet. Save a thought first: offload capture \"…\"\n")
        #expect(!FileManager.default.fileExists(atPath: empty.databasePath))
        let offload = try await Self.captured(["buy oat milk"])
        defer { offload.remove() }
        let result = try await offload.run(["search", "zebra", "crossing"])
        #expect(result.status == 0)
        #expect(result.stdout == "Nothing matches 'zebra crossing'.\n")
        let json = try await offload.run(["search", "zebra", "--json"])
        #expect(json.stdout == "{\"hits\":[],\"query\":\"zebra\"}\n")
    }

    @Test("an empty or blank query, or a limit below 1, exits 64 with one calm line", arguments: [[""], ["  ", "\t"]])
    func emptyQuery(_ words: [String]) async throws {
        let offload = try await Self.captured(["buy oat milk"])
        defer { offload.remove() }
        let result = try await offload.run(["search"] + words)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == "There is nothing to search for. Give one or more words, such as: offload search milk\n")
        let limit = try await offload.run(["search", "milk", "--limit", "0"])
        #expect(limit.status == 64)
        #expect(limit.stderr.contains("--limit must be 1 or more."))
    }

    @Test("hostile query text is searched for as words and never fails", arguments: ["\"", "AND", "*", "NEAR(", "-"])
    func hostile(_ word: String) async throws {
        let offload = try await Self.captured(["rock AND roll", "a NEAR(b)"])
        defer { offload.remove() }
        let result = try await offload.run(["search", word])
        #expect(result.status == 0, "\(result.stderr)")
    }

    static func hit(_ text: String, matching words: [String]) -> SearchHit {
        let matches = words.compactMap { text.range(of: $0) }
        return SearchHit(kind: .task, id: "1a2b3c4d-0000", text: text, matches: matches, rank: -1)
    }

    @Test("on a terminal, matches are bold; line breaks show as dashes and control characters as spaces")
    func bold() {
        let listing = SearchListing(width: 80, isBold: true)
        let line = listing.line(for: Self.hit("Buy milk\nthe oat one\u{1B}[31m", matching: ["milk", "oat"]))
        #expect(line == "task          1a2b3c4d  Buy \u{1B}[1mmilk\u{1B}[22m — the \u{1B}[1moat\u{1B}[22m one [31m")
        let plain = SearchListing(width: 80, isBold: false)
        #expect(plain.line(for: Self.hit("Buy milk", matching: ["milk"])) == "task          1a2b3c4d  Buy milk")
    }

    @Test("bold only on a terminal without NO_COLOR (an empty NO_COLOR does not count)")
    func boldDecision() {
        #expect(OutputOptions.isStyled(environment: [:], isTerminal: true))
        #expect(OutputOptions.isStyled(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!OutputOptions.isStyled(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(!OutputOptions.isStyled(environment: [:], isTerminal: false))
    }

    @Test("a long text is cut to the line, starting just before its first match when that lies beyond it")
    func longText() {
        let listing = SearchListing(width: 60, isBold: false)
        let text =
            String(repeating: "lorem ipsum ", count: 10) + "renew the passport " + String(repeating: "x", count: 50)
        let line = listing.line(for: Self.hit(text, matching: ["passport"]))
        #expect(line.count == 60)
        #expect(line.contains("… renew the passport"))
        #expect(line.hasSuffix("…"))
        let short = listing.line(for: Self.hit(text, matching: ["lorem"]))
        #expect(short == "task          1a2b3c4d  " + String(text.prefix(35)) + "…")
    }
}

/// `offload search` on a real pseudo-terminal, through util-linux `script`.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1)"))
struct SearchTerminalTests {
    @Test("on a terminal the match is bold; with NO_COLOR=1 there is no escape code at all")
    func terminal() async throws {
        let offload = try await SearchCommandTests.captured(["buy oat milk"])
        defer { offload.remove() }
        let binary = try #require(OffloadProcess.binary)
        let command = "'\(binary.path)' search milk --db '\(offload.databasePath)'"
        let colored = try await offload.run(
            ["-qec", command, "/dev/null"], passesDatabase: false, executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(colored.stdout.contains("buy oat \u{1B}[1mmilk\u{1B}[22m"), "\(colored.stdout.debugDescription)")
        let plain = try await offload.run(
            ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"], passesDatabase: false,
            executable: URL(fileURLWithPath: "/usr/bin/script"))
        #expect(plain.stdout.contains("buy oat milk"))
        #expect(!plain.stdout.contains("\u{1B}"), "\(plain.stdout.debugDescription)")
    }
}

import Foundation
import Testing

@Suite struct CaptureCommandTests {
    static var shortID: Regex<(Substring, Substring)> { #/^Saved\. Organize later\. \(id ([0-9a-f]{8})\)\n$/# }

    @Test("capture TEXT… saves the words joined by spaces and confirms calmly")
    func captureWords() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let saved = try await cli.run(["capture", "call", "mom", "tomorrow at 5pm"])
        #expect(saved.status == 0)
        #expect(saved.stderr == "")
        let match = try #require(saved.stdout.wholeMatch(of: Self.shortID))
        let listed = try await cli.run(["captures"])
        #expect(listed.stdout.hasPrefix("[pending]    \(match.1)  "))
        #expect(listed.stdout.hasSuffix("  call mom tomorrow at 5pm\n"))
        let rows = try await cli.run(["captures", "--json"]).captures()
        #expect(rows.map(\.rawText) == ["call mom tomorrow at 5pm"])
        #expect(rows.first?.id.hasPrefix(String(match.1)) == true)
    }

    @Test("stdin is one capture (one final line break dropped); --json prints the object")
    func captureStdinJSON() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let saved = try await cli.run(
            ["capture", "--json", "--source", "voice"], stdin: Data("buy milk\nand eggs\n".utf8))
        #expect(saved.status == 0)
        let object = try JSONDecoder().decode(CaptureJSONRow.self, from: Data(saved.stdout.utf8))
        #expect(object.rawText == "buy milk\nand eggs")
        #expect(object.source == "voice" && object.status == "pending")
        #expect(object.id.wholeMatch(of: #/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/#) != nil)
        #expect(object.createdAt.wholeMatch(of: #/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/#) != nil)
        #expect(try await cli.run(["captures", "--json"]).captures() == [object])
        #expect(saved.stdout.hasPrefix(#"{"createdAt":"#))  // Sorted keys, one line.
    }

    @Test("--lines saves one capture per non-empty line in one go, printed as a JSON array")
    func captureLines() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let text = "buy milk\n\n  \ncall Anna\r\nbook dentist"
        let saved = try await cli.run(["capture", "--lines", "--json"], stdin: Data(text.utf8))
        #expect(saved.status == 0)
        #expect(try saved.captures().map(\.rawText) == ["buy milk", "call Anna", "book dentist"])
        let human = try await cli.run(["capture", "--lines"], stdin: Data("a\nb\n".utf8))
        #expect(
            human.stdout.wholeMatch(of: #/Saved 2 captures\. Organize later\. \(ids [0-9a-f]{8}…[0-9a-f]{8}\)\n/#)
                != nil)
        #expect(
            try await cli.run(["captures", "--json"]).captures().map(\.rawText) == [
                "buy milk", "call Anna", "book dentist", "a", "b",
            ])
    }

    @Test(
        "empty or white-space-only text is refused with exit 65",
        arguments: [["capture", " "], ["capture"], ["capture", "--lines"]])
    func emptyText(_ arguments: [String]) async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let result = try await cli.run(arguments, stdin: Data(" \n\t\n".utf8))
        #expect(result.status == 65)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "Nothing to capture: the text is empty. Type a thought, e.g. offload capture \"call mom tomorrow\".\n"
        )
    }

    @Test("invalid UTF-8 on stdin is refused, naming the byte offset; nothing is saved")
    func invalidUTF8() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        for arguments in [["capture"], ["capture", "--lines"]] {
            let result = try await cli.run(arguments, stdin: Data([0x6F, 0x6B, 0x0A, 0xC3, 0x28, 0x41]))
            #expect(result.status == 65)
            #expect(
                result.stderr
                    == "The input is not valid UTF-8 (first bad byte at offset 3), so nothing was saved. "
                    + "Convert it to UTF-8, e.g. with iconv, and try again.\n")
        }
        #expect(try await cli.run(["captures", "--json"]).stdout == "[]\n")
    }

    @Test("a 1 MB capture works and comes back byte for byte")
    func oneMegabyte() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let text = String(repeating: "0123456789abcdé ", count: 1_000_000 / 17) + "end"
        let saved = try await cli.run(["capture"], stdin: Data(text.utf8))
        #expect(saved.status == 0)
        #expect(try await cli.run(["captures", "--json"]).captures().map(\.rawText) == [text])
    }

    @Test("a capture over the limit is refused with exit 65")
    func tooLong() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let result = try await cli.run(["capture"], stdin: Data(count: 4 * 1024 * 1024 + 10))
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "The input is larger than 4194304 bytes, so nothing was saved. Split it into smaller captures.\n")
    }

    @Test("--lines with TEXT is a usage error (64)")
    func linesWithText() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let result = try await cli.run(["capture", "--lines", "hello"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --lines reads stdin; give no TEXT with it.\n"))
    }

    @Test("logs and errors never contain the capture text, even at trace level")
    func privacy() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let secret = "my-secret-diagnosis"
        let environment = ["OFFLOAD_LOG_LEVEL": "trace"]
        let saved = try await cli.run(["capture", secret], environment: environment)
        let id = try #require(saved.stdout.wholeMatch(of: Self.shortID)).1
        let deleted = try await cli.run(["delete", String(id)], environment: environment)
        let failed = try await cli.run(["capture"], stdin: Data("\(secret)\u{0}".utf8), environment: environment)
        #expect(failed.status == 65)
        for result in [saved, deleted, failed] { #expect(!result.stderr.contains(secret)) }
    }
}

import Foundation
import OffloadTestSupport
import Testing

@Suite("analyze --jsonl on several threads")
struct JSONLinesThreadsTests {
    func analyze(_ arguments: [String], stdin: Data) async throws -> OffloadProcess.Result {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        return try await offload.run(
            ["analyze", "--jsonl", "--ref", "2026-03-13T09:00:00Z", "--tz", "UTC"] + arguments, stdin: stdin,
            passesDatabase: false)
    }

    /// Four thousand mixed lines (several blocks of input): every kind of bad line, per-line refs and zones, CRLF
    /// endings, a line of 150 KB, and a last line without a newline.
    static let input: Data = {
        var generator = SplitMix64(seed: 0x7E_AD5)
        var bytes: [UInt8] = []
        for index in 0..<4_000 {
            var line: [UInt8]
            if index % 5 == 2 {
                line = BadJSONLines.all[(index / 5) % BadJSONLines.all.count].line
            } else {
                var text = "call Anna tomorrow at \(index % 12 + 1)pm, buy \(index % 9 + 1) eggs #\(index) "
                text += String.hostile(using: &generator, maxLength: 8)
                if index == 1_234 { text += String(repeating: "milk and bread on friday ", count: 6_000) }
                let fields: [String: String] =
                    index % 2 == 0
                    ? ["id": "\(index)", "text": text]
                    : ["text": text, "ref": "2026-0\(index % 9 + 1)-01T08:00:00Z", "tz": "Europe/Berlin"]
                line = Array(((try? JSONSerialization.data(withJSONObject: fields)) ?? Data()))
            }
            bytes += line + (index % 3 == 0 ? [0x0D, 0x0A] : [0x0A])
        }
        bytes += Array(#"{"id":"last","text":"the end"}"#.utf8)
        return Data(bytes)
    }()

    @Test("the output is byte for byte the same on one thread and on four, one answer per line in order")
    func sameOutput() async throws {
        // Given thousands of mixed lines
        // When they are analyzed on one thread and on four
        let one = try await analyze(["--threads", "1"], stdin: Self.input)
        let four = try await analyze(["--threads", "4"], stdin: Self.input)
        // Then both succeed with the same bytes: every line answered in order, every kind of error named
        #expect(one.status == 0)
        #expect(four.status == 0)
        let answers = one.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let other = four.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(answers.count == 4_001)
        #expect(other.count == answers.count)
        // Line by line: comparing the whole outputs would print megabytes on failure.
        let firstDifference = other.indices.first { $0 < answers.count && other[$0] != answers[$0] }
        #expect(firstDifference == nil, "line \((firstDifference ?? 0) + 1) differs")
        #expect(answers.last?.contains(#""id":"last""#) == true)
        #expect(answers[1_234].contains(#""id":"1234""#))
        for phrase in BadJSONLines.all.map(\.phrase) + ["\"line\":3998"] {
            #expect(answers.contains { $0.contains(phrase) }, "no answer contains \(phrase)")
        }
    }

    @Test("--threads must be a positive number and comes only with --jsonl")
    func threadsOption() async throws {
        let zero = try await analyze(["--threads", "0"], stdin: Data())
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--threads must be between 1 and 1024."))
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let plain = try await offload.run(["analyze", "--threads", "2", "milk"], passesDatabase: false)
        #expect(plain.status == 64)
        #expect(plain.stderr.contains("--threads only applies to --jsonl."))
    }
}

import Foundation
import OffloadNLP
import OffloadTestSupport
import Testing

@testable import OffloadInterface

@Suite("ParallelAnalysisLines")
struct ParallelAnalysisLinesTests {
    static let defaults = AnalysisDefaults.Resolved(
        reference: ISOInstant.parse("2026-03-13T09:00:00Z") ?? .distantPast, timeZone: "UTC", locale: .englishUS)

    /// Mixed lines: valid ones with and without their own ref and zone, and one of every kind of bad line.
    static func lines(count: Int) -> [[UInt8]] {
        var generator = SplitMix64(seed: 0x0D_DE25)
        let zones = ["Europe/Berlin", "America/New_York", "UTC"]
        return (0..<count).map { index in
            if index % 7 == 3 { return BadJSONLines.all[(index / 7) % BadJSONLines.all.count].line }
            let text = TinyCorpus.examples[index % TinyCorpus.examples.count].text + " tomorrow at \(index % 12 + 1)pm"
            let zone = zones[index % zones.count]
            let ref = "2026-0\(index % 9 + 1)-1\(index % 10)T08:00:00Z"
            let hostile = String.hostile(using: &generator, maxLength: 6)
            let line: [String: String] =
                index % 2 == 0 ? ["id": "\(index)", "text": text + hostile] : ["text": text, "ref": ref, "tz": zone]
            return Array(((try? JSONOutput.line(line)) ?? "").utf8)
        }
    }

    /// `lines` cut into chunks of 1 to 20 lines.
    static func chunks(of lines: [[UInt8]]) -> [JSONLinesChunk] {
        var generator = SplitMix64(seed: 0xC4_0475)
        var chunks: [JSONLinesChunk] = []
        var start = 0
        while start < lines.count {
            let end = min(lines.count, start + Int.random(in: 1...20, using: &generator))
            let bytes = lines[start..<end].flatMap { $0 + [UInt8(ascii: "\n")] }
            chunks.append(JSONLinesChunk(firstLineNumber: start + 1, splitting: bytes))
            start = end
        }
        return chunks
    }

    private func output(threads: Int, chunks: [JSONLinesChunk]) async throws -> [UInt8] {
        let parallel = ParallelAnalysisLines(analyzer: TinyAnalyzer.shared, defaults: Self.defaults, threads: threads)
        var remaining = chunks[...]
        var output: [UInt8] = []
        try await parallel.run(reading: { remaining.popFirst() }, writing: { output += $0 })
        return output
    }

    @Test("answers in input order, byte for byte the same on 1 and 4 threads and line by line")
    func sameOutputOnAnyThreads() async throws {
        // Given two thousand mixed lines in chunks of uneven size
        let lines = Self.lines(count: 2_000)
        let chunks = Self.chunks(of: lines)
        // When they are answered on one thread, on four, and one line at a time (the service's path)
        let one = try await output(threads: 1, chunks: chunks)
        let four = try await output(threads: 4, chunks: chunks)
        var single = AnalysisLines(analyzer: TinyAnalyzer.shared, defaults: Self.defaults)
        var lineByLine: [UInt8] = []
        for line in lines { lineByLine += try single.answer(Data(line)) + [UInt8(ascii: "\n")] }
        // Then all three are the same, one answer per line, every kind of bad line among them
        let answers = Self.answers(one)
        #expect(answers.count == lines.count + 1)
        #expect(Self.firstDifference(Self.answers(four), answers) == nil)
        #expect(Self.firstDifference(Self.answers(lineByLine), answers) == nil)
        for phrase in BadJSONLines.all.map(\.phrase) + ["\"line\":1999"] {
            #expect(answers.contains { $0.contains(phrase) }, "no answer contains \(phrase)")
        }
    }

    private static func answers(_ output: [UInt8]) -> [Substring] {
        String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The first line where `answers` differ from `expected`, with both versions (a whole-output comparison would
    /// print megabytes on failure).
    private static func firstDifference(_ answers: [Substring], _ expected: [Substring]) -> String? {
        guard let index = answers.indices.first(where: { $0 < expected.count && answers[$0] != expected[$0] }) else {
            return answers.count == expected.count ? nil : "\(answers.count) lines instead of \(expected.count)"
        }
        return "line \(index + 1): \(answers[index]) instead of \(expected[index])"
    }

    @Test("a chunk splits at newlines, drops a carriage return before one, and keeps a last line without one")
    func chunkLines() {
        let chunk = JSONLinesChunk(firstLineNumber: 5, splitting: Array("a\r\n\nb\r\r\nc".utf8))
        #expect(chunk.lines.map { String(decoding: chunk.bytes[$0], as: UTF8.self) } == ["a", "", "b\r", "c"])
        #expect(JSONLinesChunk(firstLineNumber: 1, splitting: Array("a\n".utf8)).lines.count == 1)
    }
}

import Foundation
import OffloadNLP

/// ``AnalysisLines`` on several cores: chunks of lines are answered side by side and written in input order, so the
/// output is byte for byte that of one core.
///
/// At most ``threads`` chunks are analyzed at once, and at most four times as many are read ahead of the one being
/// written, so memory stays bounded by a few chunks whatever the input's length. Each worker keeps its own
/// ``AnalysisLines`` (and so its own date contexts) from chunk to chunk.
///
/// ```swift
/// let lines = ParallelAnalysisLines(analyzer: analyzer, defaults: defaults, threads: 4)
/// try await lines.run(reading: { try input.next() }, writing: { output.append($0) })
/// ```
public struct ParallelAnalysisLines: Sendable {
    /// How many chunks are analyzed at once, at least 1.
    public let threads: Int
    private let lines: AnalysisLines

    /// Answers lines with `analyzer`, defaulting to `defaults`, on `threads` cores (at least one).
    public init(analyzer: CaptureAnalyzer, defaults: AnalysisDefaults.Resolved, threads: Int) {
        lines = AnalysisLines(analyzer: analyzer, defaults: defaults)
        self.threads = max(1, threads)
    }

    /// Answers every chunk `next` gives until it gives `nil`, passing each chunk's answers to `write` in input order.
    ///
    /// - Parameters:
    ///   - next: The next chunk of input, or `nil` at the end; its line numbers follow on from the previous chunk's.
    ///   - write: Takes the answers of one chunk, each line followed by a newline.
    /// - Throws: What `next` throws; the chunks read before are answered and written first.
    public func run(reading next: () throws -> JSONLinesChunk?, writing write: ([UInt8]) -> Void) async throws {
        guard threads > 1 else {
            var answers = lines
            while let chunk = try next() { write(answers.answers(to: chunk)) }
            return
        }
        var failure: (any Error)?
        await withTaskGroup(of: (index: Int, output: [UInt8], lines: AnalysisLines).self) { group in
            var idle = Array(repeating: lines, count: threads)
            var finished: [Int: [UInt8]] = [:]
            var isReading = true
            var read = 0
            var written = 0
            while true {
                while isReading, read - written < 4 * threads, let answers = idle.popLast() {
                    do {
                        guard let chunk = try next() else {
                            idle.append(answers)
                            isReading = false
                            break
                        }
                        group.addTask { [index = read] in
                            var answers = answers
                            return (index, answers.answers(to: chunk), answers)
                        }
                        read += 1
                    } catch {
                        idle.append(answers)
                        failure = error
                        isReading = false
                    }
                }
                guard let done = await group.next() else { break }
                idle.append(done.lines)
                finished[done.index] = done.output
                while let output = finished.removeValue(forKey: written) {
                    write(output)
                    written += 1
                }
            }
        }
        if let failure { throw failure }
    }
}

import Foundation
import OffloadNLP

/// Answers JSON Lines of `{"id"?, "text", "ref"?, "tz"?, "locale"?}` with one analysis line each: what
/// `offload analyze --jsonl` and the service's `POST /v1/analyze` with JSON Lines both write.
///
/// A bad line gets `{"line":N,"id":…,"error":…}` and the run goes on; a blank line is a bad line too
/// (`{"line":N,"error":"Line N is blank."}`), so output line N always answers input line N. What does not change
/// from line to line is built once: the date context of each time zone and locale (a line's `ref` only moves the
/// context's reference instant). Lines are read by ``JSONLineFields`` and answers written by ``JSONBytes``, byte for
/// byte what `JSONDecoder` and `JSONEncoder` would read and write; the rare line the direct reader is unsure of goes
/// through `JSONDecoder`, which also words its error.
///
/// ```swift
/// var lines = AnalysisLines(analyzer: analyzer, defaults: try AnalysisDefaults.resolve(ref: nil, tz: nil, locale: nil))
/// let answer = try lines.answer(Data(#"{"id":1,"text":"call mom at 5pm"}"#.utf8))  // one JSON object, no newline
/// ```
public struct AnalysisLines: Sendable {
    /// The analyzer every line goes through.
    public let analyzer: CaptureAnalyzer
    private let decoder = JSONDecoder()
    private let encoder: JSONEncoder
    private var contexts: DateContextCache
    /// The number of the last line answered, from 1.
    public private(set) var lineNumber = 0

    /// A reader whose lines default to `defaults` (the reference instant, zone and locale of the run).
    public init(analyzer: CaptureAnalyzer, defaults: AnalysisDefaults.Resolved) {
        self.analyzer = analyzer
        contexts = DateContextCache(defaults: defaults)
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
    }

    /// The answer to the next line (without its line ending): the analysis, or an error object for a blank,
    /// malformed or unusable line.
    ///
    /// - Parameters:
    ///   - line: The line's bytes, without `\n` (and without a `\r` before it).
    ///   - isCancellable: Whether the analysis gives up when the task is cancelled (the service, whose client may
    ///     go away); the CLI analyzes every line to the end.
    /// - Throws: `CancellationError` when `isCancellable` and the task is cancelled.
    public mutating func answer(_ line: Data, isCancellable: Bool = false) throws -> Data {
        var output = JSONBytes()
        try line.withUnsafeBytes { raw in
            try answer(raw.bindMemory(to: UInt8.self), to: &output, isCancellable: isCancellable)
        }
        return Data(output.bytes)
    }

    /// The answers to the lines of `chunk`, numbered from its first line, each followed by a newline.
    public mutating func answers(to chunk: JSONLinesChunk) -> [UInt8] {
        lineNumber = chunk.firstLineNumber - 1
        var output = JSONBytes()
        // Answers run five to ten times the size of their lines: reserving spares the copies of a growing buffer.
        output.bytes.reserveCapacity(chunk.bytes.count * 8)
        chunk.bytes.withUnsafeBufferPointer { bytes in
            for range in chunk.lines {
                // Invariant: without `isCancellable` nothing in `answer` throws.
                try? answer(UnsafeBufferPointer(rebasing: bytes[range]), to: &output, isCancellable: false)
                output.raw("\n")
            }
        }
        return output.bytes
    }

    /// Appends the answer to the next line to `output`.
    private mutating func answer(
        _ line: UnsafeBufferPointer<UInt8>, to output: inout JSONBytes, isCancellable: Bool
    ) throws(CancellationError) {
        lineNumber += 1
        if JSONLineProblem.isBlank(line) {
            return writeError("Line \(lineNumber) is blank.", id: nil, to: &output)
        }
        guard let input = JSONLineFields.read(line) ?? JSONLineFields.decoded(Data(line), using: decoder) else {
            return writeError(JSONLineProblem.sentence(line: lineNumber, Data(line)), id: nil, to: &output)
        }
        do {
            let context = try contexts.context(ref: input.ref, tz: input.tz, locale: input.locale)
            let analysis =
                isCancellable
                // Only the intent's explanation is written; the category's would cost time for nothing.
                ? try analyzer.analyzeUnlessCancelled(input.text, in: context, explain: .intent)
                : analyzer.analyze(input.text, in: context, explain: .intent)
            let record = AnalysisRecord(id: input.id, analysis: analysis, includeTokens: false)
            let start = output.bytes.count
            record.write(to: &output)
            if output.hasInvalidNumber {
                // JSONEncoder refuses NaN and infinities; let it say so, as the line's error.
                output.removeLast(output.bytes.count - start)
                output.bytes += try encoder.encode(record)
            }
        } catch let error as CancellationError {
            throw error
        } catch {
            writeError("\(error)", id: input.id, to: &output)
        }
    }

    /// Appends `{"error":…,"id":…,"line":N}` (no `id` when the line gave none).
    private func writeError(_ message: String, id: String?, to output: inout JSONBytes) {
        output.raw("{\"error\":")
        output.string(message)
        if let id {
            output.raw(",\"id\":")
            output.string(id)
        }
        output.raw(",\"line\":")
        output.integer(lineNumber)
        output.raw("}")
    }
}

import Foundation
import OffloadNLP

/// Answers JSON Lines of `{"id"?, "text", "ref"?, "tz"?, "locale"?}` with one analysis line each: what
/// `offload analyze --jsonl` and the service's `POST /v1/analyze` with JSON Lines both write.
///
/// A bad line gets `{"line":N,"id":…,"error":…}` and the run goes on; a blank line is a bad line too
/// (`{"line":N,"error":"Line N is blank."}`), so output line N always answers input line N. What does not change
/// from line to line is built once: the decoder and encoder, and the date context of each time zone and locale (a
/// line's `ref` only moves the context's reference instant).
///
/// ```swift
/// var lines = AnalysisLines(analyzer: analyzer, defaults: try AnalysisDefaults.resolve(ref: nil, tz: nil, locale: nil))
/// let answer = try lines.answer(Data(#"{"id":1,"text":"call mom at 5pm"}"#.utf8))  // one JSON object, no newline
/// ```
public struct AnalysisLines {
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

    private struct Input: Decodable {
        let id: IDValue?
        let text: String
        let ref: String?
        let tz: String?
        let locale: String?
    }

    /// Accepts string or number ids and echoes them back as strings.
    private struct IDValue: Decodable {
        let value: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                value = string
            } else {
                value = String(try container.decode(Int.self))
            }
        }
    }

    private struct ErrorLine: Encodable {
        let line: Int
        let id: String?
        let error: String
    }

    /// The answer to the next line (without its line ending): the analysis, or an error object for a blank,
    /// malformed or unusable line.
    ///
    /// - Parameters:
    ///   - line: The line's bytes, without `\n` (and without a `\r` before it).
    ///   - isCancellable: Whether the analysis gives up when the task is cancelled (the service, whose client may
    ///     go away); the CLI analyzes every line to the end.
    /// - Throws: `CancellationError` when `isCancellable` and the task is cancelled; `EncodingError` (not expected).
    public mutating func answer(_ line: Data, isCancellable: Bool = false) throws -> Data {
        lineNumber += 1
        if JSONLineProblem.isBlank(line) {
            return try encoder.encode(ErrorLine(line: lineNumber, id: nil, error: "Line \(lineNumber) is blank."))
        }
        let input: Input
        do {
            input = try decoder.decode(Input.self, from: line)
        } catch {
            return try encoder.encode(
                ErrorLine(line: lineNumber, id: nil, error: JSONLineProblem.sentence(line: lineNumber, line)))
        }
        do {
            let context = try contexts.context(ref: input.ref, tz: input.tz, locale: input.locale)
            let analysis =
                isCancellable
                ? try analyzer.analyzeUnlessCancelled(input.text, in: context)
                : analyzer.analyze(input.text, in: context)
            return try encoder.encode(AnalysisRecord(id: input.id?.value, analysis: analysis, includeTokens: false))
        } catch let error as CancellationError {
            throw error
        } catch {
            return try encoder.encode(ErrorLine(line: lineNumber, id: input.id?.value, error: "\(error)"))
        }
    }
}

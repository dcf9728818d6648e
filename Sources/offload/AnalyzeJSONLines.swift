import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadNLP

/// `offload analyze --jsonl`: one output line per input line; bad lines get an error object and the run goes on.
///
/// A blank line is a bad line too (`{"line":N,"error":"Line N is blank."}`), so output line N always answers input
/// line N. What does not change from line to line is built once: the decoder and encoder, and the date context of
/// each time zone and locale (a line's `ref` only moves the context's reference instant).
struct AnalyzeJSONLines {
    let analyzer: CaptureAnalyzer
    let defaults: AnalysisDefaults.Resolved

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

    /// The user-facing sentence of a per-line failure.
    private static func message(_ error: any Error) -> String {
        if let validation = error as? ValidationError { return validation.message }
        return String(describing: error)
    }

    func run() throws {
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var contexts = DateContextCache(defaults: defaults)
        var output = StandardOutputBuffer()
        var lines = StandardInputLines()
        var lineNumber = 0
        while let line = try lines.next() {
            lineNumber += 1
            if JSONLineProblem.isBlank(line) {
                output.append(
                    try encoder.encode(ErrorLine(line: lineNumber, id: nil, error: "Line \(lineNumber) is blank.")))
                continue
            }
            do {
                let input = try decoder.decode(Input.self, from: line)
                do {
                    let context = try contexts.context(ref: input.ref, tz: input.tz, locale: input.locale)
                    let analysis = analyzer.analyze(input.text, in: context)
                    output.append(
                        try encoder.encode(
                            AnalysisRecord(id: input.id?.value, analysis: analysis, includeTokens: false)))
                } catch {
                    output.append(
                        try encoder.encode(ErrorLine(line: lineNumber, id: input.id?.value, error: Self.message(error)))
                    )
                }
            } catch {
                output.append(
                    try encoder.encode(
                        ErrorLine(line: lineNumber, id: nil, error: JSONLineProblem.sentence(line: lineNumber, line))))
            }
        }
        output.flush()
    }
}

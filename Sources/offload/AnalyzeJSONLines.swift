import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadNLP

/// `offload analyze --jsonl`: one output line per input line; bad lines get an error object and the run goes on.
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
        var lineNumber = 0
        while let line = readLine(strippingNewline: true) {
            lineNumber += 1
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let output: String
            do {
                let input = try decoder.decode(Input.self, from: Data(line.utf8))
                do {
                    let resolved = try AnalysisDefaults.validated(
                        ref: input.ref, tz: input.tz ?? defaults.timeZone,
                        locale: input.locale ?? defaults.locale.identifier)
                    let context = try DateContext(
                        now: input.ref == nil ? defaults.reference : resolved.reference, timeZone: resolved.timeZone,
                        locale: resolved.locale)
                    let analysis = analyzer.analyze(input.text, in: context)
                    output = try JSONOutput.string(
                        AnalysisRecord(id: input.id?.value, analysis: analysis, includeTokens: false), pretty: false)
                } catch {
                    output = try JSONOutput.string(
                        ErrorLine(line: lineNumber, id: input.id?.value, error: Self.message(error)), pretty: false)
                }
            } catch {
                output = try JSONOutput.string(
                    ErrorLine(
                        line: lineNumber, id: nil,
                        error: "Line \(lineNumber) is not a JSON object with a string \"text\"."), pretty: false)
            }
            print(output)
        }
    }
}

import Foundation
import OffloadCore
import OffloadNLP

/// The JSON form of one analysis (`--json` and each `--jsonl` output line).
struct AnalysisRecord: Encodable {
    struct TokenRecord: Encodable {
        let text: String
        let kind: String
        let start: Int
        let end: Int
    }

    let id: String?
    let intent: String
    let confidence: Double
    let category: String?
    let categoryConfidence: Double
    let explanation: [ExplanationItem]
    let tokens: [TokenRecord]?

    init(id: String?, analysis: CaptureAnalysis, includeTokens: Bool) {
        self.id = id
        let classification = analysis.classification
        intent = classification.intent.label
        confidence = Self.rounded(classification.intent.confidence)
        let categoryLabel = classification.category.label
        category = categoryLabel == ClassifierModels.noCategory ? nil : categoryLabel
        categoryConfidence = Self.rounded(classification.category.confidence)
        explanation = classification.intent.explanation
        tokens = includeTokens
            ? analysis.tokens.map { TokenRecord(text: $0.text, kind: $0.kind.rawValue, start: $0.characterRange.lowerBound, end: $0.characterRange.upperBound) }
            : nil
    }

    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    enum CodingKeys: String, CodingKey {
        case id, intent, confidence, category, categoryConfidence, explanation, tokens
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(intent, forKey: .intent)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(category, forKey: .category)
        try container.encode(categoryConfidence, forKey: .categoryConfidence)
        try container.encode(explanation, forKey: .explanation)
        try container.encodeIfPresent(tokens, forKey: .tokens)
    }
}

/// Human-readable rendering of an analysis.
enum AnalysisText {
    static func render(_ analysis: CaptureAnalysis, text: String, includeTokens: Bool) -> String {
        let characters = Array(text)
        func quote(_ span: TextSpan?) -> String {
            guard let span, span.end <= characters.count else { return "" }
            return " \"" + String(characters[span.start..<span.end]).replacingOccurrences(of: "\n", with: "⏎") + "\""
        }
        let intent = analysis.classification.intent
        let category = analysis.classification.category
        var lines: [String] = []
        lines.append("intent     \(intent.label)  \(percent(intent.confidence))" + (intent.runnerUp.map { "  (next: \($0))" } ?? ""))
        for item in intent.explanation {
            lines.append("  because  \(item.feature)  +\(String(format: "%.2f", item.weight))\(quote(item.span))")
        }
        let categoryName = category.label == ClassifierModels.noCategory ? "none" : category.label
        lines.append("category   \(categoryName)  \(percent(category.confidence))")
        if includeTokens {
            lines.append("tokens")
            for token in analysis.tokens {
                let shown = token.text.replacingOccurrences(of: "\n", with: "⏎")
                lines.append("  \(token.characterRange.lowerBound)..<\(token.characterRange.upperBound)  \(token.kind.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) \(shown)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func percent(_ value: Double) -> String { String(format: "%.0f%%", value * 100) }
}

/// `offload analyze --jsonl`: one output line per input line; bad lines get an error object and the run goes on.
struct AnalyzeJSONLines {
    let analyzer: CaptureAnalyzer
    let defaults: AnalysisContextOptions.Resolved

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
            if let string = try? container.decode(String.self) { value = string } else { value = String(try container.decode(Int.self)) }
        }
    }

    private struct ErrorLine: Encodable {
        let line: Int
        let id: String?
        let error: String
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
                    _ = try AnalysisDefaults.resolve(ref: input.ref, tz: input.tz ?? defaults.timeZone, locale: input.locale ?? defaults.locale.identifier)
                    output = try JSONOutput.string(AnalysisRecord(id: input.id?.value, analysis: analyzer.analyze(input.text), includeTokens: false), pretty: false)
                } catch {
                    output = try JSONOutput.string(ErrorLine(line: lineNumber, id: input.id?.value, error: "\(error)"), pretty: false)
                }
            } catch {
                output = try JSONOutput.string(ErrorLine(line: lineNumber, id: nil, error: "Line \(lineNumber) is not a JSON object with a string \"text\"."), pretty: false)
            }
            print(output)
        }
    }
}

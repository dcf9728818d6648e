import ArgumentParser
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

    /// One date mention: character offsets (grapheme clusters, end exclusive) and its resolved value.
    struct DateRecord: Encodable {
        let text: String
        let start: Int
        let end: Int
        let kind: String
        let value: String?
        let endValue: String?
        let rrule: String?
        let durationSeconds: Double?
        let granularity: String

        init(_ mention: DateMention) {
            text = mention.text
            start = mention.characterRange.lowerBound
            end = mention.characterRange.upperBound
            kind = mention.kind.rawValue
            value = mention.values.first
            endValue = mention.endValue
            rrule = mention.rrule
            durationSeconds = mention.durationSeconds
            granularity = mention.granularity.rawValue
        }

        enum CodingKeys: String, CodingKey {
            case text, start, end, kind, value, rrule, granularity
            case endValue = "end_value"
            case durationSeconds = "duration_seconds"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(start, forKey: .start)
            try container.encode(end, forKey: .end)
            try container.encode(kind, forKey: .kind)
            try container.encode(value, forKey: .value)
            try container.encodeIfPresent(endValue, forKey: .endValue)
            try container.encodeIfPresent(rrule, forKey: .rrule)
            try container.encodeIfPresent(durationSeconds, forKey: .durationSeconds)
            try container.encode(granularity, forKey: .granularity)
        }
    }

    /// One entity: character offsets (grapheme clusters, end exclusive), its normalized value and confidence.
    struct EntityRecord: Encodable {
        let kind: String
        let text: String
        let start: Int
        let end: Int
        let value: Entity.Value
        let confidence: Double

        init(_ entity: Entity) {
            kind = entity.kind.rawValue
            text = entity.text
            start = entity.characterRange.lowerBound
            end = entity.characterRange.upperBound
            value = entity.value
            confidence = AnalysisRecord.rounded(entity.confidence)
        }
    }

    let id: String?
    let title: String
    let dates: [DateRecord]
    let entities: [EntityRecord]
    let intent: String
    let confidence: Double
    let category: String?
    let categoryConfidence: Double
    let explanation: [ExplanationItem]
    let tokens: [TokenRecord]?

    init(id: String?, analysis: CaptureAnalysis, includeTokens: Bool) {
        self.id = id
        title = analysis.title
        dates = analysis.dates.map(DateRecord.init)
        entities = analysis.entities.map(EntityRecord.init)
        let classification = analysis.classification
        intent = classification.intent.label
        confidence = Self.rounded(classification.intent.confidence)
        let categoryLabel = classification.category.label
        category = categoryLabel == ClassifierModels.noCategory ? nil : categoryLabel
        categoryConfidence = Self.rounded(classification.category.confidence)
        explanation = classification.intent.explanation
        tokens =
            includeTokens
            ? analysis.tokens.map {
                TokenRecord(
                    text: $0.text, kind: $0.kind.rawValue, start: $0.characterRange.lowerBound,
                    end: $0.characterRange.upperBound)
            }
            : nil
    }

    fileprivate static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    enum CodingKeys: String, CodingKey {
        case id, title, dates, entities, intent, confidence, category, categoryConfidence, explanation, tokens
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(dates, forKey: .dates)
        try container.encode(entities, forKey: .entities)
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
        lines.append(
            "intent     \(intent.label)  \(percent(intent.confidence))"
                + (intent.runnerUp.map { "  (next: \($0))" } ?? ""))
        for item in intent.explanation {
            lines.append("  because  \(item.feature)  +\(String(format: "%.2f", item.weight))\(quote(item.span))")
        }
        let categoryName = category.label == ClassifierModels.noCategory ? "none" : category.label
        lines.append("category   \(categoryName)  \(percent(category.confidence))")
        lines.append("title      \(analysis.title)")
        for mention in analysis.dates {
            let value = mention.values.first ?? mention.durationSeconds.map(QuantityText.seconds) ?? "?"
            let end = mention.endValue.map { " – \($0)" } ?? ""
            let rule = mention.rrule.map { "  \($0)" } ?? ""
            lines.append("date       \(shown(mention.text))  \(mention.kind.rawValue) \(value)\(end)\(rule)")
        }
        for entity in analysis.entities {
            lines.append(
                "entity     \(entity.kind.rawValue) \(shown(entity.text))  \(describe(entity.value))  \(percent(entity.confidence))"
            )
        }
        if includeTokens {
            lines.append("tokens")
            for token in analysis.tokens {
                let shown = token.text.replacingOccurrences(of: "\n", with: "⏎")
                lines.append(
                    "  \(token.characterRange.lowerBound)..<\(token.characterRange.upperBound)  \(token.kind.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) \(shown)"
                )
            }
        }
        return lines.map(TerminalText.safe).joined(separator: "\n")
    }

    private static func percent(_ value: Double) -> String { String(format: "%.0f%%", value * 100) }

    private static func shown(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\n", with: "⏎") + "\"" }

    /// An entity's value: its text, amount, quantity, priority and duration, two spaces apart.
    static func describe(_ value: Entity.Value) -> String {
        var parts: [String] = []
        if let text = value.text { parts.append("→ \(shown(text))") }
        if let amount = value.amount { parts.append("\(amount)" + (value.currency.map { " \($0)" } ?? "")) }
        if let amount = QuantityText.amount(value.quantity, unit: value.unit) { parts.append("× \(amount)") }
        if let priority = value.priority { parts.append(priority.rawValue) }
        if let seconds = value.seconds { parts.append(QuantityText.seconds(seconds)) }
        return parts.joined(separator: "  ")
    }
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
                    let resolved = try AnalysisDefaults.resolve(
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

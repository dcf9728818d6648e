import Foundation
import OffloadCore
import OffloadNLP

/// Human-readable rendering of an analysis.
public enum AnalysisText {
    /// The lines for people: intent and why, category, language, title, dates, entities and, with `includeTokens`, tokens.
    public static func render(_ analysis: CaptureAnalysis, text: String, includeTokens: Bool) -> String {
        func quote(_ span: TextSpan?) -> String {
            // Found by walking the text rather than from an array of its characters: some 70 MB for 4 MiB.
            guard let span, let start = text.index(text.startIndex, offsetBy: span.start, limitedBy: text.endIndex),
                let end = text.index(start, offsetBy: span.end - span.start, limitedBy: text.endIndex)
            else { return "" }
            return " \"" + visibleBreaks(String(text[start..<end])) + "\""
        }
        let intent = analysis.classification.intent
        let category = analysis.classification.category
        var lines = Lines()
        lines.append(
            "intent     \(intent.label)  \(percent(intent.confidence))"
                + (intent.runnerUp.map { "  (next: \($0))" } ?? ""))
        for item in intent.explanation {
            lines.append("  because  \(item.feature)  +\(String(format: "%.2f", item.weight))\(quote(item.span))")
        }
        let categoryName = category.label == ClassifierModels.noCategory ? "none" : category.label
        lines.append("category   \(categoryName)  \(percent(category.confidence))")
        lines.append("language   \(analysis.language)")
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
                let shown = visibleBreaks(token.text)
                lines.append(
                    "  \(token.characterRange.lowerBound)..<\(token.characterRange.upperBound)  \(token.kind.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) \(shown)"
                )
            }
        }
        return lines.text
    }

    /// `value` as a whole percentage, exactly as `String(format: "%.0f%%", value * 100)` writes it (ties to even),
    /// without building a Foundation formatter for each of the 90,000 entities of a long capture.
    static func percent(_ value: Double) -> String {
        let scaled = value * 100
        guard scaled.isFinite, scaled.magnitude < 1e15 else { return String(format: "%.0f%%", scaled) }
        let whole = Int(scaled.rounded(.toNearestOrEven))
        return whole == 0 && scaled.sign == .minus ? "-0%" : "\(whole)%"
    }

    private static func shown(_ text: String) -> String { "\"" + visibleBreaks(text) + "\"" }

    /// `text` with each line break shown as ⏎; without one, `text` itself (Foundation's replacing is slow enough to
    /// matter for the 90,000 dates of a long capture).
    private static func visibleBreaks(_ text: String) -> String {
        text.utf8.contains(0x0A) ? text.replacingOccurrences(of: "\n", with: "⏎") : text
    }

    /// An entity's value: its text, amount, quantity, priority and duration, two spaces apart.
    public static func describe(_ value: Entity.Value) -> String {
        var parts: [String] = []
        if let text = value.text { parts.append("→ \(shown(text))") }
        if let amount = value.amount { parts.append("\(amount)" + (value.currency.map { " \($0)" } ?? "")) }
        if let amount = QuantityText.amount(value.quantity, unit: value.unit) { parts.append("× \(amount)") }
        if let priority = value.priority { parts.append(priority.rawValue) }
        if let seconds = value.seconds { parts.append(QuantityText.seconds(seconds)) }
        return parts.joined(separator: "  ")
    }
}

/// Lines joined as they are added, each made safe for a terminal (``TerminalText/safe(_:)``): no array of them, nor
/// a second copy of each, for the 90,000 dates of a long capture.
private struct Lines {
    private(set) var text = ""
    private var isEmpty = true

    mutating func append(_ line: String) {
        if !isEmpty { text += "\n" }
        isEmpty = false
        text += TerminalText.safe(line)
    }
}

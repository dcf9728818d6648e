import Foundation
import OffloadCore
import OffloadNLP

/// Human-readable rendering of an analysis.
public enum AnalysisText {
    /// The lines for people: intent and why, category, title, dates, entities and, with `includeTokens`, tokens.
    public static func render(_ analysis: CaptureAnalysis, text: String, includeTokens: Bool) -> String {
        let characters = Array(text)
        func quote(_ span: TextSpan?) -> String {
            guard let span, span.end <= characters.count else { return "" }
            return " \"" + visibleBreaks(String(characters[span.start..<span.end])) + "\""
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
                let shown = visibleBreaks(token.text)
                lines.append(
                    "  \(token.characterRange.lowerBound)..<\(token.characterRange.upperBound)  \(token.kind.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)) \(shown)"
                )
            }
        }
        return lines.map(TerminalText.safe).joined(separator: "\n")
    }

    private static func percent(_ value: Double) -> String { String(format: "%.0f%%", value * 100) }

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

import Foundation
import OffloadCore
import OffloadInterface

/// Prints the capture and suggestion under review, with why Offload suggests it.
struct ReviewRenderer {
    func render(_ session: ReviewSession) {
        guard let item = session.currentItem, let suggestion = session.currentSuggestion else { return }
        let position =
            "capture \(session.itemIndex + 1)/\(session.items.count), suggestion \(session.suggestionIndex + 1)/\(item.suggestions.count)"
        print("")
        print("── \(position) " + String(repeating: "─", count: max(4, 60 - position.count)))
        print(
            item.capture.rawText.split(separator: "\n", omittingEmptySubsequences: false).map {
                "  │ " + TerminalText.safe(String($0))
            }.joined(separator: "\n"))
        print(
            "  "
                + SuggestionText.line(
                    for: suggestion, showsCategory: false, alreadyPlaced: item.alreadyPlaced[suggestion.id])
                + (session.working == nil ? "" : "  [edited]"))
        if let category = suggestion.category { print(TerminalText.safe("    category: \(category)")) }
        Self.itemLines(for: suggestion).forEach { print($0) }
        let reasons = why(suggestion, text: item.capture.rawText)
        if !reasons.isEmpty { print(TerminalText.safe("    why: " + reasons.joined(separator: ", "))) }
        print(
            "  [a]ccept [r]eject [e]dit [i]tem [n]ew item [x] remove item [s]kip [c]ancel [u]ndo [q]uit [?]",
            terminator: "\n")
        fflush(nil)
    }

    /// `    1. bread ×2 loaf`: the suggestion's items, numbered from 1 as the `x` key counts them.
    static func itemLines(for suggestion: Suggestion) -> [String] {
        suggestion.items.enumerated().map { index, entry in
            TerminalText.safe(
                "    \(index + 1). \(entry.text)"
                    + (QuantityText.amount(entry.quantity, unit: entry.unit).map { " ×" + $0 } ?? ""))
        }
    }

    /// The strongest reasons: the words they came from, quoted from the raw text, with their summed weight in
    /// log-odds ("call" +4.1, "mom" +0.5).
    private func why(_ suggestion: Suggestion, text: String) -> [String] {
        let characters = Array(text)
        var order: [String] = []
        var weights: [String: Double] = [:]
        for item in suggestion.explanation where item.weight > 0 {
            let key: String
            if let span = item.span, span.end <= characters.count {
                key = "\"" + String(characters[span.start..<span.end]).replacingOccurrences(of: "\n", with: " ") + "\""
            } else {
                key = item.feature
            }
            if weights[key] == nil { order.append(key) }
            weights[key, default: 0] += item.weight
        }
        return order.sorted { (weights[$0] ?? 0) > (weights[$1] ?? 0) }.prefix(3).map { key in
            key + String(format: " +%.1f", weights[key] ?? 0)
        }
    }
}

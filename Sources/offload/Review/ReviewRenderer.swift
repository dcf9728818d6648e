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
        let reasons = SuggestionReasons.strongest(suggestion, text: item.capture.rawText)
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
}

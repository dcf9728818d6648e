import Foundation
import OffloadCore

/// Why a suggestion was made, for people: the words that drove it, quoted from the capture, with their weight.
///
/// The terminal review prints them after `why:`; the web page's review card shows the same texts.
public enum SuggestionReasons {
    /// The strongest reasons: the words they came from, quoted from `text` (the capture's raw text), with their
    /// summed weight in log-odds, strongest first (`"call" +4.1`, `"mom" +0.5`).
    ///
    /// A reason whose span lies outside `text` is named by its feature instead; reasons with no positive weight are
    /// left out.
    ///
    /// - Parameters:
    ///   - suggestion: The suggestion whose explanation to read.
    ///   - text: The raw text of its capture; spans count `Character`s.
    ///   - limit: At most this many reasons.
    public static func strongest(_ suggestion: Suggestion, text: String, limit: Int = 3) -> [String] {
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
        return order.sorted { (weights[$0] ?? 0) > (weights[$1] ?? 0) }.prefix(limit).map { key in
            key + String(format: " +%.1f", weights[key] ?? 0)
        }
    }
}

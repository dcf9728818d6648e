import Foundation

/// Which of a capture's date mentions gives a task its due date, and which its recurrence.
///
/// A recurrence that fixes its first occurrence ("every friday 4pm" rather than the "weekly" of "weekly review") is
/// the more specific one, and that occurrence is when the task is next due. Otherwise the due date is the first
/// mention with a resolved value.
///
/// ```swift
/// let choice = DueDateChoice(mentions: analysis.dates, tokens: analysis.tokens)
/// suggestion.dueDate = choice.due?.instants.first
/// suggestion.recurrence = choice.recurrence?.rrule
/// ```
struct DueDateChoice {
    /// The mention whose first instant is the due date, or `nil`.
    let due: DateMention?
    /// The mention whose rule is the recurrence, or `nil`.
    let recurrence: DateMention?

    /// Chooses among `mentions` (in text order) of the text `tokens` were read from.
    ///
    /// - Parameters:
    ///   - mentions: The date mentions of the text, in text order.
    ///   - tokens: The text's tokens, in text order.
    ///   - allowsRanges: Whether a range ("next week", "from 2 to 4pm") can give the due date (its first day).
    init(mentions: [DateMention], tokens: [Token], allowsRanges: Bool = true) {
        let recurrences = mentions.filter { $0.rrule != nil }
        let recurrence = recurrences.first { !$0.instants.isEmpty } ?? recurrences.first
        self.recurrence = recurrence
        if recurrence?.instants.isEmpty == false {
            due = recurrence
            return
        }
        let kinds: [DateMention.Kind] = allowsRanges ? [.date, .datetime, .time, .range] : [.date, .datetime, .time]
        due = mentions.first { kinds.contains($0.kind) && !$0.instants.isEmpty }
    }
}

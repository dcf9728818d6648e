import Foundation
import OffloadCore
import OffloadStore

/// The one-line confirmations of `offload decide`.
public enum DecisionOutput {
    /// The sentence after every confirmation that says how to take it back.
    public static let undoHint = "Undo with `offload decide --undo`."

    /// `Placed 3f2a9c1b: the task "Buy stamps". Undo with …`, or the rejection sentence.
    public static func decided(_ outcome: DecisionOutcome) -> String {
        let suggestion = outcome.suggestion
        guard outcome.placement != nil else {
            return "Rejected \(suggestion.shortID); nothing was placed. \(undoHint)"
        }
        let verb = outcome.decision.kind == .edited ? "Edited and placed" : "Placed"
        return TerminalText.safe("\(verb) \(suggestion.shortID): \(placed(outcome)). \(undoHint)")
    }

    /// What a placement made, without the verb: `3 items in the new list Groceries`, `the task "Buy stamps"`.
    public static func placed(_ outcome: DecisionOutcome) -> String {
        let suggestion = outcome.suggestion
        let name = outcome.destinationName ?? suggestion.title
        let count = max(1, suggestion.items.count)
        let steps = "\(count) \(count == 1 ? "item" : "items")"
        let what: String
        switch suggestion.destinationType {
        case .task: what = "the task \"\(name)\"" + due(suggestion)
        case .list: what = outcome.reusedExisting ? "\(steps) in the list \(name)" : "\(steps) in the new list \(name)"
        case .plan:
            let planSteps = "\(suggestion.items.count) \(suggestion.items.count == 1 ? "step" : "steps")"
            what =
                outcome.reusedExisting
                ? "\(planSteps) in the plan \"\(name)\"" : "the plan \"\(name)\" with \(planSteps)"
        case .communication:
            let who = [suggestion.channel?.rawValue ?? "message", suggestion.contact].compactMap { $0 }.joined(
                separator: " ")
            what = "\"\(name)\" in communications (\(who))" + due(suggestion)
        case .note: what = "the note \"\(name)\""
        }
        return what
    }

    /// The title the undone decision placed: the edited one for an edit.
    public static func title(of undone: UndoneDecision) -> String {
        undone.decision.edited?.title ?? undone.suggestion.title
    }

    /// The sentence after an undone decision: what it was, on which suggestion, and what it removed.
    public static func undone(_ undone: UndoneDecision) -> String {
        let removed = undone.removedRowCount
        return "Undid the \(undone.decision.kind.rawValue) decision on \(undone.suggestion.shortID)"
            + " (\"\(title(of: undone))\")"
            + (removed > 0 ? " and removed the \(removed) \(removed == 1 ? "thing" : "things") it placed" : "")
            + ". The suggestion is open for review again."
    }

    private static func due(_ suggestion: Suggestion) -> String {
        suggestion.dueDate.map { ", due \(ISODate.due($0))" } ?? ""
    }
}

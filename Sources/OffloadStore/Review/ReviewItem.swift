import Foundation
import OffloadCore

/// A capture waiting for review: the capture, its newest completed run and that run's undecided suggestions.
public struct ReviewItem: Hashable, Sendable {
    /// The capture.
    public let capture: CaptureEntry
    /// The newest completed hand-off run of the capture.
    public let run: HandOffRun
    /// The run's suggestions that have no decision yet, most confident first.
    public let suggestions: [Suggestion]
    /// For each suggestion that repeats what a decision on an earlier run of the capture placed, that placement.
    public let alreadyPlaced: [UUID: PlacedDestination]

    /// Creates a review item.
    public init(
        capture: CaptureEntry, run: HandOffRun, suggestions: [Suggestion],
        alreadyPlaced: [UUID: PlacedDestination] = [:]
    ) {
        self.capture = capture
        self.run = run
        self.suggestions = suggestions
        self.alreadyPlaced = alreadyPlaced
    }
}

extension CaptureStore {
    /// What the user decided about one suggestion.
    public enum Decision: Sendable {
        /// Place the suggestion as it is.
        case accept
        /// Place nothing; only the decision is recorded.
        case reject
        /// Place this edited version (its id, run and capture are taken from the original).
        case edit(Suggestion)

        /// Whether this decision places something.
        var places: Bool {
            if case .reject = self { return false }
            return true
        }
    }
}

/// What ``CaptureStore/decide(_:_:at:)`` wrote.
public struct DecisionOutcome: Hashable, Sendable {
    /// The recorded decision.
    public let decision: SuggestionDecision
    /// The suggestion as placed (the edited version for edits), or as rejected.
    public let suggestion: Suggestion
    /// Where it was placed; `nil` for a rejection.
    public let placement: Placement?
    /// The name of the list or plan it went into, or the title of the task, communication item or note.
    public let destinationName: String?
    /// Whether the list or plan already existed (items were added to it) rather than being created.
    public let reusedExisting: Bool
}

/// What ``CaptureStore/undoLastDecision()`` removed.
public struct UndoneDecision: Hashable, Sendable {
    /// The decision that was removed.
    public let decision: SuggestionDecision
    /// The suggestion, open for review again.
    public let suggestion: Suggestion
    /// How many rows the decision had created (tasks, list items, …) and undo removed.
    public let removedRowCount: Int
}

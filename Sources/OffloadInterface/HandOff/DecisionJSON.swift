import Foundation
import OffloadCore
import OffloadStore

/// `offload decide --json`: the decision and, for placements, where it went.
public struct DecisionJSON: Encodable {
    /// Where a placement went.
    public struct PlacementJSON: Encodable {
        /// `task`, `list`, `plan`, `communication` or `note`.
        public let destinationType: String
        /// The id of the row placed.
        public let destinationID: String
        /// The name or title of the destination.
        public let destinationName: String?
        /// Whether the items went into a list or plan that existed already.
        public let reusedExisting: Bool
    }

    /// The decision's id.
    public let decisionID: String
    /// The suggestion's id.
    public let suggestionID: String
    /// The kind, as its raw value.
    public let kind: String
    /// When it was decided: ISO 8601 in UTC with milliseconds.
    public let decidedAt: String
    /// Whether this reports an undone decision.
    public let undone: Bool
    /// Where it went; absent for a rejection and an undo.
    public let placement: PlacementJSON?
    /// The suggestion decided on.
    public let suggestion: SuggestionJSON

    /// The object for a decision just made.
    public init(outcome: DecisionOutcome) {
        decisionID = outcome.decision.id.uuidString.lowercased()
        suggestionID = outcome.decision.suggestionID.uuidString.lowercased()
        kind = outcome.decision.kind.rawValue
        decidedAt = ISODate.string(outcome.decision.decidedAt)
        undone = false
        placement = outcome.placement.map {
            PlacementJSON(
                destinationType: $0.destinationType.rawValue, destinationID: $0.destinationID.uuidString.lowercased(),
                destinationName: outcome.destinationName, reusedExisting: outcome.reusedExisting)
        }
        suggestion = SuggestionJSON(outcome.suggestion)
    }

    /// The object for a decision just undone (`undone` is `true`, no placement).
    public init(undone: UndoneDecision) {
        decisionID = undone.decision.id.uuidString.lowercased()
        suggestionID = undone.decision.suggestionID.uuidString.lowercased()
        kind = undone.decision.kind.rawValue
        decidedAt = ISODate.string(undone.decision.decidedAt)
        self.undone = true
        placement = nil
        suggestion = SuggestionJSON(undone.suggestion)
    }
}

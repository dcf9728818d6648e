import Foundation
import OffloadCore
import OffloadStore

/// `offload decide --json`: the decision and, for placements, where it went.
public struct DecisionJSON: Encodable {
    /// Where a placement went.
    public struct PlacementJSON: Encodable {
        public let destinationType: String
        public let destinationID: String
        public let destinationName: String?
        public let reusedExisting: Bool
    }

    public let decisionID: String
    public let suggestionID: String
    public let kind: String
    public let decidedAt: String
    public let undone: Bool
    public let placement: PlacementJSON?
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

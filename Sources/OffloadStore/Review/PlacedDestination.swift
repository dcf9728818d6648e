import Foundation
import OffloadCore

/// Something an earlier decision on the same capture placed and that still exists: a task, plan, list,
/// communication item or note.
public struct PlacedDestination: Hashable, Sendable, CustomStringConvertible {
    /// The kind of destination.
    public let type: DestinationType
    /// The id of the task, plan, list, communication item or note.
    public let id: UUID
    /// Its title or name as stored now.
    public let name: String

    /// Creates a placed destination.
    public init(type: DestinationType, id: UUID, name: String) {
        self.type = type
        self.id = id
        self.name = name
    }

    /// Where it is, as a phrase after "already placed": "in the list Groceries", "as the task "Buy stamps"".
    public var description: String {
        switch type {
        case .list: "in the list \(name)"
        case .plan: "in the plan \"\(name)\""
        case .task: "as the task \"\(name)\""
        case .communication: "in calls and messages (\"\(name)\")"
        case .note: "as the note \"\(name)\""
        }
    }

    /// The placement among `placed` that `suggestion` would repeat: one of the same destination type (for a list or
    /// plan preferably the one of the same name); or, when the capture was placed once and its new run offers one
    /// suggestion (`isOnlySuggestion`), that placement whatever its type, since both organize the same one thought.
    public static func repeated(by suggestion: Suggestion, among placed: [PlacedDestination], isOnlySuggestion: Bool)
        -> PlacedDestination?
    {
        let sameType = placed.filter { $0.type == suggestion.destinationType }
        let name = (suggestion.destinationName ?? suggestion.title).lowercased()
        if let match = sameType.first(where: { $0.name.lowercased() == name }) ?? sameType.first { return match }
        return isOnlySuggestion && placed.count == 1 ? placed.first : nil
    }
}

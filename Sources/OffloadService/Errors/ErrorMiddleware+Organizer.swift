import Hummingbird
import OffloadStore

extension ErrorMiddleware {
    /// The service error for a failure of the organizer's store operations, or `nil` for another error.
    ///
    /// The store's own sentences name what the user typed (a list's name, a title); these name only kinds, fields
    /// and short ids, so that no title or name reaches a response or a log.
    static func mapOrganizer(_ error: StoreError) -> ServiceError? {
        switch error {
        case .itemNotFound:
            ServiceError(
                .notFound, code: "not_found",
                message: "Nothing in your tasks, lists, plans, communications or notes has this id or name.")
        case .ambiguousItem(_, let candidates):
            ServiceError(
                .badRequest, code: "ambiguous",
                message: "This id matches \(candidates.count) things (\(candidates.joined(separator: "; "))). "
                    + "Give more of the id.")
        case .stateNotHeld, .notRecurring, .orderedAgainstItself, .emptyName, .blankSearch, .invalidSearchLimit:
            ServiceError(.badRequest, code: code(of: error), message: error.description)
        case .notApplicable(let kind, let action):
            ServiceError(
                .badRequest, code: "not_applicable",
                message: "\(action.hasPrefix("--") ? "The field '\(action.dropFirst(2))'" : action) does not apply "
                    + "to a \(kind), so nothing was changed.")
        case .nameTaken(let kind, _):
            ServiceError(
                .conflict, code: "name_taken",
                message: "Another \(kind) already has this name (ignoring case), so nothing was changed.")
        case .notOrderable(_, let reason):
            ServiceError(
                .badRequest, code: "not_orderable",
                message: "The item to go before or after \(reason), so nothing was moved.")
        default:
            nil
        }
    }

    /// The code of an error whose store sentence holds no user text.
    private static func code(of error: StoreError) -> String {
        switch error {
        case .stateNotHeld: "state_not_held"
        case .notRecurring: "not_recurring"
        case .orderedAgainstItself: "ordered_against_itself"
        case .emptyName: "empty_name"
        default: "bad_parameter"
        }
    }
}

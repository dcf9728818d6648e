import OffloadCore
import OffloadInterface

/// The HTTP answers to a decision that cannot be applied, naming the body's fields instead of `offload decide`'s
/// options, and never a title or a list name.
enum DecisionErrors {
    /// 400 for an edit the suggestion cannot take: `unreadable_when` for a due date the grammar cannot read, as the
    /// organizer's routes answer.
    static func map(_ error: SuggestionEditError) -> ServiceError {
        switch error {
        case .unreadableDue: ServiceError.unreadableWhen("due")
        case .titleAndDestinationName:
            ServiceError.badField(
                "title",
                "and the destination's name both name the list or plan the items go to, so nothing was changed. "
                    + "Give one of them.")
        }
    }

    /// 400 for a value the suggestion or its destination cannot hold; `field_not_held` names the field.
    static func map(_ error: CoreError) -> ServiceError {
        switch error {
        case .fieldNotHeld(let field, let destination):
            let what = field == .items ? "items" : "a " + field.rawValue
            let holders = DestinationType.allCases.filter(field.isHeld(by:)).map(\.rawValue)
            let choices = holders.dropLast().joined(separator: ", ") + " or " + (holders.last ?? "")
            let remedy =
                switch field {
                case .dueDate: "Send \"due\": null, or choose "
                case .items: "Send \"items\": [], or choose "
                case .recurrence, .priority: "Choose "
                }
            return ServiceError(
                .badRequest, code: "field_not_held",
                message: "A \(destination.rawValue) cannot hold \(what), so nothing was placed. \(remedy)"
                    + choices + " as the destination.")
        case .emptyTitle:
            return ServiceError.badField("title", "cannot be empty.")
        case .emptyItem:
            return ServiceError.badField("items", "cannot hold an empty item.")
        case .noSuchItem(let number, let count):
            return ServiceError.badField("items", "names item \(number), but the suggestion has \(count).")
        default:
            return ServiceError(.badRequest, code: "bad_request", message: error.description)
        }
    }
}

/// Invalid domain values.
public enum CoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The capture text is empty or only white space.
    case emptyCapture
    /// The capture text is larger than the limit.
    case captureTooLong(byteCount: Int, limit: Int)
    /// A title is empty.
    case emptyTitle
    /// A value outside its allowed range.
    case outOfRange(field: String, value: String)
    /// An item of a list or plan has no text.
    case emptyItem
    /// An item number that the suggestion does not have (counted from 1).
    case noSuchItem(number: Int, count: Int)
    /// The destination cannot hold a field the suggestion carries; nothing was placed.
    case fieldNotHeld(field: SuggestionField, destination: DestinationType)

    public var description: String {
        switch self {
        case .emptyCapture:
            "Nothing to capture: the text is empty. Type a thought, e.g. offload capture \"call mom tomorrow\"."
        case .captureTooLong(let byteCount, let limit):
            "The capture is \(byteCount) bytes; the limit is \(limit) bytes. Split it into smaller captures."
        case .emptyTitle:
            "A title cannot be empty."
        case .outOfRange(let field, let value):
            "The value '\(value)' is not allowed for \(field)."
        case .emptyItem:
            "An item cannot be empty, so nothing was changed. Give it some text, or remove it."
        case .noSuchItem(let number, let count):
            "There is no item \(number): this suggestion has \(count) \(count == 1 ? "item" : "items"), "
                + "so nothing was changed."
        case .fieldNotHeld(let field, let destination):
            "A \(destination.rawValue) cannot hold \(field == .items ? "items" : "a " + field.rawValue), so nothing was placed. "
                + Self.hint(for: field)
        }
    }

    /// The message for the review session, whose keys differ from `decide`'s options.
    public var reviewDescription: String {
        guard case .fieldNotHeld(let field, let destination) = self else { return description }
        let what = field == .items ? "items" : "a " + field.rawValue
        let holders = DestinationType.allCases.filter(field.isHeld(by:)).map(\.rawValue).joined(separator: ", ")
        let drop =
            switch field {
            case .dueDate: "e w with an empty answer drops it"
            case .items: "x removes an item"
            case .recurrence, .priority: "choose another destination"
            }
        return "A \(destination.rawValue) cannot hold \(what), so nothing was placed: \(drop), or e d for one of "
            + "\(holders)."
    }

    private static func hint(for field: SuggestionField) -> String {
        let holders = DestinationType.allCases.filter(field.isHeld(by:)).map(\.rawValue)
        let choose = "choose " + holders.dropLast().joined(separator: ", ") + " or " + (holders.last ?? "")
        return switch field {
        case .dueDate: "Drop it with --no-due, or \(choose)."
        case .recurrence: "Drop it with --no-recurrence, or \(choose)."
        case .priority: "Drop it with --no-priority, or \(choose)."
        case .items: "Remove them with --remove-item N, or \(choose)."
        }
    }
}

/// A part of a suggestion that its destination may or may not be able to hold.
///
/// Placing never drops a field: a suggestion whose destination cannot hold one of its fields is refused with
/// ``CoreError/fieldNotHeld(field:destination:)`` until the field is removed or the destination changed.
public enum SuggestionField: String, Sendable, CaseIterable {
    case dueDate = "due date"
    case recurrence
    case priority
    case items

    /// Whether `destination` holds this field.
    ///
    /// Category and tags are held by every destination; the others:
    ///
    /// | field | task | plan | list | communication | note |
    /// |---|---|---|---|---|---|
    /// | due date | ✓ | ✓ | – | ✓ | – |
    /// | recurrence | ✓ | – | – | ✓ | – |
    /// | priority | ✓ | ✓ | – | ✓ | – |
    /// | items | – | ✓ (steps) | ✓ | – | ✓ (in the body) |
    public func isHeld(by destination: DestinationType) -> Bool {
        switch self {
        case .dueDate: [.task, .plan, .communication].contains(destination)
        case .recurrence: [.task, .communication].contains(destination)
        case .priority: [.task, .plan, .communication].contains(destination)
        case .items: [.plan, .list, .note].contains(destination)
        }
    }
}

extension Suggestion {
    /// The fields this suggestion carries that its destination cannot hold, in declaration order; empty when it
    /// can be placed as it is.
    public var fieldsNotHeld: [SuggestionField] {
        SuggestionField.allCases.filter { field in has(field) && !field.isHeld(by: destinationType) }
    }

    /// Removes `field` from the suggestion.
    public mutating func remove(_ field: SuggestionField) {
        switch field {
        case .dueDate: dueDate = nil
        case .recurrence: recurrence = nil
        case .priority: priority = nil
        case .items: items = []
        }
    }

    /// Whether the suggestion carries `field`.
    public func has(_ field: SuggestionField) -> Bool {
        switch field {
        case .dueDate: dueDate != nil
        case .recurrence: recurrence != nil
        case .priority: priority != nil
        case .items: !items.isEmpty
        }
    }
}

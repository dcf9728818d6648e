import Foundation

/// The kinds of things placed in the organizer, as ids and messages name them.
public enum OrganizerItemKind: String, Codable, Sendable, CaseIterable {
    case task, communication
    case listItem = "list_item"
    case list, plan, note

    /// The word for it in a sentence: "list item".
    public var noun: String {
        switch self {
        case .listItem: "list item"
        default: rawValue
        }
    }
}

/// One thing in the organizer, found by an id prefix, a name or `LIST:N`.
public struct OrganizerItemReference: Hashable, Sendable {
    /// Its kind.
    public let kind: OrganizerItemKind
    /// Its full id.
    public let id: UUID
    /// Its title, name or text.
    public let title: String

    /// Creates a reference.
    public init(kind: OrganizerItemKind, id: UUID, title: String) {
        self.kind = kind
        self.id = id
        self.title = title
    }
}

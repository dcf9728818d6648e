import OffloadCore

/// `{"id", "kind", "title"}`: one organizer item named in a result, such as what `rm --json` removed.
public struct ItemReferenceJSON: Encodable, Equatable {
    /// The full id, lowercase UUID.
    public let id: String
    /// `task`, `communication`, `list_item`, `list`, `plan` or `note`.
    public let kind: String
    /// Its title, name or text, exactly as stored.
    public let title: String

    /// The object for `item`.
    public init(_ item: OrganizerItemReference) {
        id = item.id.lowercased
        kind = item.kind.rawValue
        title = item.title
    }
}

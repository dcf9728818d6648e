/// The two kinds of the user's own labels: a category (one per item) and tags (any number per item).
public enum LabelKind: String, Hashable, Sendable, CaseIterable {
    case category, tag

    /// The table of its names.
    var table: OrganizerTable { self == .category ? .categories : .tags }
}

/// A category or tag with how many items carry it.
public struct LabelCount: Hashable, Sendable {
    /// Its name.
    public let name: String
    /// How many tasks carry it.
    public let tasks: Int
    /// How many plans, lists, communications and notes carry it.
    public let others: Int
}

/// The outcome of a rename, merge or delete of a category or tag.
public struct LabelChange: Hashable, Sendable {
    /// The name it had (as stored).
    public let name: String
    /// How many items were re-pointed or cleared.
    public let items: Int
}

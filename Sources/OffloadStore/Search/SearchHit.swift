/// What kind of row a search hit is.
public enum SearchKind: String, CaseIterable, Codable, Sendable {
    /// A live capture; its text is the raw text.
    case capture
    /// A task; its text is the title, then the notes on the next line.
    case task
    /// A list; its text is the name.
    case list
    /// An item of a list; its text is the item's text.
    case listItem = "list_item"
    /// A plan; its text is the title.
    case plan
    /// A communication item; its text is the title, then the contact on the next line.
    case communication
    /// A note; its text is the title, then the body on the next line.
    case note
}

/// One row that matches a search: what it is, its text and where the query matched it.
public struct SearchHit: Equatable, Sendable {
    /// What kind of row this is.
    public let kind: SearchKind
    /// The id of the row in its own table (a lowercase UUID for rows Offload wrote).
    public let id: String
    /// The searchable text of the row; for two-part rows the parts are joined by a line break (`"\n"`).
    public let text: String
    /// The ranges of `text` that matched a search token, in order and not overlapping.
    public let matches: [Range<String.Index>]
    /// SQLite's bm25 rank: lower is a better match (a negative number).
    public let rank: Double

    /// Creates a hit.
    ///
    /// - Parameters:
    ///   - kind: What kind of row this is.
    ///   - id: The row's id.
    ///   - text: The row's searchable text.
    ///   - matches: Ranges of `text` (indexes of `text` itself) that matched, in order.
    ///   - rank: The bm25 rank, lower first.
    public init(kind: SearchKind, id: String, text: String, matches: [Range<String.Index>], rank: Double) {
        self.kind = kind
        self.id = id
        self.text = text
        self.matches = matches
        self.rank = rank
    }
}

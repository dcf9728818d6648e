import OffloadStore

/// The JSON shape of `offload search --json`: the query as searched and the hits, best first.
public struct SearchJSON: Encodable {
    /// One hit.
    public struct Hit: Encodable {
        /// `capture`, `task`, `list`, `list_item`, `plan`, `communication` or `note`.
        public let kind: String
        /// The full id of the row.
        public let id: String
        /// The searchable text exactly as stored (two parts joined by a line break).
        public let text: String
        /// SQLite's bm25 rank: lower is better.
        public let rank: Double
    }

    /// The words searched for, joined by spaces.
    public let query: String
    /// The hits, best first.
    public let hits: [Hit]

    /// The object for `hits` of `query`.
    public init(query: String, hits: [SearchHit]) {
        self.query = query
        self.hits = hits.map { Hit(kind: $0.kind.rawValue, id: $0.id, text: $0.text, rank: $0.rank) }
    }
}

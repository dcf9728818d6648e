import OffloadCore

/// Picks the ``ListType`` of a new list from its name.
enum ListKind {
    /// The name of the list used when a list suggestion names none.
    static let defaultName = "Inbox"

    private static let keywords: [(ListType, [String])] = [
        (.shopping, ["grocer", "shop", "supermarket", "market", "store", "buy", "pharmacy", "hardware", "costco"]),
        (.packing, ["pack", "trip", "travel", "vacation", "holiday", "luggage", "camping", "suitcase"]),
        (.reference, ["read", "watch", "movie", "film", "book", "podcast", "recipe", "idea", "gift", "wish"]),
    ]

    /// `shopping`, `packing` or `reference` when the name contains one of their words, else `custom`.
    static func type(forName name: String) -> ListType {
        let lowered = name.lowercased()
        return keywords.first { _, words in words.contains { lowered.contains($0) } }?.0 ?? .custom
    }
}

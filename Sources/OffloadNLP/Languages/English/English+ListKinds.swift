import OffloadCore

extension ListKind {
    /// English words inside list names, per type.
    static let englishKeywords: [ListType: [String]] = [
        .shopping: ["grocer", "shop", "supermarket", "market", "store", "buy", "pharmacy", "hardware", "costco"],
        .packing: ["pack", "trip", "travel", "vacation", "holiday", "luggage", "camping", "suitcase"],
        .reference: ["read", "watch", "movie", "film", "book", "podcast", "recipe", "idea", "gift", "wish"],
    ]
}

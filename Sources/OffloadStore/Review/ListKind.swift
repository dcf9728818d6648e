import Foundation
import OffloadCore

/// Picks the ``ListType`` of a new list from its name.
///
/// The words are tables, one per language (English here, German and Spanish in `ListKind+German.swift` and
/// `ListKind+Spanish.swift`); a name is matched against all of them, folded to lower case without diacritics, so
/// "Súper" and "Bücher" find "super" and "bucher".
enum ListKind {
    /// The name of the list used when a list suggestion names none.
    static let defaultName = "Inbox"

    /// English words inside list names, per type.
    static let englishKeywords: [ListType: [String]] = [
        .shopping: ["grocer", "shop", "supermarket", "market", "store", "buy", "pharmacy", "hardware", "costco"],
        .packing: ["pack", "trip", "travel", "vacation", "holiday", "luggage", "camping", "suitcase"],
        .reference: ["read", "watch", "movie", "film", "book", "podcast", "recipe", "idea", "gift", "wish"],
    ]

    /// The types in the order they are tried: a shopping word wins over a packing word, which wins over a reading
    /// one ("Geschenke kaufen" is shopping).
    private static let order: [ListType] = [.shopping, .packing, .reference]

    private static let keywords: [(ListType, [String])] = order.map { type in
        (type, [englishKeywords, germanKeywords, spanishKeywords].flatMap { $0[type] ?? [] })
    }

    /// `shopping`, `packing` or `reference` when the name contains one of their words, else `custom`.
    static func type(forName name: String) -> ListType {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        return keywords.first { _, words in words.contains { folded.contains($0) } }?.0 ?? .custom
    }
}

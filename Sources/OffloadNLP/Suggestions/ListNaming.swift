import OffloadCore

/// Picks the list a list suggestion belongs to.
///
/// Order: an existing list named by the text ("add eggs to my shopping list" → the user's "Shopping"); a list
/// named by a header ("packing: …"); "Groceries" for food items; "Packing" for a trip; otherwise the fallback (the
/// `default-list` setting, matched to an existing list in any case), else "List".
enum ListNaming {
    private static let synonyms: [String: [String]] = [
        "groceries": ["grocery", "groceries", "shopping", "food", "supermarket", "grocery list", "shopping list"],
        "packing": ["packing", "pack", "trip", "travel", "packing list"],
        "to read": ["reading", "books", "to read", "reading list", "books to read"],
        "to watch": ["movies", "films", "shows", "to watch", "watch list", "watchlist"],
    ]

    static func name(for part: Part, existingLists: [String], fallback: String? = nil) -> String {
        let named = part.entities.first { $0.kind == .listName }.map { ($0.value.text ?? $0.text).lowercased() }
        if let named, let match = existing(named, in: existingLists) { return match }
        let kind = named.map(canonical) ?? kind(of: part)
        if let kind, let match = existing(kind, in: existingLists) { return match }
        if let named { return SuggestionBuilder.capitalized(named) }
        switch kind {
        case "groceries": return "Groceries"
        case "packing": return "Packing"
        default:
            guard let fallback else { return "List" }
            return existingLists.first { $0.lowercased() == fallback.lowercased() } ?? fallback
        }
    }

    /// "groceries" when at least half the item words are food, "packing" when a word speaks of travel.
    private static func kind(of part: Part) -> String? {
        var itemWords = 0
        var foodWords = 0
        for entity in part.entities where entity.kind == .listItem {
            for word in (entity.value.text ?? entity.text).lowercased().split(separator: " ") {
                itemWords += 1
                if ListLexicon.food.contains(String(word)) { foodWords += 1 }
            }
        }
        if foodWords > 0 && foodWords * 2 >= itemWords { return "groceries" }
        return part.tokens.contains { ListLexicon.travel.contains($0.normalized) } ? "packing" : nil
    }

    /// The canonical list kind of a name ("shopping" → "groceries"), or the name itself.
    private static func canonical(_ name: String) -> String {
        let key = name.lowercased()
        return synonyms.first { $0.value.contains(key) }?.key ?? key
    }

    private static func existing(_ name: String, in lists: [String]) -> String? {
        let wanted = canonical(name)
        return lists.first { canonical($0) == wanted || $0.lowercased() == name.lowercased() }
    }
}

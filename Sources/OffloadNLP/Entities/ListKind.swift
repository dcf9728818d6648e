import Foundation
import OffloadCore

/// Picks the ``ListType`` of a new list from its name.
///
/// The words are tables, one per language, in each ``LanguagePack`` (`Languages/German/German+ListKinds.swift`, …);
/// a name is matched against all of them, folded to lower case without diacritics, so "Súper" and "Bücher" find
/// "super" and "bucher".
public enum ListKind {
    /// The name of the list used when a list suggestion names none.
    public static let defaultName = "Inbox"

    /// The types in the order they are tried: a shopping word wins over a packing word, which wins over a reading
    /// one ("Geschenke kaufen" is shopping).
    private static let order: [ListType] = [.shopping, .packing, .reference]

    private static let keywords: [(ListType, [String])] = order.map { type in
        (type, LanguagePack.all.flatMap { $0.listKinds[type] ?? [] })
    }

    /// `shopping`, `packing` or `reference` when the name contains one of their words, else `custom`.
    public static func type(forName name: String) -> ListType {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        return keywords.first { _, words in words.contains { folded.contains($0) } }?.0 ?? .custom
    }
}

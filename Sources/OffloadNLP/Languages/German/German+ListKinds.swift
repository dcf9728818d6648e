import OffloadCore

extension ListKind {
    /// German words inside list names, per type, folded (lower case, no diacritics).
    static let germanKeywords: [ListType: [String]] = [
        .shopping: ["einkauf", "kaufen", "supermarkt", "markt", "drogerie", "apotheke", "baumarkt", "besorg"],
        .packing: ["packen", "urlaub", "reise", "koffer", "gepack"],
        .reference: ["lesen", "bucher", "buch", "filme", "serie", "geschenk", "idee", "wunsch"],
    ]
}

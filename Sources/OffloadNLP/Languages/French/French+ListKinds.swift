import OffloadCore

extension ListKind {
    /// French words inside list names, per type (folded: "supermarché" is "supermarche").
    static let frenchKeywords: [ListType: [String]] = [
        .shopping: ["courses", "supermarche", "marche", "pharmacie", "bricolage", "achats", "epicerie"],
        .packing: ["valise", "voyage", "vacances", "bagages", "camping", "sac"],
        .reference: ["lire", "livres", "films", "series", "podcast", "recette", "idees", "cadeaux"],
    ]
}

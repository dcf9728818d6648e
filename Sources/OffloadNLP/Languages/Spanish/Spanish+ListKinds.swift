import OffloadCore

extension ListKind {
    /// Spanish words inside list names, per type, folded (lower case, no diacritics).
    static let spanishKeywords: [ListType: [String]] = [
        .shopping: ["compra", "super", "mercado", "farmacia", "ferreteria", "tienda"],
        .packing: ["maleta", "viaje", "vacaciones", "equipaje"],
        .reference: ["leer", "libro", "pelicula", "regalo", "ideas", "serie", "deseo"],
    ]
}

import OffloadCore
import Testing

@testable import OffloadNLP

@Suite struct ListKindTests {
    @Test(
        "German and Spanish list names find their type",
        arguments: [
            ("Wocheneinkauf", ListType.shopping), ("Drogerie", .shopping), ("Baumarkt Samstag", .shopping),
            ("Apotheke", .shopping), ("Koffer für Mallorca", .packing), ("Urlaub packen", .packing),
            ("Bücher zum Lesen", .reference), ("Filme", .reference), ("Geschenkideen Weihnachten", .reference),
            ("compras de la semana", .shopping), ("Súper", .shopping), ("Ferretería", .shopping),
            ("maleta Lisboa", .packing), ("equipaje de mano", .packing), ("viaje a Roma", .packing),
            ("Películas pendientes", .reference), ("regalos", .reference), ("libros por leer", .reference),
        ])
    func otherLanguages(name: String, type: ListType) {
        #expect(ListKind.type(forName: name) == type)
    }

    @Test(
        "English names keep their type, and a name with no list word is custom",
        arguments: [
            ("Groceries", ListType.shopping), ("Packing for Oslo", .packing), ("Books to read", .reference),
            ("Garden", .custom), ("Hausaufgaben", .custom), ("tareas", .custom),
        ])
    func english(name: String, type: ListType) {
        #expect(ListKind.type(forName: name) == type)
    }
}

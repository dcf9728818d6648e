import Testing

@testable import OffloadNLP

@Suite struct SpanishEntityTests {
    static func read(_ text: String) throws -> LocalizedReading { try LocalizedReading(text, locale: "es_ES") }

    @Test(
        "titled and family contacts keep their names",
        arguments: [
            LanguageCase(text: "escribir a la Sra. Ortega", entities: ["person:Sra. Ortega→Sra. Ortega"]),
            LanguageCase(text: "llamar a doña Rosario", entities: ["person:doña Rosario→doña Rosario"]),
            LanguageCase(
                text: "avisar al electricista a primera hora", entities: ["relation:electricista→electricista"]),
            LanguageCase(text: "pedir cita a la Dra. Molina", entities: ["person:Dra. Molina→Dra. Molina"]),
            LanguageCase(text: "Srta. Ibáñez: enviar contrato", entities: ["person:Srta. Ibáñez→Srta. Ibáñez"]),
            LanguageCase(text: "llamar al abuelo", entities: ["relation:abuelo→grandfather"]),
            LanguageCase(text: "avisar a mi tío", entities: ["relation:tío→uncle"]),
            LanguageCase(
                text: "llamar a la tía Marisa", entities: ["relation:tía→aunt", "person:Marisa→Marisa"]),
        ])
    func titledAndFamily(_ c: LanguageCase) throws {
        #expect(try Self.read(c.text).entities == c.entities)
    }

    @Test(
        "roles and institutions a communication reaches are contacts",
        arguments: [
            LanguageCase(text: "llamar a la fontanera", entities: ["relation:fontanera→fontanera"]),
            LanguageCase(text: "escribir a la guardería", entities: ["relation:guardería→guardería"]),
            LanguageCase(text: "avisar al conserje del ruido", entities: ["relation:conserje→conserje"]),
            LanguageCase(text: "llamar a Hacienda por la declaración", entities: ["relation:Hacienda→Hacienda"]),
            LanguageCase(text: "preguntar a la casera por la fianza", entities: ["relation:casera→landlord"]),
            LanguageCase(text: "enviar un correo a recepción", entities: ["relation:recepción→recepción"]),
        ])
    func rolesAndInstitutions(_ c: LanguageCase) throws {
        #expect(try Self.read(c.text).entities == c.entities)
    }

    @Test(
        "holidays and capitalized institutions are not people", arguments: ["comprar turrón para Navidad", "Hacienda"])
    func notPeople(_ text: String) throws {
        #expect(try Self.read(text).entities.allSatisfy { !$0.hasPrefix("person:") })
    }

    @Test(
        "list items without their verb, with units, after a dated header",
        arguments: [
            LanguageCase(
                text: "comprar yogures, fresas y pan",
                entities: ["list_item:comprar yogures→yogures", "list_item:fresas→fresas", "list_item:pan→pan"]),
            LanguageCase(
                text: "3 latas de atún y media docena de huevos",
                entities: ["list_item:3 latas de atún→atún×3can", "list_item:media docena de huevos→huevos×6"]),
            LanguageCase(
                text: "mercado del sábado: tomates, cebollas, ajo",
                entities: [
                    "list_name:mercado→mercado", "list_item:tomates→tomates", "list_item:cebollas→cebollas",
                    "list_item:ajo→ajo",
                ],
                title: "Mercado"),
            LanguageCase(
                text: "queso jamón pan",
                entities: ["list_item:queso→queso", "list_item:jamón→jamón", "list_item:pan→pan"]),
            LanguageCase(text: "manzanas e higos", entities: ["list_item:manzanas→manzanas", "list_item:higos→higos"]),
            LanguageCase(
                text: "meter yogur y plátanos en mi lista de compras",
                entities: ["list_item:yogur→yogur", "list_item:plátanos→plátanos", "list_name:compras→compras"]),
        ])
    func listItems(_ c: LanguageCase) throws {
        let reading = try Self.read(c.text)
        #expect(reading.entities == c.entities)
        if let title = c.title { #expect(reading.title == title) }
    }

    @Test(
        "titles leave out Spanish lead-ins and fillers",
        arguments: [
            ("tengo que renovar el pasaporte", "Renovar el pasaporte"),
            ("hay que regar las plantas", "Regar las plantas"),
            ("no olvidar: pagar el alquiler", "Pagar el alquiler"),
            ("pues, acordarme de llamar al seguro", "Llamar al seguro"),
            ("este, mandar el informe", "Mandar el informe"),
            ("eh comprar este libro", "Comprar este libro"),
            ("o sea que no se me olvide la llave", "La llave"),
            // A verb whose object is a person is the message, no lead-in.
            ("recordar a Lucía que firme el contrato", "Recordar a Lucía que firme el contrato"),
            ("recordar sacar la basura", "Sacar la basura"),
        ])
    func leadIns(text: String, title: String) throws {
        #expect(try Self.read(text).title == title)
    }
}

extension EntityLexicon {
    /// Spanish's words for the entity rules and the title cleaner, added to English's for a Spanish capture.
    ///
    /// Spanish marks a person object with "a" ("llamar a la abuela") and titles with short forms ("Dra. Vidal").
    static let spanishWords = EntityVocabulary(
        relations: spanishRelations,
        lists: [
            (.listWord, ["lista"]), (.listNameLink, ["de"]), (.conjunction, ["y", "e", "o"]),
            (.addVerb, ["anadir", "anade", "agregar", "agrega", "apuntar", "apunta", "poner", "pon", "meter", "mete"]),
            (.itemsPreposition, ["a", "en"]), (.listNameBoundary, ["mi", "la", "el", "a", "en", "de", "para"]),
            (
                .notHeader,
                ["nota", "idea", "recordatorio", "pregunta", "importante", "ojo", "no", "pensamiento", "dato"]
            ),
            (
                .dangling,
                [
                    "a", "al", "las", "los", "el", "la", "para", "antes", "de", "del", "en", "por", "hasta", "desde",
                    "y",
                    "sobre",
                ]
            ),
            (.dateConnector, ["antes", "para", "hasta"]),
            (
                .shoppingVerb,
                ["comprar", "compra", "pillar", "coger", "traer", "conseguir", "pedir", "encargar", "necesito"]
            ),
            (.shopItem, spanishShopItems), (.article, ["un", "una", "unos", "unas"]), (.unitLink, ["de"]),
            (.personalPreposition, ["a", "al"]),
            (.filler, ["eh", "ehm", "em", "mmm"]), (.leadInSubject, ["yo", "nosotros"]),
            (.leadInAdverb, ["todavia", "tambien", "aun", "realmente", "porfa"]),
        ],
        personClasses: spanishPersonClasses,
        priorities: ["urgente": .urgent, "importante": .high],
        units: spanishUnits,
        numberWords: [
            "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
            "doce": 12, "docena": 12, "medio": 0.5, "media": 0.5,
        ],
        instructions: [
            ["no", "olvidarme", "de"], ["no", "te", "olvides", "de"], ["no", "te", "olvides"], ["no", "olvides"],
            ["no", "olvidar"], ["que", "no", "se", "me", "olvide"], ["acordarme", "de"], ["acordarse", "de"],
            ["acuerdate", "de"], ["recordar"], ["recuerdame"], ["tengo", "que"], ["tenemos", "que"], ["hay", "que"],
            ["tendria", "que"], ["debo"], ["deberia"], ["necesito"], ["quiero"], ["me", "toca"],
        ],
        openers: [["o", "sea"], ["este", ","], ["pues"], ["bueno"], ["vale"], ["oye"], ["por", "favor"]])

    /// Spanish relation words and their canonical English reading.
    static let spanishRelations: [String: String] = [
        "mama": "mom", "madre": "mom", "mami": "mom", "papa": "dad", "padre": "dad", "papi": "dad",
        "abuela": "grandmother", "abuelita": "grandmother", "abuelo": "grandfather", "abuelito": "grandfather",
        "hermana": "sister", "hermano": "brother", "tia": "aunt", "tio": "uncle", "primo": "cousin", "prima": "cousin",
        "sobrino": "nephew", "sobrina": "niece", "hijo": "son", "hija": "daughter", "padres": "parents",
        "suegros": "in-laws", "novio": "boyfriend", "novia": "girlfriend", "pareja": "partner", "jefe": "boss",
        "jefa": "boss", "casero": "landlord", "casera": "landlord", "esposa": "wife", "esposo": "husband",
        "marido": "husband", "vecino": "neighbor", "vecina": "neighbor", "vecinos": "neighbor",
        "companero": "colleague", "companera": "colleague",
    ]
}

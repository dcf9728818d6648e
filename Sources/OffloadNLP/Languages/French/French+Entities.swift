extension EntityLexicon {
    /// French's words for the entity rules and the title cleaner, added to English's for a French capture.
    static let frenchWords = EntityVocabulary(
        relations: [
            "maman": "mom", "mere": "mom", "papa": "dad", "pere": "dad", "mamie": "grandmother",
            "grand-mere": "grandmother", "papi": "grandfather", "papy": "grandfather", "grand-pere": "grandfather",
            "soeur": "sister", "frere": "brother", "tante": "aunt", "oncle": "uncle", "fils": "son",
            "fille": "daughter",
            "mari": "husband", "femme": "wife", "parents": "parents", "patron": "boss", "patronne": "boss",
            "proprio": "landlord", "proprietaire": "landlord", "medecin": "doctor", "dentiste": "dentist",
            "plombier": "plumber", "voisin": "neighbor", "voisine": "neighbor",
        ],
        lists: [
            (.listWord, ["liste"]), (.conjunction, ["et", "ou"]), (.article, ["un", "une", "du", "des", "de"]),
            (.filler, ["euh", "bah", "ben"]), (.leadInSubject, ["je", "on"]),
            (.shoppingVerb, ["acheter", "achete", "prendre"]),
        ],
        priorities: ["urgent": .urgent, "important": .high],
        instructions: [["ne", "pas", "oublier", "de"], ["penser", "a"], ["il", "faut"], ["je", "dois"]],
        openers: [["alors"], ["bon"], ["donc"]])
}

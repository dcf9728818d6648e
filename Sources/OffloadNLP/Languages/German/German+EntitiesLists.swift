extension EntityLexicon {
    /// German unit words and their singular English form ("3 Packungen Nudeln" → pack).
    static let germanUnits: [String: String] = [
        "gramm": "g", "kilo": "kg", "kilogramm": "kg", "liter": "l", "milliliter": "ml", "packung": "pack",
        "packungen": "pack", "packchen": "packet", "flasche": "bottle", "flaschen": "bottle", "dose": "can",
        "dosen": "can", "tute": "bag", "tuten": "bag", "beutel": "bag", "glas": "jar", "glaser": "jar", "becher": "tub",
        "stuck": "piece", "scheibe": "slice", "scheiben": "slice", "bund": "bunch", "kiste": "crate", "kisten": "crate",
        "kasten": "crate", "rolle": "roll", "rollen": "roll", "tafel": "bar", "tafeln": "bar", "laib": "loaf",
        "laibe": "loaf", "karton": "carton", "tube": "tube", "tuben": "tube", "zehe": "clove", "zehen": "clove",
        "kopf": "head", "dutzend": "dozen",
    ]

    /// Things a German shopping list holds, read when items are written without separators ("Milch Eier Brot").
    static let germanShopItems: Set<String> = [
        "milch", "eier", "ei", "brot", "brotchen", "butter", "kase", "joghurt", "quark", "sahne", "mehl", "zucker",
        "salz", "pfeffer", "reis", "nudeln", "bohnen", "linsen", "haferflocken", "musli", "kaffee", "tee", "saft",
        "wasser", "wein", "bier", "apfel", "bananen", "banane", "orangen", "zitronen", "trauben", "beeren",
        "erdbeeren", "tomaten", "tomate", "kartoffeln", "zwiebeln", "zwiebel", "knoblauch", "karotten", "mohren",
        "salat", "spinat", "brokkoli", "paprika", "gurke", "gurken", "avocado", "pilze", "champignons", "mais",
        "erbsen", "hahnchen", "rindfleisch", "hackfleisch", "schinken", "wurst", "wurstchen", "lachs", "thunfisch",
        "fisch", "tofu", "schokolade", "kekse", "chips", "nusse", "honig", "marmelade", "ol", "essig", "ketchup",
        "senf", "sosse", "suppe", "hefe", "mozzarella", "parmesan", "feta", "pizza", "eis", "cola", "sprudel",
        "mineralwasser", "obst", "gemuse", "aufschnitt", "klopapier", "toilettenpapier", "seife", "shampoo",
        "zahnpasta", "zahnburste", "deo", "taschentucher", "batterien", "spulmittel", "waschmittel", "schwamme",
        "alufolie", "kerzen", "kleber", "briefmarken", "sonnencreme", "pflaster", "windeln", "feuchttucher",
        "handtucher", "socken", "ladekabel", "kuchenrolle", "mullbeutel", "kase", "wein",
    ]
}

extension EntityLexicon {
    /// Verbs that close a German task ("Termin verschieben"), and the communication and shopping verbs.
    static let germanTaskVerbs: Set<String> = {
        var verbs: Set<String> = [
            "machen", "erledigen", "bezahlen", "zahlen", "uberweisen", "abholen", "bringen", "rausbringen",
            "wegbringen", "putzen", "waschen", "reparieren", "buchen", "kundigen", "abgeben", "schicken", "senden",
            "verschicken", "drucken", "ausdrucken", "lesen", "aufraumen", "anmelden", "abmelden", "verschieben",
            "absagen", "entluften", "vorbereiten", "planen", "packen", "suchen", "finden", "ausfullen",
            "unterschreiben",
            "einreichen", "beantragen", "verlangern", "erneuern", "zuruckgeben", "umtauschen", "backen", "kochen",
            "giessen", "mahen", "saugen", "staubsaugen", "wischen", "spulen", "bugeln", "tanken",
            "reservieren", "bestatigen", "prufen", "checken", "klaren", "lernen", "uben", "schreiben", "gehen",
            "fahren", "holen", "kaufen", "besorgen", "einkaufen", "bestellen", "mitbringen",
        ]
        for (wordClass, words) in germanPersonClasses where wordClass == .communicationVerb { verbs.formUnion(words) }
        return verbs
    }()
}

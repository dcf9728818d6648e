extension EntityLexicon {
    /// German's words for the entity rules and the title cleaner, added to English's for a German capture.
    ///
    /// German writes every noun with a capital and puts the verb last ("Frau Berger wegen der Rechnung
    /// zurückrufen"), so a capital says nothing about a name and a communication verb reaches back to its contact.
    static let germanWords = EntityVocabulary(
        relations: germanRelations,
        lists: [
            (.listWord, ["liste"]), (.conjunction, ["und", "sowie"]),
            (.notHeader, ["notiz", "idee", "erinnerung", "frage", "wichtig", "info", "nicht", "gedanke", "hinweis"]),
            (
                .dangling,
                [
                    "am", "um", "bis", "ab", "vor", "zum", "zur", "im", "und", "fur", "an", "bei", "beim", "spatestens",
                    "wegen",
                ]
            ),
            (.dateConnector, ["am", "um", "bis", "ab", "vor", "fur", "spatestens"]),
            (.shoppingVerb, ["kaufen", "kauf", "besorgen", "besorg", "holen", "hol", "einkaufen", "bestellen"]),
            (.closingShoppingVerb, ["kaufen", "besorgen", "holen", "einkaufen", "bestellen", "mitbringen"]),
            (.closingVerb, germanTaskVerbs),
            (.shopItem, germanShopItems), (.article, ["ein", "eine", "einen", "einem"]),
            (.filler, ["ah", "ahm", "oh", "ohm", "hm", "hmm"]), (.leadInSubject, ["ich", "wir"]),
            (.leadInAdverb, ["noch", "unbedingt", "mal", "endlich", "auch", "schnell", "bitte"]),
            (
                .personObjectVerb,
                [
                    "anrufen", "zuruckrufen", "fragen", "nachfragen", "treffen", "besuchen", "einladen", "erinnern",
                    "kontaktieren", "benachrichtigen", "informieren", "erreichen", "anschreiben",
                ]
            ),
        ],
        personClasses: germanPersonClasses,
        priorities: ["dringend": .urgent, "eilig": .urgent, "wichtig": .high],
        units: germanUnits,
        numberWords: [
            "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
            "zwolf": 12, "dutzend": 12, "halb": 0.5, "halbe": 0.5, "halben": 0.5,
        ],
        instructions: [
            ["nicht", "vergessen"], ["vergiss", "nicht"], ["denk", "dran"], ["denk", "daran"], ["denke", "dran"],
            ["denke", "daran"], ["erinnere", "mich", "daran"], ["erinnere", "mich"], ["muss"], ["mussen"],
            ["sollte"], ["sollten"], ["mochte"], ["will"], ["wollen"],
        ],
        openers: [["also"], ["na"], ["ach"], ["bitte"]],
        nounSuffixes: [
            "ung", "heit", "keit", "schaft", "tion", "sion", "tat", "nis", "ment", "chen", "lein", "erei", "ismus",
            "liste", "termin", "zettel", "rechnung", "vertrag", "antrag",
        ],
        capitalizesNouns: true,
        closesClauseWithVerb: true)

    /// German relation words and their canonical English reading.
    static let germanRelations: [String: String] = [
        "mama": "mom", "mutter": "mom", "mutti": "mom", "mami": "mom", "papa": "dad", "vater": "dad", "vati": "dad",
        "papi": "dad", "oma": "grandmother", "omi": "grandmother", "grossmutter": "grandmother",
        "opa": "grandfather", "opi": "grandfather", "grossvater": "grandfather", "schwester": "sister",
        "bruder": "brother", "tante": "aunt", "onkel": "uncle", "cousin": "cousin", "cousine": "cousin",
        "nichte": "niece", "neffe": "nephew", "sohn": "son", "tochter": "daughter", "ehefrau": "wife",
        "ehemann": "husband", "eltern": "parents", "schwiegereltern": "in-laws", "chef": "boss", "chefin": "boss",
        "vermieter": "landlord", "vermieterin": "landlord", "nachbar": "neighbor", "nachbarin": "neighbor",
        "nachbarn": "neighbor", "kollege": "colleague", "kollegin": "colleague", "kollegen": "colleague",
        "mitbewohner": "roommate", "mitbewohnerin": "roommate",
    ]
}

extension EntityLexicon {
    /// German words of each ``PersonWordClass``: how a German capture reaches a person, a role or an institution.
    static let germanPersonClasses: [(PersonWordClass, Set<String>)] = [
        (
            .communicationVerb,
            [
                "anrufen", "ruf", "rufe", "zuruckrufen", "schreiben", "schreib", "anschreiben", "zuruckschreiben",
                "mailen", "simsen", "texten", "fragen", "frag", "nachfragen", "sagen", "sag", "erinnern",
                "kontaktieren",
                "informieren", "benachrichtigen", "melden", "treffen", "besuchen", "einladen", "antworten",
                "telefonieren", "sprechen", "reden", "danken", "gratulieren", "whatsappen", "erreichen", "anfragen",
            ]
        ),
        (
            .communicationNoun,
            ["mail", "nachricht", "anruf", "brief", "sms", "termin", "treffen", "gesprach", "telefonat", "bescheid"]
        ),
        (
            .role,
            [
                "arzt", "arztin", "zahnarzt", "zahnarztin", "hausarzt", "hausarztin", "tierarzt", "tierarztin",
                "kinderarzt", "kinderarztin", "frauenarzt", "frauenarztin", "handwerker", "elektriker", "klempner",
                "installateur", "steuerberater", "steuerberaterin", "anwalt", "anwaltin", "lehrer", "lehrerin",
                "klassenlehrer", "klassenlehrerin", "erzieher", "erzieherin", "hausmeister", "friseur", "friseurin",
                "therapeut", "therapeutin", "physiotherapeut", "mechaniker", "makler", "maklerin", "tagesmutter",
                "trainer", "trainerin", "apotheker", "apothekerin", "notar", "gartner", "babysitter",
            ]
        ),
        (
            .institution,
            [
                "hausverwaltung", "verwaltung", "schule", "kita", "kindergarten", "finanzamt", "bank", "sparkasse",
                "krankenkasse", "versicherung", "praxis", "arztpraxis", "werkstatt", "apotheke", "stadtwerke",
                "burgeramt", "amt", "rathaus", "jobcenter", "hotline", "kundenservice", "kundendienst", "uni",
                "universitat", "hochschule", "polizei", "gericht", "botschaft", "konsulat", "fitnessstudio", "verein",
                "anbieter", "stromanbieter", "vermietung", "hort", "behorde",
            ]
        ),
        (.contactPreposition, ["mit", "an", "bei", "beim", "fur", "von"]),
        (.department, ["vertrieb", "buchhaltung", "personalabteilung", "abteilung", "personalburo"]),
        (
            .personDeterminer,
            [
                "der", "die", "den", "dem", "mein", "meine", "meinen", "meinem", "meiner", "unser", "unsere", "unseren",
                "unserem", "unserer", "beim", "zum", "zur",
            ]
        ),
        (.honorific, ["herr", "herrn", "frau", "dr", "prof", "doktor"]),
        (.firstName, germanFirstNames),
        (.notName, germanFunctionWords.union(germanTaskNouns)),
        (.titleLead, ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "im", "am", "zum"]),
    ]

    static let germanFirstNames: Set<String> = [
        "jonas", "leon", "finn", "felix", "maximilian", "elias", "noah", "moritz", "tobias", "florian", "stefan",
        "thomas", "andreas", "markus", "christian", "martin", "jan", "jens", "uwe", "jurgen", "klaus", "wolfgang",
        "dieter", "horst", "sabine", "petra", "monika", "ursula", "claudia", "andrea", "susanne", "katrin",
        "kerstin", "birgit", "heike", "anja", "nicole", "lea", "leonie", "marie", "clara", "greta", "ida",
        "johanna", "katharina", "franziska", "jana", "niklas", "jakob", "sebastian", "matthias", "philipp", "simon",
        "gudrun", "helga", "ingrid", "renate", "karin", "bernd", "jorg", "sven", "lars", "timo", "nina",
    ]

    static let germanFunctionWords: Set<String> = [
        "wegen", "mit", "und", "oder", "zu", "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem",
        "einer", "fur", "uber", "ich", "du", "er", "sie", "es", "wir", "ihr", "mich", "mir", "dich", "dir", "ihm",
        "ihn", "uns", "euch", "noch", "mal", "bitte", "danke", "nicht", "kein", "keine", "auch", "schon", "dann",
        "jetzt", "bald", "sofort", "gleich", "wieder", "alle", "alles", "nach", "vor", "von", "vom", "zum", "zur",
        "im", "am", "um", "an", "auf", "aus", "bei", "beim", "bis", "ab", "ob", "dass", "wenn", "weil", "aber",
        "was", "wer", "wie", "wo", "warum", "wann", "hallo", "heute", "wegen", "sowie", "unbedingt", "endlich",
        "muss", "mussen", "sollte", "sollten", "will", "wollen", "kann", "konnen", "mochte", "werde", "habe", "hat",
        "ist", "sind", "bin", "war", "dass", "denk", "dran", "daran", "vergessen", "also", "na", "ach", "kunde",
        "kunden", "kundin", "leute", "leuten", "freunde", "freunden", "allen", "jemand", "jemandem", "gaste",
        "gasten",
    ]

    /// Nouns German tasks are full of, never a name however they are written.
    static let germanTaskNouns: Set<String> = [
        "termin", "rechnung", "heizung", "steuererklarung", "brief", "paket", "antrag", "formular", "vertrag",
        "angebot", "bescheid", "ticket", "karte", "geld", "miete", "auto", "wohnung", "haus", "arbeit", "buro",
        "handy", "nummer", "adresse", "liste", "notiz", "idee", "frage", "antwort", "mail", "nachricht", "anruf",
        "einkauf", "geschenk", "geburtstag", "party", "essen", "abendessen", "kaffee", "bestellung", "lieferung",
        "reparatur", "zahlung", "uberweisung", "konto", "kundigung", "anmeldung", "unterlagen", "ausweis",
        "reisepass", "flug", "zug", "urlaub", "reise", "koffer", "wasche", "mull", "garten", "keller", "fenster",
        "schlussel", "kuche", "bad", "weihnachten", "ostern", "silvester", "treffen", "besprechung", "sitzung",
        "projekt", "bericht", "prasentation", "mahnung", "quittung", "beleg", "steuer", "steuern", "versicherung",
    ]
}

extension LexiconTable {
    /// German date words, written as German spells them: the lexicon files each under its normalized form (lower
    /// case, no umlauts, "ß" as "ss": "nächsten" is "nachsten") and with umlauts as two letters ("naechsten").
    static let german: LexiconTable = {
        var table = LexiconTable()
        table.digraphs = ["ä": "ae", "ö": "oe", "ü": "ue"]
        table.months = [
            "januar": 1, "jänner": 1, "jan": 1, "februar": 2, "feber": 2, "feb": 2, "märz": 3, "mrz": 3, "april": 4,
            "apr": 4, "mai": 5, "juni": 6, "jun": 6, "juli": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
            "sep": 9, "sept": 9, "oktober": 10, "okt": 10, "november": 11, "nov": 11, "dezember": 12, "dez": 12,
        ]
        table.weekdays = [
            "montag": 1, "dienstag": 2, "mittwoch": 3, "donnerstag": 4, "freitag": 5, "samstag": 6,
            "sonnabend": 6, "sonntag": 7,
            // Swiss German, as typed in Bern, Zurich or Lucerne.
            "mäntig": 1, "zischtig": 2, "mittwuch": 3, "donnschtig": 4, "donschtig": 4, "fritig": 5, "friitig": 5,
            "samschtig": 6, "sunntig": 7, "mo": 1, "di": 2, "mi": 3, "do": 4, "fr": 5, "sa": 6, "so": 7,
        ]
        table.ambiguousWeekdays = ["mo", "di", "mi", "do", "fr", "sa", "so"]
        // "so" is "so", "do" the English "do" in mixed text: they need more than the end of a phrase.
        table.ordinaryWordWeekdays = ["do", "so"]
        table.honorificWeekdays = ["fr"]  // "Fr. Schulze", "Fr. Dr. Weber": Frau
        table.determiners = [
            "ich", "du", "er", "sie", "es", "wir", "ihr", "man", "mein", "meine", "meinen", "dein", "deine", "sein",
            "seine", "unser", "unsere", "euer", "eure", "kein", "keine", "i", "you", "it",
        ]
        table.greetingAdjectives = ["guten", "gute", "schönen", "schöne"]
        table.weekdayPlurals = [
            "montags": 1, "dienstags": 2, "mittwochs": 3, "donnerstags": 4, "freitags": 5, "samstags": 6,
            "sonntags": 7,
        ]
        // "dienstags ist Markt", "sonntags sind alle zu": a plural weekday a statement is about is no schedule.
        table.pastBeWords = ["war", "waren", "wurde", "wurden"]
        table.articlePrepositions = ["am", "im", "beim", "zum", "zur", "vom"]
        // "Frau Gasser war am Dienstag da", "habe am Montag angerufen": a day in a clause that tells what happened.
        table.pastTenseWords = [
            "war", "waren", "warst", "hatte", "hatten", "hattest", "kam", "kamen", "ging", "gingen", "lief", "liefen",
            "gab", "fand", "worden", "wurde", "wurden", "fiel", "fielen",
            // Participles of the south without "ge": "gmacht", "gfunden", Swiss "gsi" (gewesen).
            "gsi", "gsii", "gha", "ghaa", "gwesen", "gwesn", "gworden", "gwordn", "gmacht", "gfunden", "gsagt", "ghabt",
            "gholt", "gschafft", "gsehen", "gsehn", "gwonnen",
            // Bavarian and Austrian "gewesen", "gewonnen", "verloren": "um halb 9 am gipfel gwen", "2:0 gwunna".
            "gwen", "gwunna", "gwunnen", "verlorn",
        ]
        table.perfectAuxiliaries = [
            "habe", "hab", "hast", "hat", "haben", "habt", "bin", "bist", "ist", "sind", "seid",
            // Spoken, Swiss and Bavarian forms: "is", "isch", "hät", "hend", "ham", Bernese "het" and "hei" ("dr FC
            // het am Samschtig gspillt"), Bavarian "hod", "hob", "hom".
            "is", "isch", "hät", "hend", "ham", "het", "hei", "hod", "hob", "hom",
        ]
        table.pastForms = PastForms(
            participleMarker: "ge",
            separablePrefixes: [
                "an", "ab", "auf", "aus", "ein", "mit", "nach", "vor", "zu", "zurück", "zurueck", "weg", "hin", "her",
                "los", "fest", "durch", "um", "vorbei", "rein", "raus", "entgegen", "zusammen", "heim", "weiter",
                "wieder", "hoch", "runter", "fort", "frei", "dazu", "leer", "voll", "fertig", "kaputt",
            ],
            inseparablePrefixes: ["be", "ver", "er", "ent", "emp", "zer", "miss", "uber", "ueber"],
            participleEndings: ["t", "en"], minimumStemLength: 4)
        table.pastForms.inseparableAloneEndings = ["t"]
        table.pastForms.inseparableLookalikeEndings = [
            "at", "ot", "it", "ut", "icht", "echt", "ust", "nst", "est", "schaft", "arzt", "heft", "amt", "kunft",
            "punkt", "markt", "projekt", "konzert", "besetzt",
        ]
        table.pastForms.unmarkedEndings = ["iert"]
        // Swiss, Bavarian and Swabian participles: "gmacht", "durchgschafft", "gwunne", "gspieben".
        table.pastForms.contractedMarker = "g"
        table.pastForms.contractedFollowers = ["b", "d", "f", "h", "j", "k", "m", "p", "s", "t", "w", "z"]
        table.pastForms.contractedEndings = ["t", "en", "e"]
        table.pastForms.contractedLookalikes = [
            "gschäft", "gschaeft", "gschaft", "gschicht", "gschichte", "gsicht", "gwicht", "gfrett", "gschmack",
            "gspusi", "gschwister",
        ]
        table.pastForms.markedParticiples = ["gefallen", "geraten"]
        table.pastForms.markedInfinitives = [
            "gestalten", "gewinnen", "genießen", "geniessen", "gehören", "gehoeren", "gehoren", "gebrauchen",
            "gestehen",
            "gewöhnen", "gewoehnen", "gewohnen", "genehmigen", "gewähren", "gewaehren", "gewahren", "gelingen",
            "gefallen", "geraten", "gedenken", "geleiten", "gewährleisten", "gewaehrleisten", "gewahrleisten",
            "gestatten", "gebären", "gebaeren", "geloben", "gefährden", "gefaehrden", "gefahrden",
        ]
        table.measureNouns = [
            "tasse", "tassen", "el", "tl", "essloffel", "teeloffel", "zoll", "mm", "cm", "km", "kg", "liter", "ml",
            "gramm", "kilo", "meter",
        ]
        table.readingUnits = ["°", "grad", "bar", "mbar", "hpa", "mmhg", "mm"]
        table.readingLabels = [
            "bz", "rr", "temp", "puls", "blutdruck", "blutzucker", "gewicht", "spo2", "sättigung", "inr", "druck",
        ]
        table.exceptWords = ["außer", "ausser", "ausgenommen"]
        table.conditionWords = ["wenn", "wenns", "falls", "sofern"]
        table.invertedConditionWords = ["sollte", "sollten"]
        table.distributiveWords = ["je", "jeweils", "pro"]
        table.awayWords = [
            "fliegt", "fliegen", "fliagt", "reist", "verreist", "urlaub", "abwesend", "unterwegs",
            "krankgeschrieben", "karenz", "elternzeit", "mutterschutz",
            // Moving and retiring: "lisa zieht am 24. nach leipzig", "hinrichs geht zum 30.6. in rente" ("die Gäste
            // reisen am Sonntag an" arrive).
            "zieht", "ziehen", "zügelt", "zügeln", "rente", "ruhestand",
        ]
        // The weather and its forecasts; not "grad" (also "gerade") or "wind" alone.
        table.weatherWords = [
            "wetter", "wetterbericht", "wettervorhersage", "vorhersage", "dwd", "meteo", "meteoschweiz", "regen",
            "schnee", "schneit", "schneie", "schneien", "frost", "bodenfrost", "nachtfrost", "nebel", "sturm",
            "sturmböen", "böen", "gewitter", "hagel", "glätte", "glatteis", "unwetter", "sturmwarnung", "hitze",
            "hitzewarnung", "bewölkt", "sonnig", "niederschlag", "föhn", "orkan", "orkanböen", "eisregen",
            "starkregen", "dauerregen", "schneefall", "graupel", "lawinengefahr", "lawinenwarnung", "regenradar",
            "lawinenwarndienst", "gwitter", "gewittern", "gwittern", "regnen", "regnet", "hageln", "hagelt",
        ]
        table.stillWords = ["noch", "no"]
        table.alreadyWords = ["schon", "scho", "bereits"]
        table.wishWords = ["irgendwann", "irgendwonn", "liebsten"]
        table.closedWords = ["zu", "geschlossen", "feiertag", "ruhetag", "zua"]
        table.eventVerbs = ["hat", "hod", "hot", "hät", "heiratet", "heirat", "feiert"]
        table.beforehandWords = ["vorher", "davor", "vorab"]
        table.namingWords = ["heißt", "heisst", "heißen", "heissen", "hieß", "hiess", "namens", "genannt"]
        table.scheduleNouns = [
            "fahrplan", "stundenplan", "speiseplan", "essensplan", "menüplan", "spielplan", "trainingsplan",
            "zeitplan", "ablaufplan", "wochenplan", "belegungsplan",
            "besuchszeiten", "öffnungszeiten", "sprechzeiten", "abfahrtszeiten", "trainingszeiten", "kurszeiten",
            "sprechstunden",
        ]
        table.scheduleNounEndings = ["plan", "zeiten"]
        table.speechVerbs = [
            "sagt", "sagte", "sagen", "sagten", "sogt", "meint", "meinte", "spricht", "schreibt", "motto", "spruch",
            "sprichwort",
        ]
        // "ned" (Austria, Bavaria), "nich" (the north), "nid"/"nöd" (Switzerland), as people type them.
        // "nimma", "nümm": Bavarian and Swiss "no longer" ("am Samschtig schaff i nümm").
        table.negationWords = [
            "nicht", "ned", "nich", "net", "nid", "nöd", "nie", "niemals", "nimmer", "nimma", "nümm", "nümme",
            // "kein" and its forms, as Austrians and Bavarians ("kan", "koa") and the Swiss ("kei") say them: "am
            // Sonntag mach ich keine Schicht mehr".
            "kein", "keine", "keinen", "keinem", "keiner", "kan", "kane", "koa", "koan", "kei", "keini",
        ]
        table.negationTails = ["mehr", "mea"]
        table.placePrepositions = ["im", "ins"]
        table.ageVerbs = ["wird", "werde", "wurde"]
        // "menú del día 12 euros": a currency after a number counts it.
        table.countedNouns = ["euro", "eur", "franken", "chf", "cent", "mark"]
        table.anniversaryWords = ["geburtstag", "geburtstage", "geburi", "jahrestag", "hochzeitstag", "namenstag"]
        // A verb that says what happens as a rule ("die Bücherei öffnet um 10"), unless a day pins it.
        table.habitualVerbs = [
            "offnet", "oeffnet", "schliesst", "liefert", "fahrt", "faehrt", "beginnt", "endet", "normalerweise",
            "meistens", "gewohnlich", "gewoehnlich", "ublicherweise", "ueblicherweise", "immer", "geöffnet",
            "geschlossen", "besetzt", "meist", "fängt", "hört", "regelmäßig", "oft", "häufig", "nie", "niemals",
            "selten", "grundsätzlich",
            // Swiss and Bavarian "always": "am fritig namittag mach i geng d buechhaltig".
            "geng", "gäng", "allweil", "stets",
        ]
        // Verbs in the present that say what is ("Dr. Keller hat donnerstags frei", "ich gehe jeden Morgen um 7");
        // a schedule with one is a habit.
        table.moveVerbs = ["verschoben", "verschieben", "verlegt", "verlegen", "geandert", "umgelegt", "getauscht"]
        table.statementVerbs = [
            "ist", "sind", "war", "waren", "bin", "fühlt", "fühlen", "wirkt", "wirken", "immer", "nie", "meistens",
            "oft", "bedeutet", "heißt", "hat", "haben", "habe", "hab", "gehe", "geht", "kommt", "kommen", "macht",
            "mache", "gibt", "gibts", "arbeite", "arbeitet", "spielt", "spiele", "wird", "gültig", "is", "isch",
            "niemals",
            "selten", "grundsätzlich",
            // What applies or costs from a day: "ab November gilt die neue Preisliste", "ab März kostet die Stunde 60".
            "gilt", "gelten", "kostet", "kosten", "choschtet", "chostet",
            // Swiss and Bavarian "always": "am fritig namittag mach i geng d buechhaltig".
            "geng", "gäng", "allweil", "stets",
        ]
        table.habitSubjects = ["ich", "wir"]
        // "falls es am Mittwoch schifft, wird der Waldtag verschoben": what will happen, not what to do. First
        // persons ("werde", "werden") tell the writer's intent, which may ask.
        table.reportingAuxiliaries = ["wird", "wurde", "wurden", "würde", "wirds"]
        table.modalVerbs = [
            "muss", "müssen", "soll", "sollen", "sollte", "sollten", "will", "wollen", "möchte", "möchten", "mochte",
            "darf", "dürfen", "kann", "können", "werde", "werden", "wollte", "wollten", "brauche", "brauchen", "hab",
            "habe", "haben", "bin", "sind", "sollt", "mag", "muß", "plane", "planen", "versuche", "versuchen",
        ]
        table.futureAuxiliaries = ["wird", "werden", "wirst", "werde", "werdet"]
        // "morgn" as typed fast, "moang" (Austria, Bavaria) and "morn" (Switzerland) as said; Swiss "hüt",
        // "übermorn", "geschter"; "heit", "heid" and "heint" (Bavaria, Austria, Tyrol), Kölsch "hück" and "morje",
        // Hessian and Palatine "morsche", Berlin "morjen", Bavarian "moing".
        table.relativeDays = [
            "heute": 0, "heut": 0, "morgen": 1, "morgn": 1, "moang": 1, "morn": 1, "übermorgen": 2, "gestern": -1,
            "vorgestern": -2, "hüt": 0, "übermorn": 2, "geschter": -1, "vorgeschter": -2, "heit": 0, "heid": 0,
            "heint": 0, "hück": 0, "morje": 1, "morsche": 1, "morjen": 1, "moing": 1, "übermorjen": 2,
            "übermorgn": 2, "übermoang": 2,
        ]
        table.nounsAfterArticle = ["morgen"]
        table.dayparts = [
            "morgen": .morning, "morge": .morning, "morje": .morning, "morsche": .morning, "morjen": .morning,
            "fria": .morning,
            "morgens": .morning, "früh": .morning,
            "fruah": .morning, "vormittag": .morning, "vormittags": .morning,
            "mittag": .noon, "mittags": .noon, "nachmittag": .afternoon, "nachmittags": .afternoon,
            "abend": .evening, "abends": .evening, "nacht": .night, "nachts": .night, "mitternacht": .midnight,
        ]
        table.daypartAdverbs = ["morgens", "vormittags", "mittags", "nachmittags", "abends", "nachts"]
        table.cardinals = [
            "null": 0, "ein": 1, "eins": 1, "eine": 1, "einem": 1, "einer": 1, "einen": 1, "zwei": 2, "drei": 3,
            "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11,
            "zwölf": 12, "dreizehn": 13, "vierzehn": 14, "fünfzehn": 15, "sechzehn": 16, "siebzehn": 17,
            "achtzehn": 18, "neunzehn": 19, "zwanzig": 20, "dreißig": 30, "vierzig": 40, "fünfzig": 50,
        ]
        table.ordinals = [
            "ersten": 1, "erste": 1, "erster": 1, "zweiten": 2, "zweite": 2, "dritten": 3, "dritte": 3,
            "vierten": 4, "vierte": 4, "fünften": 5, "fünfte": 5,
        ]
        table.units = [
            "sekunde": .second, "sekunden": .second, "minute": .minute, "minuten": .minute, "min": .minute,
            "stunde": .hour, "stunden": .hour, "std": .hour, "h": .hour, "tag": .day, "tage": .day, "tagen": .day,
            "woche": .week, "wochen": .week, "wochn": .week, "monat": .month, "monate": .month, "monaten": .month,
            "quartal": .quarter, "jahr": .year, "monats": .month, "jahres": .year, "jahre": .year, "jahren": .year,
        ]
        table.words = Self.germanWords
        table.capitalsOnly = ["we"]
        // "viertel 3" is 2:15 in the east and south ("viertel nach 3" and "viertel vor 3" need no hour right after).
        table.minutesBeforeHour = ["halb": 30, "halbi": 30, "dreiviertel": 15, "viertel": 45]
        table.minutesToHour = ["vor": .to]
        table.labelNouns = [
            "herr", "herrn", "frau", "hr", "dr", "prof", "fam", "familie", "fa", "firma", "straße", "str", "platz",
            "allee", "seite", "s", "zimmer",
            "raum", "gleis", "bahnsteig", "tisch", "nr", "nummer", "artikel", "art", "paragraf", "paragraph",
            "kapitel", "abschnitt", "haus", "linie", "bus", "tram", "ice", "version", "band", "heft", "folge", "note",
            "rr", "bz", "maßstab", "sitz", "reihe", "größe", "gr", "tag",
        ]
        table.conventions = DateConventions(
            writesDottedDates: true, marksOrdinalsWithDot: true, writesTwentyFourHourClock: true)
        table.frequencies = [
            "täglich": .day, "wöchentlich": .week, "monatlich": .month, "jährlich": .year,
            "stündlich": .hour,
        ]
        table.holidays = ["weihnachten": 1225, "heiligabend": 1224, "silvester": 1231, "neujahr": 101]
        return table
    }()

    /// German function words by role.
    private static let germanWords: [String: DateWord] = [
        // "da" is the article of the south as said ("heit in da früh").
        "der": .the, "da": .the, "die": .the, "das": .the, "den": .the, "dem": .the, "des": .the, "zum": .the,
        "zur": .the,
        "am": .on, "um": .at, "gegen": .around, "in": .inside, "im": .inside, "ab": .from, "von": .from,
        "vom": .from, "bis": .until, "zwischen": .between, "und": .and, "jeden": .every, "jede": .every,
        "jedes": .every, "alle": .every, "vor": .agoPrefix, "jetzt": .now, "nächsten": .next, "nächste": .next,
        "nächster": .next, "nächstes": .next, "kommenden": .coming, "kommende": .coming, "kommendes": .coming,
        "diesen": .this, "diese": .this, "dieser": .this, "dieses": .this, "letzten": .last, "letzte": .last,
        "letztes": .last, "vergangenen": .previous, "ende": .end, "anfang": .beginning, "mitte": .middle,
        "halb": .half, "halbi": .half, "viertel": .quarter, "uhr": .oclock, "wochenende": .weekend, "we": .weekend,
        "nach": .after,
        "innerhalb": .within, "-": .dash, "–": .dash, "für": .during, "woche": .week, "spätestens": .by, "übers": .over,
        "übernächste": .afterNext, "übernächsten": .afterNext, "übernächster": .afterNext, "übernächstes": .afterNext,
        "monatsende": .endOfMonth, "jahresende": .endOfYear, "seit": .since, "seitdem": .since,
        "ein": .article, "eine": .article, "einen": .article, "einem": .article, "einer": .article,
        "eines": .article,
    ]
}

extension LexiconTable {
    /// French date words (normalized: lower case, no accents, apostrophes dropped, so "aujourd'hui" is "aujourdhui"
    /// and "août" is "aout").
    static let french: LexiconTable = {
        var table = LexiconTable()
        table.months = [
            "janvier": 1, "janv": 1, "fevrier": 2, "fevr": 2, "fev": 2, "mars": 3, "avril": 4, "avr": 4, "mai": 5,
            "juin": 6, "juillet": 7, "juil": 7, "aout": 8, "septembre": 9, "sept": 9, "octobre": 10, "oct": 10,
            "novembre": 11, "nov": 11, "decembre": 12, "dec": 12,
        ]
        // "sept" is also seven, "mars" a planet and a chocolate bar: they need a day or a preposition.
        table.ambiguousMonths = ["sept", "mars"]
        table.weekdays = [
            "lundi": 1, "mardi": 2, "mercredi": 3, "jeudi": 4, "vendredi": 5, "samedi": 6, "dimanche": 7,
            "lun": 1, "mar": 2, "mer": 3, "jeu": 4, "ven": 5, "sam": 6, "dim": 7,
        ]
        table.ambiguousWeekdays = ["lun", "mar", "mer", "jeu", "ven", "sam", "dim"]
        // "mer" is the sea, "jeu" a game, "sam" a name: they need more than the end of a phrase.
        table.ordinaryWordWeekdays = ["mer", "jeu", "sam"]
        table.determiners = [
            "je", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "mon", "ma", "mes", "ton", "ta", "tes",
            "son", "sa", "ses", "notre", "votre", "leur", "un", "une",
        ]
        table.pastBeWords = ["etait", "etaient", "fut"]
        table.articlePrepositions = ["au", "du"]
        // No plural articles: plural weekdays have their own spelling ("les lundis"); "le lundi" is one Monday or
        // every Monday, which the article alone does not tell.
        table.pluralArticles = []
        // No past forms yet: the passé composé's auxiliary "a" is also the preposition "à" once accents are folded.
        table.pastTenseWords = []
        table.perfectAuxiliaries = []
        table.pastForms = PastForms()
        table.measureNouns = [
            "tasse", "tasses", "cuillere", "cuilleres", "pouce", "pouces", "mm", "cm", "km", "kg", "litre", "ml",
        ]
        table.readingUnits = ["°", "degres", "degre", "bar", "mbar", "hpa", "mmhg", "mm"]
        table.readingLabels = ["tension", "glycemie", "temp", "pouls", "poids", "inr"]
        table.exceptWords = ["sauf", "excepte"]
        table.conditionWords = ["si"]
        table.distributiveWords = ["chaque"]
        table.speechVerbs = ["dit", "disait", "ecrit"]
        table.negationWords = ["pas"]
        // "menú del día 12 euros": a currency after a number counts it.
        table.countedNouns = ["euros", "euro", "francs", "eur"]
        table.kinshipNouns = [
            "papi", "mamie", "oncle", "tante", "cousin", "cousine", "frere", "soeur", "fils", "fille", "voisin",
            "voisine",
        ]
        table.anniversaryWords = ["anniversaire", "anniversaires"]
        table.habitualVerbs = ["ouvre", "ferme", "commence", "finit", "normalement", "generalement", "souvent"]
        table.moveVerbs = ["deplace", "deplacee", "decale", "decalee", "reporte", "reportee", "avance", "avancee"]
        table.statementVerbs = ["est", "sont", "etait", "sera", "reste", "restent", "toujours", "jamais"]
        table.relativeDays = [
            "aujourdhui": 0, "auj": 0, "demain": 1, "dem": 1, "apres-demain": 2, "hier": -1, "avant-hier": -2,
        ]
        table.postposedModifiers = ["prochain", "prochaine", "dernier", "derniere"]
        table.dayArticles = ["le"]
        table.hourToMinutes = ["et": .past, "moins": .to]
        table.labelNouns = [
            "monsieur", "m", "madame", "mme", "mademoiselle", "mlle", "rue", "avenue", "av", "boulevard", "bd",
            "place", "chemin", "quai", "salle", "chambre", "page", "p", "ligne", "voie", "numero", "no", "table",
            "article", "art", "chapitre", "version", "tome", "episode", "decret", "loi", "taille",
        ]
        table.conventions = DateConventions(
            writesMonthsLowerCase: true, readsNumberAfterWeekdayAsDay: true, writesTwentyFourHourClock: true)
        table.dayparts = [
            "matin": .morning, "matinee": .morning, "midi": .noon, "apres-midi": .afternoon, "aprem": .afternoon,
            "soir": .evening, "soiree": .evening, "nuit": .night, "minuit": .midnight,
        ]
        table.cardinals = [
            "zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
            "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15,
            "seize": 16, "dix-sept": 17, "dix-huit": 18, "dix-neuf": 19, "vingt": 20, "trente": 30, "quarante": 40,
            "cinquante": 50,
        ]
        table.ordinals = ["premier": 1, "premiere": 1, "deuxieme": 2, "second": 2, "troisieme": 3]
        table.units = [
            "seconde": .second, "secondes": .second, "minute": .minute, "minutes": .minute, "min": .minute,
            "heure": .hour, "heures": .hour, "h": .hour, "jour": .day, "jours": .day, "semaine": .week,
            "semaines": .week, "mois": .month, "trimestre": .quarter, "an": .year, "ans": .year, "annee": .year,
            "annees": .year,
        ]
        table.words = [
            "le": .the, "la": .the, "les": .the, "l": .the, "a": .at, "au": .at, "en": .inside, "dans": .inside,
            "de": .of, "du": .of, "des": .of, "depuis": .since, "jusqua": .until, "jusquau": .until,
            "entre": .between, "et": .and, "chaque": .every, "tous": .every, "toutes": .every, "maintenant": .now,
            "prochain": .next, "prochaine": .next, "suivant": .following, "suivante": .following, "ce": .this,
            "cet": .this, "cette": .this, "dernier": .last, "derniere": .last, "fin": .end, "debut": .beginning,
            "mi": .middle, "demi": .half, "demie": .half, "quart": .quarter, "avant": .before, "apres": .after,
            "pour": .by, "vers": .around, "-": .dash, "–": .dash, "pendant": .during, "moins": .to, "semaine": .week,
            "week-end": .weekend, "weekend": .weekend,
        ]
        table.frequencies = [
            "quotidien": .day, "quotidiennement": .day, "hebdomadaire": .week, "mensuel": .month,
            "mensuellement": .month, "annuel": .year,
        ]
        table.holidays = ["noel": 1225, "toussaint": 1101, "reveillon": 1231]
        return table
    }()
}

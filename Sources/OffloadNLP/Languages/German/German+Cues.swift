extension CueWords {
    /// German: commands put the infinitive last ("Frau Berger wegen der Rechnung zurückrufen"), so the last word of
    /// a clause is read as a verb beside the first.
    static let german: CueWords = {
        let communication = spellings([
            "anrufen", "zurückrufen", "rückruf", "telefonieren", "schreiben", "anschreiben", "mailen", "emailen",
            "simsen", "whatsappen", "facetimen", "texten", "fragen", "nachfragen", "anfragen", "erfragen", "bitten",
            "antworten", "beantworten", "absagen", "zusagen", "informieren", "benachrichtigen", "melden", "bescheid",
            "sagen", "erzählen", "ausrichten", "einladen", "gratulieren", "bedanken", "danken", "kontaktieren",
            "klären", "abklären", "abstimmen", "erinnern", "ansprechen", "nachhaken", "ruf", "frag", "schreib", "sag",
            "anruf", "pingen", "slacken", "skypen",
        ])
        let actions = spellings([
            "kaufen", "besorgen", "holen", "abholen", "bezahlen", "zahlen", "überweisen", "buchen", "reservieren",
            "kündigen", "beantragen", "einreichen", "abgeben", "bringen", "wegbringen", "putzen", "waschen",
            "aufräumen", "reparieren", "machen", "erledigen", "checken", "prüfen", "lesen", "lernen", "drucken",
            "ausdrucken", "scannen", "bestellen", "zurückgeben", "einsammeln", "hochladen", "tauschen",
            "vorbereiten", "fertigmachen", "abschicken", "schicken", "verschicken", "senden", "unterschreiben",
            "ausfüllen", "eintragen", "aktualisieren", "installieren", "updaten", "backen", "kochen", "gießen",
            "füttern", "raussuchen", "suchen", "finden", "verlängern", "erneuern", "anmelden", "abmelden",
            "ummelden", "einkaufen", "tanken", "mähen", "saugen", "staubsaugen", "spülen", "bügeln", "packen",
            "einpacken", "auspacken", "ausräumen", "einräumen", "abstauben", "entsorgen", "rausbringen",
            "wechseln", "streichen", "montieren", "aufbauen", "abbauen", "schneiden", "nehmen", "mitnehmen",
            "abgeben", "zurückbringen", "verkaufen", "spenden", "üben", "trainieren", "laufen", "joggen",
            "fertigstellen", "finalisieren", "schauen", "anschauen", "nachschauen", "recherchieren", "planen",
            "vereinbaren", "ausmachen", "festlegen", "erstellen", "entwerfen", "korrigieren", "durchgehen",
            "hol", "kauf", "bezahl", "mach", "bring", "check",
            // Verbs that end commands in the training captures (the last word of a task's or a step's clause).
            "aussuchen", "einrichten", "bauen", "geben", "stellen", "anlegen", "ändern", "auflisten", "abbestellen",
            "sichern", "messen", "sortieren", "abschließen", "mieten", "aufteilen", "leihen", "ausmisten", "eröffnen",
            "vorkochen", "beschriften", "vergleichen", "briefen", "reinigen", "einholen", "starten", "zurücksetzen",
            "importieren", "exportieren", "abschalten", "einloggen", "räumen", "ansetzen", "beauftragen",
            "aussortieren", "aussaugen", "anfordern", "tracken", "ausmessen", "auswählen", "aufsetzen", "nachtragen",
            "übertragen", "basteln", "abheften", "bereinigen", "einfrieren", "aufstellen", "pflanzen", "posten",
            "ausprobieren", "bearbeiten", "auffüllen", "flicken", "kürzen", "löschen", "zählen", "wegwerfen",
            "zeichnen", "stricken", "sichten", "fotografieren", "fixen", "anpassen", "lackieren", "einstellen",
            "umstecken", "proben", "terminieren", "übergeben", "impfen", "entkalken",
            // Repairs and upkeep, which end what to do about a fault ("Seil hat Kernschaden, ersetzen").
            "ersetzen", "austauschen", "auswechseln", "entlüften", "lüften", "abdichten", "ölen", "schmieren",
            "nachfüllen", "festziehen", "nachziehen", "säubern", "entfernen", "kontrollieren", "nachsehen",
        ])
        let notes = spellings([
            "idee", "ideen", "notiz", "info", "fyi", "merken", "zitat", "rezept", "passwort", "wlan", "code",
            "interessant", "gelernt", "erkenntnis", "gedanke", "gedanken", "vielleicht", "übrigens", "spruch",
            "wusste", "fun", "fact", "lustig",
        ])
        let plans = spellings([
            "plan", "planen", "planung", "organisieren", "vorbereiten", "vorbereitung", "projekt", "umzug",
            "reise", "urlaub", "hochzeit", "party", "feier", "renovierung", "renovieren", "schritte", "ablauf",
            "fahrplan", "roadmap", "launch", "go-live", "einzug",
        ])
        let fillers = spellings([
            "ich", "muss", "müssen", "noch", "bitte", "nicht", "vergessen", "unbedingt", "äh", "ähm", "öhm", "also",
            "mal", "dringend", "sollte", "sollten", "soll", "will", "wollte", "möchte", "todo", "asap", "schnell",
            "denk", "dran", "daran", "endlich", "wir", "müssten", "ok", "okay", "so", "na", "ja",
        ])
        return CueWords(
            communicationVerbs: communication, noteStarters: notes, planStarters: plans, actionVerbs: actions,
            leadingFillers: fillers, remindVerbs: spellings(["erinner", "erinnere", "erinnert", "erinnern"]),
            selfObjects: spellings(["mich", "uns", "dran", "daran"]),
            questionWords: spellings([
                "warum", "wieso", "weshalb", "wie", "was", "wer", "wann", "wo", "welche", "welcher", "ob", "frage",
            ]),
            statementVerbs: spellings([
                "ist", "sind", "war", "waren", "hat", "haben", "hatte", "läuft", "kommt", "kostet", "gibt", "heißt",
                "wohnt", "arbeitet", "sagt", "meint", "findet", "mag", "liebt", "hasst", "schließt", "öffnet",
                "dauert", "braucht", "bekommt", "kriegt", "geht", "wird", "bin", "habe", "hab",
            ]),
            communicationNouns: spellings([
                "anruf", "anrufe", "rückruf", "mail", "mails", "email", "nachricht", "nachrichten", "brief", "sms",
                "einladung", "antwort", "mailbox",
            ]),
            messageDeterminers: spellings(["ihren", "seinen", "ihre", "seine", "den", "die", "meine", "deine"]),
            listNouns: spellings([
                "liste", "listen", "einkaufsliste", "checkliste", "packliste", "wunschliste", "todo-liste",
                "kalender", "aufgaben", "playlist",
            ]),
            taskListNames: spellings(["todo", "to-do", "aufgaben", "kalender", "erinnerungen", "agenda"]),
            handingVerbs: [], handedArticles: [], handedMessages: [],
            stepBreaks: spellings(["dann", "danach", "anschließend", "zuerst", "erst"]),
            itemJoins: spellings(["und", "sowie"]),
            pastTense: PastTenseForm(suffixes: ["t"], prefix: "ge", minimumLength: 6),
            isVerbFinal: true,
            typoCorrector: corrector([communication, actions, notes, plans], extra: ["morgen", "heute", "einkaufen"]),
            // "rausstellen", "umtauschen", "verlängern", "sammeln"; nouns are capitalized when typed with care.
            infinitive: InfinitiveForm(
                endings: ["en", "rn", "ln"], minimumLength: 5, capitalizesNouns: true,
                exceptions: spellings([
                    "morgen", "übermorgen", "gestern", "vorgestern", "abends", "oben", "unten", "neben", "eben",
                    "gegen", "wegen", "zwischen", "einen", "keinen", "meinen", "deinen", "seinen", "ihren", "unseren",
                    "euren", "diesen", "jeden", "jenen", "allen", "anderen", "welchen", "solchen", "denen", "ihnen",
                    "wochen", "tagen", "stunden", "minuten", "monaten", "jahren", "eltern", "ostern", "pfingsten",
                    "unterlagen", "sachen", "leuten", "kindern", "vielen", "wenigen", "beiden", "selten", "offen",
                ]),
                // "ersatzteile besorgen keilriemen ölfilter dichtungen": plurals typed in lower case.
                nounEndings: ["ungen", "heiten", "keiten", "schaften", "ionen"]),
            compounds: CompoundForm(joins: true),
            // "Die neue Lok im Keller auf digital umrüsten" asks; "der Wind soll am Samstag drehen" tells.
            command: CommandForm(
                reads: true,
                statementWords: spellings([
                    "ich", "du", "er", "wir", "man", "wird", "werden", "wurde", "wurden", "kann", "konnte", "soll",
                    "gibts", "is", "isch", "hod", "san", "hät",
                ]),
                nounMarkers: spellings([
                    "der", "die", "das", "dem", "den", "des", "ein", "kein", "mein", "dein", "sein", "unser", "zum",
                    "zur", "beim", "vom", "im", "am", "ins", "in", "nach", "aus", "bei", "von", "mit", "für", "auf",
                    "über", "unter", "vor", "gegen", "ohne", "durch", "um", "langen", "vielen",
                    // Swiss and Bavarian "dem": "wäge em Schnee".
                    "em",
                ]),
                trailingPrepositions: spellings([
                    "vor", "bis", "nach", "im", "am", "in", "wegen", "für", "beim", "zum", "zur", "ab", "mit", "bei",
                    // A day after the verb: "Formblatt 5 einreichen nächsten Montag", "Gutachten anfordern Montag".
                    "heute", "morgen", "übermorgen", "nächsten", "nächste", "kommenden", "diese", "diesen",
                    "spätestens", "montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag",
                ]),
                requestWords: spellings(["vorher", "davor", "vorab", "bitte", "unbedingt"]),
                causatives: spellings(["lassen"]), pastForms: LexiconTable.german.pastForms,
                spokenBreaks: spellings(["ja", "äh", "ähm", "öhm", "also", "ok", "okay"]),
                clauseOpeners: spellings([
                    "sonst", "bevor", "weil", "denn", "damit", "obwohl", "wenn", "falls", "sobald", "solange",
                    "nachdem",
                ])),
            // "Das Auto braucht neue Scheibenwischer", "brauchen wir noch ein Geschenk".
            need: NeedForm(
                verbs: spellings(["braucht", "brauchen", "brauche", "brauch", "bräuchte", "bräuchten", "benötigt"]),
                newWords: spellings(["neue", "neuen", "neues", "neuer", "frische", "frischen", "frisches", "ersatz"]),
                // "a" is the article as Bavarians and Austrians say it ("i brauch noch a Geschenk").
                stillWords: spellings(["noch"]), articles: spellings(["ein", "eine", "einen", "nen", "ne", "a"]),
                negations: spellings(["kein", "keine", "keinen", "nicht", "nie"]),
                visitOpeners: spellings(["zum", "zur"]),
                notYetWords: spellings(["nicht", "ned", "nich", "net", "nid", "nöd"]),
                obligationVerbs: spellings(["gehört", "gehören", "ghört", "ghören"]),
                dueWords: spellings(["fällig", "überfällig"]),
                addressPronouns: spellings(["du", "ihr", "jemand"]), addressRequests: spellings(["bitte", "bitti"]),
                gettingVerbs: spellings([
                    "kaufen", "besorgen", "holen", "einkaufen", "bestellen", "mitnehmen", "mitbringen", "einpacken",
                ]),
                purposeWords: spellings(["für", "fürs"]),
                faultWords: spellings([
                    "klemmt", "klemmen", "kaputt", "defekt", "tropft", "leckt", "undicht", "schimmel", "schimmelt",
                    "verstopft", "wackelt", "quietscht", "spinnt", "streikt", "hinüber",
                ]),
                failingVerbs: spellings(["stimmt", "funktioniert", "funzt", "springt"])),
            // "Henrik will sich selbstständig machen, erst Meisterkurs, dann Werkstatt mieten", "Frau Said meinte, …".
            report: ReportForm(
                sayingVerbs: spellings([
                    "meinte", "meint", "sagte", "sagt", "gesagt", "gsagt", "erzählte", "erzählt", "verzählt", "findet",
                    "fand",
                ]),
                intentionVerbs: spellings(["will", "möchte", "plant", "überlegt"]),
                ownSubjects: spellings(["ich", "i", "wir", "mir", "du", "ihr", "man", "bin"]),
                instructionModals: spellings(["soll", "sollst", "sollen", "solle", "muss", "musst", "müssen"]),
                whetherWords: spellings(["ob"])))
    }()
}

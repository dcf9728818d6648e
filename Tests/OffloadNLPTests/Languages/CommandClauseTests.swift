import Testing

@testable import OffloadNLP

@Suite struct CommandClauseTests {
    private func isCommand(_ text: String, _ language: String = "de") -> Bool {
        CommandClause.isCommand(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
    }

    /// Whether the German reading of a note (0.7) whose first clause is `text`'s command hands its probability to
    /// the task (0.1), as `readingCommand` does.
    private func readsNoteAsTask(_ text: String) -> Bool {
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let notes = ClassifierTests.probabilities(["note": 0.7, "task": 0.1])
        return classifier.readingCommand(notes, of: Tokenizer().tokenize(text))
            == ClassifierTests.probabilities(["note": 0.1, "task": 0.7])
    }

    @Test("a German first clause with no subject or finite verb that ends in an infinitive is a bare command")
    func bareCommands() {
        // Verbs no word list holds, read by their shape.
        #expect(isCommand("die alten Fliesen im Bad vorsichtig abschleifen"))
        #expect(isCommand("Winterreifen vom Dachboden endlich runterholen, der Frost kommt"))
        #expect(isCommand("ich muss die Regenrinne hinterm Schuppen freiräumen"))
        // A known verb followed by a short phrase of time or reason.
        #expect(isCommand("das Fahrrad gründlich putzen vor der Tour"))
        #expect(isCommand("Frau Okafor zurückrufen wegen der Nebenkosten"))
        #expect(isCommand("Trikots waschen für das Spiel am Sonntag gegen Eving"))
        #expect(isCommand("Formblatt 5 einreichen nächsten Montag"))
        // A known verb needs one word before it: "Reifen wechseln", a header "Vertrieb mailen: …".
        #expect(isCommand("Reifen wechseln"))
        #expect(isCommand("Vertrieb mailen: kommt das Angebot für Halle 3 noch diese Woche?"))
    }

    @Test("a filler of dictation ends the first clause as a comma would; one before the first word opens the text")
    func spokenBreaks() {
        #expect(isCommand("also die alte Hecke hinterm Haus stutzen ja die wuchert schon über den Zaun"))
        #expect(isCommand("ähm Frau Okafor zurückrufen äh die hat zweimal angerufen"))
        // Without the filler the clause runs on into the statement.
        #expect(!isCommand("die alte Hecke hinterm Haus stutzen die wuchert schon über den Zaun"))
        #expect(!isCommand("die Hecke ist ja schon wieder viel zu hoch"))
        #expect(readsNoteAsTask("also Balkonkästen bepflanzen ja die Erde ist schon gekauft"))
    }

    @Test("a conjunction that opens a reason, a consequence or a condition ends a command written without its comma")
    func clauseOpeners() {
        #expect(isCommand("Laub im Hof zusammenkehren bevor der Hausmeister wieder meckert"))
        #expect(isCommand("die Winterreifen aufziehen lassen sonst gibts Ärger auf der Autobahn"))
        #expect(isCommand("Tante Gerda anrufen weil sie am Sonntag Geburtstag hat"))
        // Without the conjunction the clause runs on into the statement.
        #expect(!isCommand("Laub im Hof zusammenkehren der Hausmeister meckert"))
        // Before it, a statement stays one; a conjunction first opens no clause.
        #expect(!isCommand("der Hausmeister meckert weil das Laub im Hof liegt"))
        #expect(!isCommand("wenn es regnet bleiben wir zu Hause"))
        #expect(readsNoteAsTask("Fahrradschloss beim Händler tauschen lassen sonst klaut es noch wer"))
    }

    @Test("a statement of the same shape is none: a subject or finite verb, a participle, a noun where the verb stands")
    func statementsOfTheSameShape() {
        #expect(!isCommand("der Wind soll am Samstag auf Nord drehen"))
        #expect(!isCommand("am Sonntag zwölf Kilometer am Deich gelaufen"))
        #expect(!isCommand("die Pflanzung vom Frühjahr gut angewachsen"))
        #expect(!isCommand("kleber braucht bei kälte ewig zum trocknen"))
        #expect(!isCommand("Treffen mit Jonas war gut in altenessen"))
        #expect(!isCommand("man kann dort gut parken"))
        // A verb read by its shape alone needs two words before it; a known one, one.
        #expect(!isCommand("Fliesen abschleifen"))
        // A trailing phrase after a word that is no verb.
        #expect(!isCommand("der Schlüssel liegt im Kasten vor der Tür"))
        // A capitalized word in the verb's place is a noun.
        #expect(!isCommand("Bauantrag für die Garage Unterlagen"))
    }

    @Test("with known verbs only: a verb a word list holds, after a prefix, or a causative after a verb")
    func knownVerbsOnly() {
        func known(_ text: String) -> Bool {
            CommandClause.isCommand(Tokenizer().tokenize(text), words: CueWords.forLanguage("de"), knownVerbsOnly: true)
        }
        #expect(known("dort anrufen und nachhaken"))
        #expect(known("einmal leer laufen lassen"))
        #expect(known("Stadtwerke anmailen"))
        #expect(!known("die alten Fliesen im Bad vorsichtig abschleifen"))
        // Beside a word that asks, a verb no list holds does: "vorher", "bitte".
        #expect(known("die alten Fliesen vorher abschleifen"))
        #expect(!known("2 neue kunden"))
        // A known word that does not end like an infinitive is no verb at the end ("Bescheid sagen" leads with it).
        #expect(!known("die Küche weiß Bescheid"))
        #expect(!isCommand("die Küche weiß Bescheid"))
    }

    @Test("a German note whose last clause is a bare command of a known verb is that action; a statement stays a note")
    func lastClauseCommand() throws {
        let rows: [(String, String)] = [
            ("der Keller ist feucht", "note"), ("die Heizung zeigt 1,2 bar", "note"),
            ("der Zug war wieder zu spät", "note"), ("Oma mag keine Lilien", "note"),
            ("die Waschmaschine ist alt", "note"), ("das Auto ist beim Händler", "note"),
            ("Brot kaufen", "task"), ("Rechnung bezahlen", "task"), ("Keller aufräumen", "task"),
            ("Mama anrufen", "communication"), ("Vermieter anrufen", "communication"),
            ("Chef schreiben", "communication"),
            ("Milch, Eier, Brot", "list"), ("Umzug: Kisten holen, Wagen mieten, Keller aufräumen", "plan"),
        ]
        var trainer = ClassifierTrainer()
        trainer.folds = 3
        trainer.language = "de"
        let models = try trainer.train(
            rows.enumerated().map { index, row in
                LabelledExample(
                    text: row.0, intent: row.1, category: index.isMultiple(of: 2) ? "home" : "social",
                    hasCategoryGold: true)
            })
        let classifier = CaptureClassifier(models: models, language: "de")
        var checked = 0
        for text in [
            "die Heizung ist schon wieder kalt, Vermieter anrufen", "der Keller ist feucht, Keller aufräumen",
        ] {
            let tokens = Tokenizer().tokenize(text)
            guard classifier.classifyWhole(tokens, explain: .none).intent.label == "note" else { continue }
            checked += 1
            #expect(["task", "communication"].contains(classifier.classify(tokens).intent.label))
        }
        #expect(checked > 0)
        // A statement after a statement stays a note.
        #expect(
            classifier.classify(Tokenizer().tokenize("die Heizung ist alt, der Keller ist feucht")).intent.label
                == "note")
    }

    @Test("three known German commands or more run together without a separator are a plan's steps")
    func verbRuns() {
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let probabilities = ClassifierTests.probabilities(["task": 0.7, "plan": 0.1])
        let run = Tokenizer().tokenize("Keller ausräumen Regale aufbauen Kisten beschriften Sperrmüll anmelden.")
        #expect(
            classifier.readingVerbRun(probabilities, of: run)
                == ClassifierTests.probabilities(["task": 0.1, "plan": 0.7]))
        // Two commands, or commands between separators (the step cues read those), or English: unchanged.
        for text in ["Keller ausräumen und Regale aufbauen", "Keller ausräumen, Regale aufbauen, Kisten beschriften"] {
            #expect(classifier.readingVerbRun(probabilities, of: Tokenizer().tokenize(text)) == probabilities)
        }
        let english = CaptureClassifier(models: ClassifierTests.models)
        #expect(
            english.readingVerbRun(probabilities, of: Tokenizer().tokenize("clean the car buy milk call mom"))
                == probabilities)
    }

    @Test("where commands open with an infinitive, a clause that does is one; in English a word before an object")
    func verbFirstLanguages() {
        #expect(isCommand("pagar el total de la tarjeta", "es"))
        #expect(isCommand("domiciliarlo esta vez", "es"))
        #expect(!isCommand("charla interesante sobre el sueño", "es"))
        #expect(!isCommand("las baldosas viejas del baño lijar", "es"))
        #expect(!isCommand("el corte de la tarjeta es el 25", "es"))
        // English commands have no shape of their own; a word no list holds before an object's determiner is one.
        #expect(isCommand("photocopy the worksheets for 3C", "en"))
        #expect(isCommand("re-grout the shower tiles", "en"))
        #expect(!isCommand("apparently the library has free tutoring", "en"))
        #expect(!isCommand("after the match we went for pizza", "en"))
        #expect(!isCommand("loved the new album", "en"))
        #expect(!isCommand("idea: the app could sync", "en"))
        #expect(!isCommand("the old tiles in the bathroom carefully sanden", "en"))
        // A last clause (known verbs only) is not read so.
        #expect(
            !CommandClause.isCommand(
                Tokenizer().tokenize("photocopy the worksheets"), words: CueWords.forLanguage("en"),
                knownVerbsOnly: true))
    }

    @Test("a note whose first clause is a bare command takes the likelier of task and message; others stay")
    func readingCommand() {
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let probabilities = ClassifierTests.probabilities(["note": 0.7, "task": 0.1])
        let command = Tokenizer().tokenize("die alten Fliesen im Bad vorsichtig abschleifen")
        #expect(
            classifier.readingCommand(probabilities, of: command)
                == ClassifierTests.probabilities(["note": 0.1, "task": 0.7]))
        // A message when that is the likelier action.
        let messages = ClassifierTests.probabilities(["note": 0.7, "task": 0.1, "communication": 0.2])
        #expect(
            classifier.readingCommand(messages, of: command)
                == ClassifierTests.probabilities(["note": 0.2, "task": 0.1, "communication": 0.7]))
        // A statement, or a text not read as a note, is unchanged.
        #expect(
            classifier.readingCommand(probabilities, of: Tokenizer().tokenize("der Wind soll am Samstag drehen"))
                == probabilities)
        // A text with a word that opens notes keeps its note ("Idee", "Rezept", "interessant").
        let idea = Tokenizer().tokenize("die alten Fliesen im Bad vorsichtig abschleifen, gute Idee von Jan")
        #expect(classifier.readingCommand(probabilities, of: idea) == probabilities)
        let tasks = ClassifierTests.probabilities(["note": 0.1, "task": 0.7])
        #expect(classifier.readingCommand(tasks, of: command) == tasks)
    }

    @Test("a known verb alone or first before a short phrase is a command where commands end with the verb")
    func verbFirstTails() {
        func opens(_ text: String, _ language: String = "de") -> Bool {
            CommandClause.opensWithKnownVerb(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
        }
        #expect(opens("ersetzen vor Saisonstart"))
        #expect(opens("entlüften."))
        #expect(opens("anrufen wegen der Rechnung"))
        #expect(!opens("gemeinde weiß bescheid"))
        #expect(!opens("Tomaten"))
        #expect(!opens("ersetzen die Kinder das"))
        // Where commands start with the verb, the first clause is read.
        #expect(!opens("replace", "en"))
    }
}

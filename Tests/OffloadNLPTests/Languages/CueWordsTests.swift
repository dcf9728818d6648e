import Testing

@testable import OffloadNLP

@Suite struct CueWordsTests {
    private func cues(_ text: String, _ language: String) -> [String] {
        CueAnalysis(tokens: Tokenizer().tokenize(text), words: CueWords.forLanguage(language)).cues.map(\.name)
    }

    @Test("German commands end with the verb: the clause's last word gives the verb cues")
    func germanTrailingVerb() {
        #expect(cues("Herrn Albers wegen der Garage zurückrufen", "de").contains("tail-communication"))
        #expect(cues("Herrn Albers wegen der Garage zurueckrufen", "de").contains("tail-communication"))
        #expect(cues("die Winterreifen beim Händler abholen, er hat bis 18 Uhr auf", "de").contains("tail-verb"))
        // English reads no trailing verbs: its commands start with them.
        #expect(!cues("the garage door he said he would call", "en").contains { $0.hasPrefix("tail-") })
    }

    @Test("German steps whose verbs come last read as steps, joined by dann")
    func germanSteps() {
        let names = cues("erst Fenster putzen dann Wäsche aufhängen dann Müll rausbringen", "de")
        #expect(names.contains("segments-3plus"))
        #expect(names.contains("steps"))
    }

    @Test("a German segment that ends with a known verb after a prefix ('raus' + 'stellen') is a step, not an item")
    func germanPrefixedVerbSteps() {
        let names = cues("Fenster putzen, Mülltonnen rausstellen, Keller ausräumen", "de")
        #expect(names.contains("steps"))
        #expect(!names.contains("items"))
        // Nouns stay items: no known verb ends them.
        #expect(cues("Mülltonnen, Fensterleder, Kellerregal", "de").contains("items"))
    }

    @Test("a word the model never saw reads as the head of its compound where the language joins words")
    func compoundHeads() {
        let german = CueWords.forLanguage("de").compounds
        let known: Set = ["impfung", "bestellen", "test", "liste"]
        #expect(german.head(of: "zeckenimpfung", isKnownWord: known.contains) == "impfung")
        #expect(german.head(of: "vorbestellen", isKnownWord: known.contains) == "bestellen")
        #expect(german.head(of: "sehtest", isKnownWord: known.contains) == "test")
        // The longest known ending wins; a head shorter than four letters or a bare modifier is no head.
        #expect(german.head(of: "einkaufsliste", isKnownWord: { ["liste", "iste"].contains($0) }) == "liste")
        #expect(german.head(of: "abend", isKnownWord: { $0 == "end" }) == nil)
        #expect(german.head(of: "xtest", isKnownWord: known.contains) == nil)
        // A word of any length costs the same few probes: only endings of up to 20 letters are tried.
        var probes = 0
        _ = german.head(of: String(repeating: "ge", count: 5000)) { _ in
            probes += 1
            return false
        }
        #expect(probes > 0 && probes <= german.maximumHead)
        // English and Spanish write their words apart.
        #expect(CueWords.forLanguage("en").compounds.head(of: "toothpaste", isKnownWord: { $0 == "paste" }) == nil)
        #expect(CueWords.forLanguage("es").compounds.head(of: "sacapuntas", isKnownWord: { $0 == "puntas" }) == nil)
    }

    @Test("the classifier scores an unknown German compound by its known head")
    func compoundFeature() {
        let extractor = FeatureExtractor(language: "de")
        let names = extractor.features(of: Tokenizer().tokenize("Zeckenimpfung auffrischen")) {
            ["impfung", "auffrischen"].contains($0)
        }.map(\.name)
        #expect(names.contains("w:impfung"))
        #expect(!names.contains("w:zeckenimpfung"))
        let english = FeatureExtractor(language: "en").features(of: Tokenizer().tokenize("buy toothpaste")) {
            ["buy", "paste"].contains($0)
        }.map(\.name)
        #expect(english.contains("w:toothpaste"))
    }

    @Test("a verb no list holds reads by its infinitive's shape where the language has one")
    func infinitiveShape() {
        #expect(cues("Am Samstag die Gelben Säcke rausstellen", "de").contains("lead-infinitive"))
        #expect(cues("kaninchen impfen lassen", "de").contains("lead-infinitive"))
        #expect(cues("fumigar la roya del cafetal", "es").contains("lead-infinitive"))
        #expect(cues("encargarle la tarta a la pastelería", "es").contains("lead-infinitive"))
        // Capitalized German nouns, date words and the listed look-alikes are no verbs; English has no shape.
        #expect(!cues("zwei Kilo Tomaten", "de").contains("lead-infinitive"))
        #expect(!cues("Zahnarzt übermorgen", "de").contains("lead-infinitive"))
        #expect(!cues("lugar de la boda", "es").contains("lead-infinitive"))
        #expect(!cues("gardening on saturday", "en").contains("lead-infinitive"))
    }

    @Test("a verb in a later clause asks something of the writer after a statement")
    func laterClauseVerb() {
        #expect(cues("la abuela cumple 90 el sábado, encargarle flores", "es").contains("clause-verb"))
        #expect(cues("die Kita hat Freitag zu, Oma wegen Abholen fragen", "de").contains("clause-verb"))
        #expect(cues("recycling moved to thursday, put the bins out wed night", "en").contains("clause-verb"))
        #expect(!cues("la abuela cumple 90 el sábado, qué ilusión", "es").contains("clause-verb"))
        // The first clause's verb is the lead's, not a later one.
        #expect(!cues("encargar flores para la abuela", "es").contains("clause-verb"))
    }

    @Test("Spanish infinitives with an attached pronoun are the same verbs")
    func spanishClitics() {
        #expect(cues("preguntarle a Lucía por las llaves del trastero", "es").contains("lead-communication"))
        #expect(cues("avisarles a los vecinos de la obra", "es").contains("lead-communication"))
        #expect(cues("tengo que devolverle el taladro a Quique", "es").contains("lead-verb"))
        #expect(cues("tengo que devolverle el taladro a Quique", "es").contains("lead-filler"))
    }

    @Test("statements and past participles are read in each language's own forms")
    func statements() {
        #expect(cues("la revisión del coche vence en marzo", "es").contains("statement"))
        #expect(cues("Rechnung vom Klempner schon bezahlt, gestern gemacht", "de").contains("past-tense"))
        #expect(cues("factura del gas pagada por transferencia", "es").contains("past-tense"))
        // English words are not German participles, nor German words English ones.
        #expect(!cues("geht heute nicht", "de").contains("past-tense"))
        #expect(!cues("gebucht", "en").contains("past-tense"))
    }

    @Test("a language's cue words never fire in another language's reading")
    func noLeak() {
        for (text, language) in [
            ("zurückrufen wegen Garage", "en"), ("preguntarle por las llaves", "en"),
            ("call back about the garage", "de"), ("anrufen wegen Garage", "es"),
        ] {
            #expect(!cues(text, language).contains { $0.hasSuffix("communication") }, "\(text) in \(language)")
        }
    }
}

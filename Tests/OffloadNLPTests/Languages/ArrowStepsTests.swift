import Testing

@testable import OffloadNLP

@Suite struct ArrowStepsTests {
    private func isPlan(_ text: String, _ language: String) -> Bool {
        ArrowSteps.isPlan(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
    }

    @Test("arrows through three segments or more, half of them steps, are a plan in every language")
    func plans() {
        #expect(isPlan("Gartenhaus streichen → alte Farbe abschleifen → grundieren → zweimal lackieren", "de"))
        #expect(isPlan("Klassenfahrt im Juni → Jugendherberge anfragen, Elternbrief schreiben, Bus buchen", "de"))
        #expect(isPlan("marathon in october -> build base miles, long run on sundays, taper two weeks before", "en"))
        #expect(isPlan("mudanza => pedir presupuestos => empaquetar los libros => dar de baja la luz", "es"))
        #expect(isPlan("garage: ausräumen -> sperrmüll bestellen -> regale aufbauen", "de"))
    }

    @Test("items after an arrow, two segments, or no arrow at all are no plan")
    func notPlans() {
        // Lower-case plurals have an infinitive's shape: only a known verb makes a short segment a step.
        #expect(!isPlan("markt → äpfel, birnen, zwetschgen", "de"))
        #expect(!isPlan("Baumarkt → 3 m Kabel, 20 Dübel, 1 Eimer Farbe", "de"))
        #expect(!isPlan("heizung tropft → hausmeister anrufen", "de"))
        #expect(!isPlan("farmers market -> peaches, corn, honey", "en"))
        #expect(!isPlan("Gartenhaus streichen, alte Farbe abschleifen, grundieren, lackieren", "de"))
    }

    @Test("a task, a list or a note written as arrow steps reads as a plan; a message stays")
    func reading() {
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let steps = Tokenizer().tokenize("umzug → kisten besorgen → küche packen → schlüssel abgeben")
        for label in ["task", "list", "note"] {
            let probabilities = ClassifierTests.probabilities([label: 0.7, "plan": 0.1])
            #expect(
                classifier.readingArrows(probabilities, of: steps)
                    == ClassifierTests.probabilities([label: 0.1, "plan": 0.7]))
        }
        let messages = ClassifierTests.probabilities(["communication": 0.7, "plan": 0.1])
        #expect(classifier.readingArrows(messages, of: steps) == messages)
        let items = Tokenizer().tokenize("markt → äpfel, birnen, zwetschgen")
        let lists = ClassifierTests.probabilities(["list": 0.7, "plan": 0.1])
        #expect(classifier.readingArrows(lists, of: items) == lists)
    }
}

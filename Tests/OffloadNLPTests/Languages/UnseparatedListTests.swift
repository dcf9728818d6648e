import Testing

@testable import OffloadNLP

/// Lists typed without separators after what they are for, in German.
@Suite struct UnseparatedListTests {
    private func isList(_ text: String, _ language: String = "de") -> Bool {
        UnseparatedList.isList(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
    }

    @Test("items after a verb of getting, a filler of dictation or what they are for make a list")
    func lists() {
        #expect(isList("fürs zelt noch besorgen heringe isomatte stirnlampe"))
        #expect(isList("für die kita ja windeln feuchttücher wechselbody"))
        #expect(isList("für den Grillabend Würstchen Kohle Senf zwei Baguettes"))
        #expect(isList("äh für die werkstatt also schrauben kabelbinder eine zange"))
        #expect(isList("ersatz kaufen ja drei glühbirnen nen stecker"))
    }

    @Test("a verb after the items, a separator, no purpose and no verb of getting, or too few items make none")
    func notLists() {
        #expect(!isList("für Samstag Brot Milch Eier holen"))
        #expect(!isList("fürs zelt: heringe, isomatte, stirnlampe"))
        #expect(!isList("reifen wechseln ja termin werkstatt montag"))
        #expect(!isList("für die kita windeln kaufen"))
        #expect(!isList("für Oma ist der Garten zu groß geworden"))
        #expect(!isList("for the tent buy pegs mat headlamp", "en"))
    }

    @Test("a task or a note of such a list reads as a list")
    func reading() {
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let tasks = ClassifierTests.probabilities(["task": 0.7, "list": 0.1])
        let text = Tokenizer().tokenize("fürs zelt noch besorgen heringe isomatte stirnlampe")
        #expect(
            classifier.readingUnseparatedList(tasks, of: text)
                == ClassifierTests.probabilities(["task": 0.1, "list": 0.7]))
        let plans = ClassifierTests.probabilities(["plan": 0.7, "list": 0.1])
        #expect(classifier.readingUnseparatedList(plans, of: text) == plans)
    }
}

import Testing

@testable import OffloadNLP

@Suite struct ReportedStatementTests {
    private func isReport(_ text: String, _ language: String = "de") -> Bool {
        ReportedStatement.isReport(Tokenizer().tokenize(text), words: CueWords.forLanguage(language))
    }

    @Test("someone else's plan, with an infinitive ending its clause, or someone's words are a report")
    func reports() {
        #expect(isReport("Jonas will nächsten Sommer Tischler lernen, erst Praktikum, dann Lehrstelle suchen"))
        #expect(isReport("der Nachbar möchte seinen Zaun neu streichen, zuerst abschleifen, dann grundieren"))
        #expect(isReport("Frau Brandl meinte, der Kurs fängt erst im März an"))
        #expect(isReport("oma sagt die Kirschen sind dieses Jahr früh dran"))
    }

    @Test("the writer's own plan, a wish for a thing, an instruction or a command is no report")
    func notReports() {
        #expect(!isReport("ich will nächsten Sommer Tischler lernen, erst Praktikum, dann Lehrstelle suchen"))
        #expect(!isReport("der Chef will den Bericht bis Freitag"))
        #expect(!isReport("Mama meinte, ich soll sie heute noch anrufen"))
        #expect(!isReport("Garage ausbauen: erst dämmen, dann Werkbank"))
        #expect(!isReport("Oma anrufen, sie sagt sie hat Fieber"))
        #expect(!isReport("Jonas wants to learn carpentry next summer", "en"))
    }

    @Test("a report read as a plan is read as a note")
    func readsAsNote() {
        let classifier = CaptureClassifier(models: ClassifierTests.models, language: "de")
        let plans = ClassifierTests.probabilities(["plan": 0.7, "note": 0.1])
        let text = "Jonas will nächsten Sommer Tischler lernen, erst Praktikum, dann Lehrstelle suchen"
        #expect(
            classifier.readingReport(plans, of: Tokenizer().tokenize(text))
                == ClassifierTests.probabilities(["plan": 0.1, "note": 0.7]))
        let own = "ich will nächsten Sommer Tischler lernen, erst Praktikum, dann Lehrstelle suchen"
        #expect(classifier.readingReport(plans, of: Tokenizer().tokenize(own)) == plans)
    }

    @Test("someone weighing a question, a verb of wanting then a comma and 'ob', is a report; the writer's is not")
    func weighing() {
        #expect(isReport("Mara überlegt, ob sie nach dem Master nach Wien geht"))
        #expect(isReport("Celine überlegt, ob sie das Studium abbricht"))
        #expect(!isReport("ich überlege, ob ich nach Wien gehe"))
        #expect(!isReport("Mara überlegt sich was"))
    }
}

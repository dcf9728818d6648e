import OffloadTestSupport
import Testing

@testable import OffloadNLP

@Suite struct LanguageEvaluationTests {
    @Test("intent figures of a corpus of several languages come per language too, and add up to the whole")
    func intentPerLanguage() throws {
        let english = Array(TinyCorpus.examples.prefix(12))
        let german = [
            ("Oma wegen Sonntag anrufen", "communication"), ("Milch, Eier und Butter", "list"),
            ("Fahrrad reparieren", "task"), ("Idee: ein Gartenfest im Juni", "note"),
        ].map { LabelledExample(text: $0.0, intent: $0.1, category: nil, hasCategoryGold: false, language: "de") }
        let metrics = try IntentEvaluation.score(
            LanguageClassifiers(CaptureClassifier(models: ClassifierTests.models)), on: english + german)
        let languages = try #require(metrics.languages)
        #expect(languages.map(\.language) == ["de", "en"])
        #expect(languages.map(\.count) == [4, 12])
        #expect(languages.map { $0.confusion.joined().reduce(0, +) } == [4, 12])
        let text = EvaluationReport.text(metrics)
        #expect(text.contains("language de: examples 4"))
        #expect(EvaluationReport.html(metrics, title: "t").contains("<h2>Per language</h2>"))
        // One language alone gives no breakdown.
        #expect(
            try IntentEvaluation.score(CaptureClassifier(models: ClassifierTests.models), on: english).languages == nil)
    }

    @Test("language figures: accuracy by length band, fallbacks to the default, misread texts listed")
    func detection() {
        let examples: [(text: String, language: String)] = [
            ("Frau Keller am Freitag wegen der Rechnung anrufen", "de"),
            ("comprar pan y leche para la cena de hoy", "es"),
            ("pick up the parcel from the post office today", "en"), ("ok", "de"),
        ]
        let evaluation = LanguageEvaluation.score(LanguageDetectorTests.detector, on: examples, defaultLanguage: "en")
        #expect(evaluation.overall.count == 4)
        #expect(evaluation.fiveWordsOrMore.count == 3)
        #expect(evaluation.fiveWordsOrMore.accuracy == 1)
        // "ok" is too short: it falls back to English, which is wrong for a German record.
        #expect(evaluation.lengthBands[0].count == 1)
        #expect(evaluation.lengthBands[0].fallbackRate == 1)
        #expect(evaluation.lengthBands[0].accuracy == 0)
        #expect(evaluation.confusion.joined().reduce(0, +) == 4)
        #expect(evaluation.text.contains("5+ words"))
    }
}

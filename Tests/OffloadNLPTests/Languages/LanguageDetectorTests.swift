import Foundation
import OffloadTestSupport
import Testing

@testable import OffloadNLP

@Suite struct LanguageDetectorTests {
    /// A small model: the tiny English corpus beside a few German and Spanish captures of our own.
    static let model: LanguageModel = {
        let german = [
            "Frau Keller wegen der Nebenkostenabrechnung zurückrufen", "Brötchen, Käse und Milch für das Frühstück",
            "nächste Woche den Keller aufräumen und die Fahrräder reparieren", "Steuererklärung bis Ende Juli abgeben",
            "Geschenk für Oma besorgen, sie wird achtzig", "Termin beim Zahnarzt für übermorgen vereinbaren",
            "die Heizung im Bad ist schon wieder kaputt", "Umzug planen: Kartons holen, Helfer fragen, Wagen mieten",
            "Idee: ein Kochbuch mit den Rezepten von Opa", "mit den Kindern am Wochenende in den Zoo gehen",
        ]
        let spanish = [
            "llamar al fontanero por la fuga de la cocina", "comprar pan, leche y huevos para mañana",
            "preparar la mudanza: pedir cajas, avisar a los vecinos, alquilar furgoneta",
            "pagar la factura de la luz antes del viernes", "idea: una aplicación para compartir recetas",
            "mi hermana llega el jueves por la noche", "reservar mesa para la cena de cumpleaños de papá",
            "escribirle a la profesora sobre la excursión", "limpiar el garaje y ordenar las herramientas",
            "el médico dice que tengo que caminar más",
        ]
        let examples =
            TinyCorpus.examples.map { (text: $0.text, language: "en") } + german.map { ($0, "de") }
            + spanish.map { ($0, "es") }
        return LanguageModel.train(examples, minimumCount: 1)
    }()

    static let detector = LanguageDetector(model: model)

    @Test(
        "a capture of several words is read in its language",
        arguments: [
            ("Oma am Sonntag wegen des Geburtstags anrufen", "de"),
            ("comprar un regalo para la abuela el sábado", "es"),
            ("pick up the parcel from the post office", "en"),
        ])
    func detects(_ text: String, _ language: String) {
        let reading = Self.detector.read(text, default: "en")
        #expect(reading.code == language)
        #expect(reading.source == .detected)
        #expect((reading.confidence ?? 0) >= LanguageDetector.minimumConfidence)
    }

    @Test("a text too short to tell falls back to the default and keeps the detector's guess")
    func fallsBack() {
        let reading = Self.detector.read("ok", default: "es")
        #expect(reading.code == "es")
        #expect(reading.source == .fallback)
        #expect(reading.guess != nil)
        #expect(reading.description.hasPrefix("es (default: too short or mixed to tell"))
    }

    @Test("without a model, or with nothing to read, every reading is the default")
    func noModel() {
        #expect(
            LanguageDetector(model: nil).read("Frau Keller anrufen", default: "de")
                == LanguageReading(code: "de", source: .fallback))
        let digits = Self.detector.read("12 34 56 !!", default: "en")
        #expect(digits.source == .fallback)
        #expect(digits.guess == nil)
    }

    @Test("the work is bounded: a megabyte of text reads no more letters than the limit")
    func bounded() {
        let long = String(repeating: "Frau Keller anrufen wegen der Rechnung ", count: 30_000)
        var grams = 0
        CharacterGrams.forEach(in: long, letterLimit: LanguageDetector.letterLimit) { _ in grams += 1 }
        #expect(grams > 0)
        // At most three grams a letter plus two at each word's end, whatever the length of the text.
        #expect(grams <= LanguageDetector.letterLimit * 5 + 40)
        #expect(Self.detector.read(long, default: "en").code == "de")
    }

    @Test("a gram's text and its packed form round-trip, the word edge written _")
    func gramText() throws {
        var grams: [UInt64] = []
        CharacterGrams.forEach(in: "Maße", letterLimit: .max) { grams.append($0) }
        let texts = grams.map(CharacterGrams.text(of:))
        #expect(texts == ["m", "_m", "a", "ma", "_ma", "ß", "aß", "maß", "e", "ße", "aße", "e_", "ße_"])
        for (gram, text) in zip(grams, texts) { #expect(CharacterGrams.gram(of: Substring(text)) == gram) }
        #expect(CharacterGrams.gram(of: "abcd") == nil)
    }

    @Test("words of two or three letters also count whole, written between edge marks; longer and shorter do not")
    func shortWords() throws {
        var texts: [String] = []
        CharacterGrams.forEach(in: "am Do mit a Tag, la casa", letterLimit: .max) {
            if $0 & CharacterGrams.wordFlag != 0 { texts.append(CharacterGrams.text(of: $0)) }
        }
        #expect(texts == ["_am_", "_do_", "_mit_", "_tag_", "_la_"])
        for text in texts {
            let gram = try #require(CharacterGrams.gram(of: Substring(text)))
            #expect(CharacterGrams.text(of: gram) == text)
        }
        // "_a_" stays the trigram of a one-letter word, "_abcd_" is no word gram.
        #expect(CharacterGrams.gram(of: "_a_").map { $0 & CharacterGrams.wordFlag } == 0)
        #expect(CharacterGrams.gram(of: "_abcd_") == nil)
    }

    @Test("the model file round-trips and the same model always writes the same bytes")
    func file() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.model.write(to: directory, trainedOn: ["test"])
        let first = try Data(contentsOf: directory.appendingPathComponent(LanguageModel.fileName))
        let loaded = try #require(try LanguageModel.load(from: directory))
        #expect(loaded == Self.model)
        try loaded.write(to: directory, trainedOn: ["test"])
        #expect(try Data(contentsOf: directory.appendingPathComponent(LanguageModel.fileName)) == first)
    }

    @Test("a damaged model file is refused with its path, a missing one is no model")
    func damaged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try LanguageModel.load(from: directory) == nil)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"format\":1}".utf8).write(to: directory.appendingPathComponent(LanguageModel.fileName))
        #expect(throws: ModelFileError.self) { try LanguageModel.load(from: directory) }
    }

    @Test("the analyzer reads each capture in its detected language unless the context forces one")
    func analyzer() throws {
        let shelf = ModelShelf(primary: ClassifierTests.models, language: Self.model)
        let analyzer = CaptureAnalyzer(shelf: shelf)
        let context = DateContext.fixed("2026-11-23T09:00:00Z")
        let german = analyzer.analyze("Frau Keller am Freitag wegen der Rechnung anrufen", in: context)
        #expect(german.language.code == "de")
        // Read with the German date words: "Freitag" is Friday the 27th.
        #expect(german.dates.first?.values.first == "2026-11-27")
        var forced = context
        forced.forcesLanguage = true
        let english = analyzer.analyze("Frau Keller am Freitag wegen der Rechnung anrufen", in: forced)
        #expect(english.language == LanguageReading(code: "en", source: .forced))
        #expect(english.dates.isEmpty)
    }
}

import Testing

@testable import OffloadNLP

/// A clause in another language than the rest of the capture is read with that language's date words.
@Suite struct ClauseLanguageTests {
    static let context = DateContext.fixed("2026-11-23T09:00:00Z")

    static func dates(_ text: String, analyzer: CaptureAnalyzer) -> [String] {
        analyzer.analyze(text, in: context).dates.compactMap(\.localISO)
    }

    @Test("a German capture with an English clause, and an English one with a Spanish clause")
    func mixed() throws {
        let analyzer = CaptureAnalyzer(
            shelf: ModelShelf(primary: ClassifierTests.models, language: LanguageDetectorTests.model))
        let german = analyzer.analyze(
            "Frau Keller wegen der Nebenkostenabrechnung anrufen und den Termin verschieben, pick up the parcel from the post office tomorrow",
            in: Self.context)
        #expect(german.language.code == "de")
        #expect(german.dates.compactMap(\.localISO) == ["2026-11-24"])
        let english = analyzer.analyze(
            "pick up the parcel from the post office and the dry cleaning, comprar pan y leche para mañana",
            in: Self.context)
        #expect(english.language.code == "en")
        #expect(english.dates.compactMap(\.localISO) == ["2026-11-24"])
        // Forced to English, the Spanish clause is read with English words: no date in it.
        var forced = Self.context
        forced.forcesLanguage = true
        #expect(
            analyzer.analyze(
                "pick up the parcel from the post office and the dry cleaning, comprar pan y leche para mañana",
                in: forced
            ).dates.isEmpty)
    }

    @Test(
        "a capture too short or mixed to tell is read with the likely guess's date words where the default finds none")
    func fallbackGuess() throws {
        let analyzer = CaptureAnalyzer(
            shelf: ModelShelf(primary: ClassifierTests.models, language: LanguageDetectorTests.model))
        // The small test model falls back to English on "Reifen Sa" and guesses German; English reads no date.
        let analysis = analyzer.analyze("Reifen Sa", in: Self.context)
        try #require(analysis.language.source == .fallback && analysis.language.fallbackGuess == "de")
        #expect(analysis.dates.compactMap(\.localISO) == ["2026-11-28"])
    }

    @Test("only a likely guess of another language than the default is tried")
    func fallbackGuessNeedsConfidence() {
        #expect(LanguageReading(code: "en", source: .fallback, confidence: 0.8, guess: "de").fallbackGuess == "de")
        #expect(LanguageReading(code: "en", source: .fallback, confidence: 0.6, guess: "de").fallbackGuess == nil)
        #expect(LanguageReading(code: "en", source: .fallback, confidence: 0.9, guess: "en").fallbackGuess == nil)
        #expect(LanguageReading(code: "de", source: .detected, confidence: 0.99).fallbackGuess == nil)
    }

    @Test("a capture of one clause, or of short items, is read in one language")
    func oneLanguage() {
        let tokens = Tokenizer().tokenize("Milch, eggs, Brot, butter")
        let detector = LanguageDetector(model: LanguageDetectorTests.model)
        #expect(
            ClauseLanguages(tokens: tokens, text: "Milch, eggs, Brot, butter", default: "de", detector: detector)
                .clauses.isEmpty)
        let single = "pick up the parcel from the post office tomorrow"
        #expect(
            ClauseLanguages(tokens: Tokenizer().tokenize(single), text: single, default: "de", detector: detector)
                .clauses.isEmpty)
    }

    @Test("a capture's language read clause by clause is the language of its whole text")
    func wholeFromClauses() {
        let detector = LanguageDetector(model: LanguageDetectorTests.model)
        let texts = [
            "Frau Keller wegen der Nebenkostenabrechnung anrufen, pick up the parcel tomorrow",
            "z.B. Milch; Eier: Brot! Butter? — und dann die Wäsche\nmorgen um 9 zum Zahnarzt",
            "don't forget the e-mail to Anna (re: Q3 budget) 😀 at 5pm, ok?",
            "comprar pan y leche para mañana, llamar a la gestoría del 3er piso",
            "https://example.com/einkauf?liste=1 Kartoffeln,Zwiebeln,Möhren",
            "ok", "12 34 56 !!", "",
        ]
        var compared = 0
        for text in texts {
            let clauses = ClauseLanguages(
                tokens: Tokenizer().tokenize(text), text: text, default: "en", detector: detector)
            let whole = detector.read(text, default: "en")
            #expect(clauses.reading.code == whole.code, "\(text)")
            #expect(clauses.reading.source == whole.source, "\(text)")
            #expect(abs((clauses.reading.confidence ?? -1) - (whole.confidence ?? -1)) < 1e-4, "\(text)")
            if whole.source == .detected { compared += 1 }
        }
        #expect(compared >= 4)
    }
}

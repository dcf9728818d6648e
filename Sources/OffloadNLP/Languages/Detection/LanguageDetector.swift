import Foundation

/// Tells the language of a capture from its character grams (see ``LanguageModel``), falling back to the user's
/// default language when the text is too short or too mixed to tell.
///
/// ```swift
/// let detector = LanguageDetector(model: try LanguageModel.load(from: modelsURL))
/// detector.read("Frau Berger wegen der Rechnung zurückrufen", default: "en").code  // "de"
/// detector.read("ok", default: "es").source                                    // .fallback
/// ```
public struct LanguageDetector: Sendable {
    /// The model, or `nil` when the models folder has none (every reading is then the default).
    public let model: LanguageModel?

    /// Letters read at most: a language shows in its first sentences, and the work stays bounded on any text.
    static let letterLimit = 600
    /// Known grams a text needs before its guess is trusted (a word of four letters gives about nine).
    static let minimumGrams = 14
    /// The confidence a guess needs to be used.
    static let minimumConfidence = 0.95

    /// Creates a detector over `model`.
    public init(model: LanguageModel?) {
        self.model = model
    }

    /// The best guess for `text` with its confidence (the softmax of the per-language log-likelihoods scaled by the
    /// number of grams), or `nil` without a model or without a known gram.
    public func guess(_ text: String) -> (code: String, confidence: Double, grams: Int)? {
        guard let model else { return nil }
        var sums = GramSums(width: model.languages.count)
        model.add(text[...], letterLimit: Self.letterLimit, to: &sums)
        return guess(sums)
    }

    /// The best guess of a text's summed scores.
    private func guess(_ sums: GramSums) -> (code: String, confidence: Double, grams: Int)? {
        let scores = sums.values
        guard let model, sums.grams > 0, let best = scores.indices.max(by: { scores[$0] < scores[$1] }) else {
            return nil
        }
        // Naive Bayes sums grams as if they were independent, which they are not (one letter is in three grams):
        // scaled down, its posterior means what it says.
        let scale = 1 / Double(CharacterGrams.maximumLength)
        let top = Double(scores[best])
        let total = scores.reduce(0) { $0 + exp((Double($1) - top) * scale) }
        return (model.languages[best], 1 / total, sums.grams)
    }

    /// The language to read `text` in: the detected one when the text says clearly, else `defaultLanguage`.
    public func read(_ text: String, default defaultLanguage: String) -> LanguageReading {
        reading(of: guess(text), default: defaultLanguage)
    }

    /// The language that `sums` (of a text's grams, see ``LanguageModel/add(_:letterLimit:to:)``) tell, else
    /// `defaultLanguage`: ``read(_:default:)`` of text already scored.
    func read(_ sums: GramSums, default defaultLanguage: String) -> LanguageReading {
        reading(of: guess(sums), default: defaultLanguage)
    }

    private func reading(
        of guess: (code: String, confidence: Double, grams: Int)?, default defaultLanguage: String
    ) -> LanguageReading {
        guard let guess else {
            return LanguageReading(code: defaultLanguage, source: .fallback)
        }
        guard guess.grams >= Self.minimumGrams, guess.confidence >= Self.minimumConfidence else {
            return LanguageReading(
                code: defaultLanguage, source: .fallback, confidence: guess.confidence, guess: guess.code)
        }
        return LanguageReading(code: guess.code, source: .detected, confidence: guess.confidence)
    }
}

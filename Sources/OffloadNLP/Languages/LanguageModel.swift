import Foundation

/// A naive-Bayes model of character grams per language (see ``CharacterGrams``), trained by
/// ``LanguageModel/train(_:smoothing:minimumCount:)`` from labelled texts and stored as `language.json`.
///
/// It scores only the grams it knows: a gram seen in no training text says nothing about the language.
public struct LanguageModel: Sendable, Equatable {
    /// Language codes, in the order of every count and score (`de`, `en`, `es`, …).
    public let languages: [String]
    /// Additive smoothing of the gram counts.
    public let smoothing: Double
    /// Training texts per language.
    public let documentCounts: [Int]
    /// Each known gram's count per language, in ``languages`` order, sorted by gram.
    let counts: [(gram: UInt64, counts: [Int])]

    /// How many grams the model knows.
    public var gramCount: Int { counts.count }
    /// Row of each gram in ``logProbabilities``.
    private let rows: [UInt64: Int]
    /// log P(gram | language), `languages.count` values a row.
    private let logProbabilities: [Float]

    /// Creates a model from gram counts per language.
    init(languages: [String], smoothing: Double, documentCounts: [Int], counts: [(gram: UInt64, counts: [Int])]) {
        self.languages = languages
        self.smoothing = smoothing
        self.documentCounts = documentCounts
        self.counts = counts.sorted { $0.gram < $1.gram }
        var totals = [Double](repeating: 0, count: languages.count)
        for entry in counts { for (index, count) in entry.counts.enumerated() { totals[index] += Double(count) } }
        let vocabulary = Double(max(1, counts.count))
        var rows: [UInt64: Int] = [:]
        rows.reserveCapacity(counts.count)
        var logProbabilities: [Float] = []
        logProbabilities.reserveCapacity(counts.count * languages.count)
        for (row, entry) in self.counts.enumerated() {
            rows[entry.gram] = row
            for (index, count) in entry.counts.enumerated() {
                let probability = (Double(count) + smoothing) / (totals[index] + smoothing * vocabulary)
                logProbabilities.append(Float(log(probability)))
            }
        }
        self.rows = rows
        self.logProbabilities = logProbabilities
    }

    public static func == (lhs: LanguageModel, rhs: LanguageModel) -> Bool {
        lhs.languages == rhs.languages && lhs.smoothing == rhs.smoothing && lhs.documentCounts == rhs.documentCounts
            && lhs.counts.elementsEqual(rhs.counts) { $0.gram == $1.gram && $0.counts == $1.counts }
    }

    /// Trains on `(text, language)` pairs: counts every gram per language and keeps the grams seen at least
    /// `minimumCount` times in all.
    public static func train(
        _ examples: [(text: String, language: String)], smoothing: Double = 0.5, minimumCount: Int = 3
    ) -> LanguageModel {
        let languages = Set(examples.map(\.language)).sorted()
        let index = Dictionary(uniqueKeysWithValues: languages.enumerated().map { ($1, $0) })
        var documents = [Int](repeating: 0, count: languages.count)
        var table: [UInt64: [Int]] = [:]
        for example in examples {
            guard let column = index[example.language] else { continue }
            documents[column] += 1
            CharacterGrams.forEach(in: example.text, letterLimit: .max) { gram in
                table[gram, default: [Int](repeating: 0, count: languages.count)][column] += 1
            }
        }
        let kept = table.filter { $0.value.reduce(0, +) >= minimumCount }.map { (gram: $0.key, counts: $0.value) }
        return LanguageModel(languages: languages, smoothing: smoothing, documentCounts: documents, counts: kept)
    }

    /// The summed log-likelihood of `text`'s known grams per language (in ``languages`` order) and how many grams
    /// counted, reading at most `letterLimit` letters.
    func scores(of text: String, letterLimit: Int) -> (scores: [Double], grams: Int) {
        var sums = [Float](repeating: 0, count: languages.count)
        var grams = 0
        let width = languages.count
        logProbabilities.withUnsafeBufferPointer { table in
            CharacterGrams.forEach(in: text, letterLimit: letterLimit) { gram in
                guard let row = rows[gram] else { return }
                grams += 1
                let base = row * width
                for column in 0..<width { sums[column] += table[base + column] }
            }
        }
        return (sums.map(Double.init), grams)
    }
}

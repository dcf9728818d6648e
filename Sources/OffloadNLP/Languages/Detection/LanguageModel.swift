import Foundation

/// A naive-Bayes model of character grams per language (see ``CharacterGrams``), trained by
/// ``LanguageModel/train(_:smoothing:minimumCount:)`` from labelled texts and stored as `language.json`.
///
/// It scores only the grams it knows: a gram seen in no training text says nothing about the language.
///
/// A class: the detector reads it for every capture, and a copy should cost one reference count, not one per table.
public final class LanguageModel: Sendable, Equatable {
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
    /// log P(gram | language) of each known gram, `languages.count` values a gram.
    private let table: GramTable

    /// Creates a model from gram counts per language.
    init(languages: [String], smoothing: Double, documentCounts: [Int], counts: [(gram: UInt64, counts: [Int])]) {
        self.languages = languages
        self.smoothing = smoothing
        self.documentCounts = documentCounts
        self.counts = counts.sorted { $0.gram < $1.gram }
        var totals = [Double](repeating: 0, count: languages.count)
        for entry in counts { for (index, count) in entry.counts.enumerated() { totals[index] += Double(count) } }
        let vocabulary = Double(max(1, counts.count))
        var logProbabilities: [Float] = []
        logProbabilities.reserveCapacity(counts.count * languages.count)
        for entry in self.counts {
            for (index, count) in entry.counts.enumerated() {
                let probability = (Double(count) + smoothing) / (totals[index] + smoothing * vocabulary)
                logProbabilities.append(Float(log(probability)))
            }
        }
        table = GramTable(grams: self.counts.map(\.gram), values: logProbabilities, width: languages.count)
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

    /// Adds the log-likelihoods of `text`'s known grams to `sums`, reading at most `letterLimit` letters; returns
    /// how many letters it read.
    @discardableResult
    func add(_ text: Substring, letterLimit: Int, to sums: inout GramSums) -> Int {
        var grams = 0
        // Through a buffer pointer: the loop runs for every gram, and an array's checks cost more than the sum.
        let letters = sums.values.withUnsafeMutableBufferPointer { sums in
            CharacterGrams.forEach(in: text, letterLimit: letterLimit) { gram in
                if table.withValues(of: gram, { sums[$0] += $1 }) { grams += 1 }
            }
        }
        sums.grams += grams
        return letters
    }
}

/// Log-likelihoods per language summed over known grams (see ``LanguageModel/add(_:letterLimit:to:)``), and how many
/// grams counted: the sums of a text's pieces add up to the text's.
struct GramSums: Sendable {
    /// One sum per language, in the model's order.
    fileprivate(set) var values: [Float]
    /// Known grams counted.
    fileprivate(set) var grams = 0

    /// Empty sums over `width` languages.
    init(width: Int) {
        values = [Float](repeating: 0, count: width)
    }

    /// Adds `other`'s sums.
    static func += (sums: inout GramSums, other: GramSums) {
        for index in sums.values.indices { sums.values[index] += other.values[index] }
        sums.grams += other.grams
    }

    /// Back to empty, keeping the storage.
    mutating func clear() {
        for index in values.indices { values[index] = 0 }
        grams = 0
    }
}

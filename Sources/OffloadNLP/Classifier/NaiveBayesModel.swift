import Foundation

/// A trained multinomial naive-Bayes classifier with a calibration temperature.
///
/// Scores are natural-log joint probabilities; ``predict(_:)`` turns them into calibrated probabilities with
/// `softmax(score / temperature)`, the temperature fitted on held-out predictions at training time.
public struct NaiveBayesModel: Sendable, Equatable {
    /// Class labels, in model order.
    public let labels: [String]
    /// Additive (Laplace/Lidstone) smoothing used to turn counts into probabilities.
    public let smoothing: Double
    /// Calibration temperature; 1 means raw naive-Bayes posteriors.
    public let temperature: Double
    /// Training documents per label.
    public let documentCounts: [Int]
    /// Feature names in sorted order, with their per-label document counts.
    public let featureCounts: [(name: String, counts: [Int])]

    let logPriors: [Double]
    let table: FeatureTable
    /// Row-major `rows × labels` log-likelihoods.
    let logLikelihoods: [Double]

    /// Creates a model from counts, computing the log-probability tables.
    ///
    /// - Throws: ``ModelFileError/corrupt(path:reason:)`` with path "(in memory)" when the counts do not fit the labels.
    public init(labels: [String], smoothing: Double, temperature: Double, documentCounts: [Int], featureCounts: [(name: String, counts: [Int])]) throws {
        let labelCount = labels.count
        guard labelCount >= 2, documentCounts.count == labelCount, smoothing > 0, temperature > 0,
            featureCounts.allSatisfy({ $0.counts.count == labelCount && $0.counts.allSatisfy { $0 >= 0 } })
        else { throw ModelFileError.corrupt(path: "(in memory)", reason: "the counts do not match the \(labelCount) labels") }
        self.labels = labels
        self.smoothing = smoothing
        self.temperature = temperature
        self.documentCounts = documentCounts
        self.featureCounts = featureCounts
        let totalDocuments = Double(documentCounts.reduce(0, +))
        logPriors = documentCounts.map { log((Double($0) + 1) / (totalDocuments + Double(labelCount))) }
        var totals = [Double](repeating: 0, count: labelCount)
        for entry in featureCounts {
            for label in 0..<labelCount { totals[label] += Double(entry.counts[label]) }
        }
        let vocabulary = Double(featureCounts.count)
        let denominators = totals.map { log($0 + smoothing * vocabulary) }
        var table = [Double](repeating: 0, count: featureCounts.count * labelCount)
        for (row, entry) in featureCounts.enumerated() {
            for label in 0..<labelCount {
                table[row * labelCount + label] = log(Double(entry.counts[label]) + smoothing) - denominators[label]
            }
        }
        self.table = FeatureTable(ids: featureCounts.map { FeatureHash.of($0.name) })
        logLikelihoods = table
    }

    /// Natural-log joint scores `log P(label) + Σ log P(feature | label)` over the distinct known features.
    ///
    /// Each feature counts once, as in training, where counts are document frequencies (binary naive Bayes).
    public func scores(_ features: [Feature]) -> [Double] {
        scores(ids: FeatureIDs.distinct(features.map(\.id)))
    }

    func scores(ids: [UInt64]) -> [Double] {
        var scores = logPriors
        let labelCount = labels.count
        for id in ids {
            guard let row = table.row(of: id) else { continue }
            let base = row * labelCount
            for label in 0..<labelCount { scores[label] += logLikelihoods[base + label] }
        }
        return scores
    }

    /// A numerically stable softmax of `scores / temperature`.
    public static func softmax(_ scores: [Double], temperature: Double) -> [Double] {
        guard let maximum = scores.max(), maximum.isFinite else {
            return [Double](repeating: 1 / Double(max(1, scores.count)), count: scores.count)
        }
        let exponentials = scores.map { exp(($0 - maximum) / temperature) }
        let sum = exponentials.reduce(0, +)
        return exponentials.map { $0 / sum }
    }

    public static func == (lhs: NaiveBayesModel, rhs: NaiveBayesModel) -> Bool {
        lhs.labels == rhs.labels && lhs.smoothing == rhs.smoothing && lhs.temperature == rhs.temperature
            && lhs.documentCounts == rhs.documentCounts
            && lhs.featureCounts.elementsEqual(rhs.featureCounts) { $0.name == $1.name && $0.counts == $1.counts }
    }
}

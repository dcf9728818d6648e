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
    /// Feature names in sorted order.
    public let featureNames: [String]
    /// Row-major `features × labels` document counts.
    let counts: [Int]
    /// FNV-1a ids of ``featureNames``, in the same order.
    let featureIDs: [UInt64]

    let logPriors: [Double]
    let table: FeatureTable
    /// Row-major `rows × labels` log-likelihoods.
    let logLikelihoods: [Double]

    /// Feature names with their per-label document counts.
    public var featureCounts: [(name: String, counts: [Int])] {
        featureNames.enumerated().map { row, name in
            (name: name, counts: Array(counts[(row * labels.count)..<((row + 1) * labels.count)]))
        }
    }

    /// Creates a model from counts, computing the log-probability tables.
    ///
    /// - Throws: ``ModelFileError/corrupt(path:reason:)`` with path "(in memory)" when the counts do not fit the labels.
    public init(
        labels: [String], smoothing: Double, temperature: Double, documentCounts: [Int],
        featureCounts: [(name: String, counts: [Int])]
    ) throws {
        guard featureCounts.allSatisfy({ $0.counts.count == labels.count }) else {
            throw ModelFileError.corrupt(
                path: "(in memory)", reason: "the counts do not match the \(labels.count) labels")
        }
        try self.init(
            labels: labels, smoothing: smoothing, temperature: temperature, documentCounts: documentCounts,
            names: featureCounts.map(\.name), counts: featureCounts.flatMap(\.counts))
    }

    /// Creates a model from flat row-major counts (`names.count × labels.count`).
    init(
        labels: [String], smoothing: Double, temperature: Double, documentCounts: [Int], names: [String], counts: [Int]
    ) throws {
        let labelCount = labels.count
        guard labelCount >= 2, documentCounts.count == labelCount, smoothing > 0, temperature > 0,
            counts.count == names.count * labelCount, counts.allSatisfy({ $0 >= 0 })
        else {
            throw ModelFileError.corrupt(
                path: "(in memory)", reason: "the counts do not match the \(labelCount) labels")
        }
        self.labels = labels
        self.smoothing = smoothing
        self.temperature = temperature
        self.documentCounts = documentCounts
        featureNames = names
        self.counts = counts
        let totalDocuments = Double(documentCounts.reduce(0, +))
        logPriors = documentCounts.map { log((Double($0) + 1) / (totalDocuments + Double(labelCount))) }
        var totals = [Double](repeating: 0, count: labelCount)
        for (index, count) in counts.enumerated() { totals[index % labelCount] += Double(count) }
        let vocabulary = Double(names.count)
        let denominators = totals.map { log($0 + smoothing * vocabulary) }
        // Counts are small integers, so log(count + smoothing) comes from a table instead of one log() per cell.
        let largest = min(counts.max() ?? 0, 65_536)
        let logOfCount = (0...largest).map { log(Double($0) + smoothing) }
        var table = [Double](repeating: 0, count: counts.count)
        for index in counts.indices {
            let count = counts[index]
            let logCount = count <= largest ? logOfCount[count] : log(Double(count) + smoothing)
            table[index] = logCount - denominators[index % labelCount]
        }
        featureIDs = names.map { FeatureHash.of($0) }
        self.table = FeatureTable(ids: featureIDs)
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
            && lhs.featureNames == rhs.featureNames && lhs.counts == rhs.counts
    }
}

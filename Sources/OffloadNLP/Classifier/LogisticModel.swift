import Foundation

/// A multinomial logistic-regression layer over the same sparse binary features as the naive-Bayes model.
///
/// Naive Bayes counts each feature as independent evidence, which makes it overconfident when features overlap
/// (a word, its bigrams and a cue all firing together); the logistic layer learns joint weights and corrects it.
public struct LogisticModel: Sendable, Equatable {
    /// Class labels, in model order.
    public let labels: [String]
    /// Per-label bias.
    public let bias: [Double]
    /// Feature names in sorted order.
    public let featureNames: [String]
    /// FNV-1a ids of ``featureNames``, in the same order.
    let featureIDs: [UInt64]

    let index: FeatureTable
    /// Row-major `features × labels` weights.
    let table: [Double]

    /// Feature names with their per-label weights.
    public var featureWeights: [(name: String, weights: [Double])] {
        featureNames.enumerated().map { row, name in
            (name: name, weights: Array(table[(row * labels.count)..<((row + 1) * labels.count)]))
        }
    }

    /// Creates a model from its weights.
    ///
    /// - Throws: ``ModelFileError/corrupt(path:reason:)`` when the weights do not fit the labels.
    public init(labels: [String], bias: [Double], featureWeights: [(name: String, weights: [Double])]) throws {
        guard featureWeights.allSatisfy({ $0.weights.count == labels.count }) else {
            throw ModelFileError.corrupt(
                path: "(in memory)", reason: "the logistic weights do not match the \(labels.count) labels")
        }
        try self.init(
            labels: labels, bias: bias, names: featureWeights.map(\.name), weights: featureWeights.flatMap(\.weights))
    }

    /// Creates a model from flat row-major weights (`names.count × labels.count`).
    init(labels: [String], bias: [Double], names: [String], weights: [Double], ids: [UInt64]? = nil) throws {
        guard bias.count == labels.count, weights.count == names.count * labels.count, weights.allSatisfy(\.isFinite),
            bias.allSatisfy(\.isFinite)
        else {
            throw ModelFileError.corrupt(
                path: "(in memory)", reason: "the logistic weights do not match the \(labels.count) labels")
        }
        self.labels = labels
        self.bias = bias
        featureNames = names
        featureIDs = ids ?? names.map { FeatureHash.of($0) }
        index = FeatureTable(ids: featureIDs)
        table = weights
    }

    /// Logits for the features (each distinct feature counted once).
    public func logits(_ features: [Feature]) -> [Double] {
        var logits = bias
        for id in FeatureIDs.distinct(features.map(\.id)) {
            guard let row = index.row(of: id) else { continue }
            for label in labels.indices { logits[label] += table[row * labels.count + label] }
        }
        return logits
    }

    /// The weights of a feature id, or `nil` for an unknown feature.
    func weights(of id: UInt64) -> ArraySlice<Double>? {
        guard let row = index.row(of: id) else { return nil }
        return table[(row * labels.count)..<((row + 1) * labels.count)]
    }

    public static func == (lhs: LogisticModel, rhs: LogisticModel) -> Bool {
        lhs.labels == rhs.labels && lhs.bias == rhs.bias
            && lhs.featureNames == rhs.featureNames && lhs.table == rhs.table
    }
}

/// Trains a ``LogisticModel`` with AdaGrad and L2 regularization; deterministic for the same input order.
public struct LogisticTrainer: Sendable {
    /// Passes over the data.
    public var epochs = 12
    /// AdaGrad base learning rate.
    public var learningRate = 0.5
    /// L2 penalty per update on the weights touched.
    public var l2 = 1e-4

    /// Creates a trainer with the default settings.
    public init() {}

    /// Trains on documents restricted to `vocabulary` (feature names).
    public func train(labels: [String], documents: [(features: [Feature], label: Int)], vocabulary: [String]) throws
        -> LogisticModel
    {
        let labelCount = labels.count
        var index: [UInt64: Int] = [:]
        for (row, name) in vocabulary.enumerated() { index[FeatureHash.of(name)] = row }
        let rows: [[Int]] = documents.map { document in
            Array(Set(document.features.compactMap { index[$0.id] })).sorted()
        }
        var weights = [Double](repeating: 0, count: vocabulary.count * labelCount)
        var squares = [Double](repeating: 1e-8, count: vocabulary.count * labelCount)
        var bias = [Double](repeating: 0, count: labelCount)
        var biasSquares = [Double](repeating: 1e-8, count: labelCount)
        // A fixed, data-independent visiting order: documents sorted by a hash of their position.
        let order = documents.indices.sorted { FeatureHash.of("doc\($0)") < FeatureHash.of("doc\($1)") }
        var logits = [Double](repeating: 0, count: labelCount)
        for _ in 0..<epochs {
            for documentIndex in order {
                let features = rows[documentIndex]
                for label in 0..<labelCount {
                    var sum = bias[label]
                    for row in features { sum += weights[row * labelCount + label] }
                    logits[label] = sum
                }
                let probabilities = NaiveBayesModel.softmax(logits, temperature: 1)
                for label in 0..<labelCount {
                    let gradient = probabilities[label] - (label == documents[documentIndex].label ? 1 : 0)
                    biasSquares[label] += gradient * gradient
                    bias[label] -= learningRate * gradient / biasSquares[label].squareRoot()
                    for row in features {
                        let slot = row * labelCount + label
                        let step = gradient + l2 * weights[slot]
                        squares[slot] += step * step
                        weights[slot] -= learningRate * step / squares[slot].squareRoot()
                    }
                }
            }
        }
        let rounded: (Double) -> Double = { ($0 * 1_000_000).rounded() / 1_000_000 }
        let featureWeights = vocabulary.enumerated().map { row, name in
            (name: name, weights: (0..<labelCount).map { rounded(weights[row * labelCount + $0]) })
        }
        return try LogisticModel(labels: labels, bias: bias.map(rounded), featureWeights: featureWeights)
    }
}

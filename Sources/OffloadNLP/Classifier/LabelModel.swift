/// One trained classifier: naive Bayes and a logistic layer over the same features, calibrated together.
///
/// The score of a label is `naiveBayesWeight · log P_NB(label, features) + logistic logit`, and probabilities are
/// `softmax(score / temperature)`, with the temperature fitted on held-out folds at training time.
public struct LabelModel: Sendable, Equatable {
    /// The naive-Bayes part (its own temperature is unused here and kept at 1).
    public let naiveBayes: NaiveBayesModel
    /// The logistic part, when trained.
    public let logistic: LogisticModel?
    /// Multiplier on the naive-Bayes log joint.
    public let naiveBayesWeight: Double
    /// Calibration temperature.
    public let temperature: Double

    /// Class labels, in model order.
    public var labels: [String] { naiveBayes.labels }

    /// Creates a model.
    ///
    /// - Throws: ``ModelFileError/corrupt(path:reason:)`` when the parts disagree on labels or the numbers are invalid.
    public init(naiveBayes: NaiveBayesModel, logistic: LogisticModel?, naiveBayesWeight: Double, temperature: Double) throws {
        guard temperature > 0, temperature.isFinite, naiveBayesWeight >= 0, naiveBayesWeight.isFinite,
            logistic.map({ $0.labels == naiveBayes.labels }) ?? true
        else { throw ModelFileError.corrupt(path: "(in memory)", reason: "the model parts do not fit together") }
        self.naiveBayes = naiveBayes
        self.logistic = logistic
        self.naiveBayesWeight = naiveBayesWeight
        self.temperature = temperature
    }

    /// Uncalibrated scores, one per label.
    public func scores(_ features: [Feature]) -> [Double] {
        var scores = naiveBayes.scores(features)
        for index in scores.indices { scores[index] *= naiveBayesWeight }
        if let logistic {
            let logits = logistic.logits(features)
            for index in scores.indices { scores[index] += logits[index] }
        }
        return scores
    }

    /// Calibrated probabilities, summing to 1.
    public func probabilities(_ features: [Feature]) -> [Double] {
        NaiveBayesModel.softmax(scores(features), temperature: temperature)
    }

    /// The features that pushed the prediction toward `label` most, against `other`, in calibrated log-odds.
    public func explain(_ features: [Feature], label: Int, against other: Int, limit: Int = 5) -> [(feature: Feature, weight: Double)] {
        guard labels.indices.contains(label), labels.indices.contains(other), label != other else { return [] }
        var merged: [UInt64: (Feature, Double)] = [:]
        var seen = Set<UInt64>()
        for feature in features {
            var weight = 0.0
            if let row = naiveBayes.rowOfFeature[feature.id] {
                let base = row * labels.count
                weight += naiveBayesWeight * (naiveBayes.logLikelihoods[base + label] - naiveBayes.logLikelihoods[base + other])
            }
            if seen.insert(feature.id).inserted, let logistic, let difference = logistic.contribution(of: feature, label: label, against: other) {
                weight += difference
            }
            weight /= temperature
            let existing = merged[feature.id]?.1 ?? 0
            merged[feature.id] = (merged[feature.id]?.0 ?? feature, existing + weight)
        }
        return merged.values.filter { $0.1 > 0 }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.name < $1.0.name }
            .prefix(limit).map { (feature: $0.0, weight: $0.1) }
    }
}

/// One trained classifier: naive Bayes and a logistic layer over the same features, calibrated together.
///
/// The score of a label is `naiveBayesWeight · log P_NB(label, features) + logistic logit`, each distinct feature
/// counted once, and probabilities are `softmax(score / temperature)`, the temperature fitted on held-out folds at
/// training time. Both parts are folded into one table at load time, so scoring is one lookup per feature.
public struct LabelModel: Sendable, Equatable {
    /// The naive-Bayes part (its own temperature is unused here and kept at 1).
    public let naiveBayes: NaiveBayesModel
    /// The logistic part, when trained.
    public let logistic: LogisticModel?
    /// Multiplier on the naive-Bayes log joint.
    public let naiveBayesWeight: Double
    /// Calibration temperature.
    public let temperature: Double

    let base: [Double]
    let index: FeatureTable
    let combined: [Double]
    /// Feature ids in row order of ``combined``.
    let rowIDs: [UInt64]

    /// Class labels, in model order.
    public var labels: [String] { naiveBayes.labels }

    /// Creates a model.
    ///
    /// - Throws: ``ModelFileError/corrupt(path:reason:)`` when the parts disagree on labels or the numbers are invalid.
    public init(naiveBayes: NaiveBayesModel, logistic: LogisticModel?, naiveBayesWeight: Double, temperature: Double)
        throws
    {
        guard temperature > 0, temperature.isFinite, naiveBayesWeight >= 0, naiveBayesWeight.isFinite,
            logistic.map({ $0.labels == naiveBayes.labels }) ?? true
        else { throw ModelFileError.corrupt(path: "(in memory)", reason: "the model parts do not fit together") }
        self.naiveBayes = naiveBayes
        self.logistic = logistic
        self.naiveBayesWeight = naiveBayesWeight
        self.temperature = temperature
        let labelCount = naiveBayes.labels.count
        var base = naiveBayes.logPriors.map { $0 * naiveBayesWeight }
        if let logistic { for label in 0..<labelCount { base[label] += logistic.bias[label] } }
        self.base = base
        var ids = naiveBayes.featureIDs
        var combined = naiveBayes.logLikelihoods.map { $0 * naiveBayesWeight }
        if let logistic {
            let known = FeatureTable(ids: ids)
            for (logisticRow, id) in logistic.featureIDs.enumerated() {
                let weights = logistic.table[(logisticRow * labelCount)..<((logisticRow + 1) * labelCount)]
                if let row = known.row(of: id) {
                    for (label, weight) in weights.enumerated() { combined[row * labelCount + label] += weight }
                } else {
                    ids.append(id)
                    combined += weights
                }
            }
        }
        index = FeatureTable(ids: ids)
        rowIDs = ids
        self.combined = combined
    }

    /// Uncalibrated scores, one per label.
    public func scores(_ features: [Feature]) -> [Double] {
        scores(ids: features.map(\.id))
    }

    /// Uncalibrated scores from feature ids (repeats are counted once).
    func scores(ids: [UInt64]) -> [Double] {
        var scores = base
        let labelCount = scores.count
        for id in FeatureIDs.distinct(ids) {
            guard let row = index.row(of: id) else { continue }
            let offset = row * labelCount
            for label in 0..<labelCount { scores[label] += combined[offset + label] }
        }
        return scores
    }

    /// Calibrated probabilities, summing to 1.
    public func probabilities(_ features: [Feature]) -> [Double] {
        NaiveBayesModel.softmax(scores(features), temperature: temperature)
    }

    /// Calibrated probabilities from feature ids.
    func probabilities(ids: [UInt64]) -> [Double] {
        NaiveBayesModel.softmax(scores(ids: ids), temperature: temperature)
    }

    /// The features that pushed the prediction toward `label` most, against `other`, in calibrated log-odds.
    ///
    /// Each feature id counts once, at its first occurrence; ties in weight go to the smaller name, and names are
    /// spelled only to break such ties (callers spell the few that make the cut).
    ///
    /// `difference(index)` gives the combined weight of `sources[index]`'s id for `label` minus that for `other`
    /// (`nil` for an unknown id).
    func explain(
        _ sources: [FeatureSource], label: Int, against other: Int, limit: Int = 5,
        difference: (Int) -> Double?
    ) -> [(source: FeatureSource, weight: Double)] {
        guard labels.indices.contains(label), labels.indices.contains(other), label != other, limit > 0 else {
            return []
        }
        // Candidates are indices into `sources`: copying a source (its spelled-out strings) for every feature looked
        // at cost more than the lookups.
        func ranksBefore(_ lhs: (index: Int, weight: Double), _ rhs: (index: Int, weight: Double)) -> Bool {
            lhs.weight != rhs.weight ? lhs.weight > rhs.weight : sources[lhs.index].name < sources[rhs.index].name
        }
        var best: [(index: Int, weight: Double)] = []
        best.reserveCapacity(limit + 1)
        // A feature seen twice has the same weight and name both times, so only its first occurrence can rank:
        // a repeat either finds itself already among the best or ranks no better than its evicted first.
        for index in sources.indices {
            let id = sources[index].id
            guard let raw = difference(index) else { continue }
            let contribution = (index: index, weight: raw / temperature)
            guard contribution.weight > 0,
                best.count < limit || ranksBefore(contribution, best[best.count - 1]),
                !best.contains(where: { sources[$0.index].id == id })
            else { continue }
            let position = best.firstIndex { ranksBefore(contribution, $0) } ?? best.count
            best.insert(contribution, at: position)
            if best.count > limit { best.removeLast() }
        }
        return best.map { (source: sources[$0.index], weight: $0.weight) }
    }

    /// The same, reading the weights from this model's own table.
    func explain(_ sources: [FeatureSource], label: Int, against other: Int, limit: Int = 5) -> [(
        source: FeatureSource, weight: Double
    )] {
        explain(sources, label: label, against: other, limit: limit) { position in
            index.row(of: sources[position].id).map {
                combined[$0 * labels.count + label] - combined[$0 * labels.count + other]
            }
        }
    }

    public static func == (lhs: LabelModel, rhs: LabelModel) -> Bool {
        lhs.naiveBayes == rhs.naiveBayes && lhs.logistic == rhs.logistic && lhs.naiveBayesWeight == rhs.naiveBayesWeight
            && lhs.temperature == rhs.temperature
    }
}

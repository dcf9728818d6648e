/// Accuracy, per-class precision/recall/F1, macro-F1, the confusion matrix and calibration of a labelled run.
public struct ClassificationMetrics: Sendable, Codable, Equatable {
    /// Per-class figures.
    public struct ClassScore: Sendable, Codable, Equatable {
        public let label: String
        public let precision: Double
        public let recall: Double
        public let f1: Double
        /// Gold examples of this class.
        public let support: Int
    }

    /// Labels in matrix order.
    public let labels: [String]
    /// Number of examples scored.
    public let count: Int
    /// Share of exact matches.
    public let accuracy: Double
    /// Unweighted mean of the per-class F1 over classes with gold support.
    public let macroF1: Double
    /// Per-class figures, in label order.
    public let classes: [ClassScore]
    /// `confusion[gold][predicted]` counts.
    public let confusion: [[Int]]
    /// Expected calibration error over 10 bins of the top-label confidence.
    public let expectedCalibrationError: Double
    /// The reliability table behind the ECE.
    public let reliability: [ReliabilityBin]
    /// Accuracy per corpus source (`todotask`, `hwu64`, …) when the records name one.
    public var accuracyBySource: [String: SourceAccuracy] = [:]
    /// The same figures over the records that name a source alone (the external ones), when some do and some do
    /// not: what the held-out external measurement sees, without the generated corpus around it.
    public var sourcedRecords: SourcedFigures?
    /// The figures of each language, when the records are of several (each read with its own language's model).
    public var languages: [LanguageFigures]?

    /// Accuracy, macro-F1, calibration, per-class scores and confusion of the records of one language.
    public struct LanguageFigures: Sendable, Codable, Equatable {
        public let language: String
        public let count: Int
        public let accuracy: Double
        public let macroF1: Double
        public let expectedCalibrationError: Double
        public let classes: [ClassScore]
        /// Rows gold, columns predicted, in ``ClassificationMetrics/labels`` order.
        public let confusion: [[Int]]
    }

    /// Macro-F1, accuracy and calibration of one subset of the records.
    public struct SourcedFigures: Sendable, Codable, Equatable {
        public let count: Int
        public let accuracy: Double
        /// Over the classes with gold support in the subset.
        public let macroF1: Double
        public let expectedCalibrationError: Double
    }

    /// Correct and total predictions of one source.
    public struct SourceAccuracy: Sendable, Codable, Equatable {
        public let correct: Int
        public let total: Int
        public var accuracy: Double { total > 0 ? Double(correct) / Double(total) : 0 }

        public init(correct: Int, total: Int) {
            self.correct = correct
            self.total = total
        }

        enum CodingKeys: String, CodingKey { case correct, total, accuracy }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            correct = try container.decode(Int.self, forKey: .correct)
            total = try container.decode(Int.self, forKey: .total)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(correct, forKey: .correct)
            try container.encode(total, forKey: .total)
            try container.encode(accuracy, forKey: .accuracy)
        }
    }

    /// Tallies accuracy per source; `sources[i]` belongs to the i-th gold/predicted pair.
    public static func bySource(sources: [String?], gold: [Int], predicted: [Int]) -> [String: SourceAccuracy] {
        var tallies: [String: (Int, Int)] = [:]
        for (index, source) in sources.enumerated() {
            guard let source, gold.indices.contains(index), predicted.indices.contains(index) else { continue }
            let hit = gold[index] == predicted[index] ? 1 : 0
            tallies[source, default: (0, 0)] = ((tallies[source]?.0 ?? 0) + hit, (tallies[source]?.1 ?? 0) + 1)
        }
        return tallies.mapValues { SourceAccuracy(correct: $0.0, total: $0.1) }
    }

    /// The figures of the records that name a source, or `nil` when none or all of them do.
    public static func sourced(
        labels: [String], sources: [String?], gold: [Int], predicted: [Int], confidences: [Double]
    ) -> SourcedFigures? {
        let kept = sources.indices.filter {
            sources[$0] != nil && gold.indices.contains($0) && predicted.indices.contains($0)
                && confidences.indices.contains($0)
        }
        guard !kept.isEmpty, kept.count < sources.count else { return nil }
        let subset = ClassificationMetrics(
            labels: labels, gold: kept.map { gold[$0] }, predicted: kept.map { predicted[$0] },
            confidences: kept.map { confidences[$0] })
        return SourcedFigures(
            count: subset.count, accuracy: subset.accuracy, macroF1: subset.macroF1,
            expectedCalibrationError: subset.expectedCalibrationError)
    }

    /// Computes the metrics; `gold` and `predicted` are indices into `labels`.
    public init(labels: [String], gold: [Int], predicted: [Int], confidences: [Double]) {
        self.labels = labels
        count = gold.count
        var matrix = [[Int]](repeating: [Int](repeating: 0, count: labels.count), count: labels.count)
        for (truth, guess) in zip(gold, predicted)
        where labels.indices.contains(truth) && labels.indices.contains(guess) {
            matrix[truth][guess] += 1
        }
        confusion = matrix
        let correct = zip(gold, predicted).map { $0 == $1 }
        accuracy = gold.isEmpty ? 0 : Double(correct.count { $0 }) / Double(gold.count)
        var scores: [ClassScore] = []
        for (index, label) in labels.enumerated() {
            let truePositives = Double(matrix[index][index])
            let predictedCount = Double(matrix.reduce(0) { $0 + $1[index] })
            let support = matrix[index].reduce(0, +)
            let precision = predictedCount > 0 ? truePositives / predictedCount : 0
            let recall = support > 0 ? truePositives / Double(support) : 0
            let f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
            scores.append(ClassScore(label: label, precision: precision, recall: recall, f1: f1, support: support))
        }
        classes = scores
        let supported = scores.filter { $0.support > 0 }
        macroF1 = supported.isEmpty ? 0 : supported.map(\.f1).reduce(0, +) / Double(supported.count)
        let calibration = Calibration.reliability(confidences: confidences, correct: correct)
        expectedCalibrationError = calibration.ece
        reliability = calibration.bins
    }
}

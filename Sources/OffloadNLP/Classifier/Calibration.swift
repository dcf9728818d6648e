import Foundation

/// Temperature scaling and calibration measurement.
public enum Calibration {
    /// The temperature that minimizes the negative log-likelihood of `gold` under `softmax(scores / T)`.
    ///
    /// Golden-section search over `log T` in `[log 0.05, log 500]`; deterministic.
    /// - Complexity: O(n · k · 60) for n score vectors of k labels.
    public static func fitTemperature(scores: [[Double]], gold: [Int]) -> Double {
        guard !scores.isEmpty else { return 1 }
        func loss(_ logTemperature: Double) -> Double {
            let temperature = exp(logTemperature)
            var total = 0.0
            for (vector, label) in zip(scores, gold) {
                let probabilities = NaiveBayesModel.softmax(vector, temperature: temperature)
                total -= log(max(probabilities[label], 1e-300))
            }
            return total
        }
        var low = log(0.05)
        var high = log(500.0)
        let ratio = (sqrt(5.0) - 1) / 2
        var a = high - ratio * (high - low)
        var b = low + ratio * (high - low)
        var lossA = loss(a)
        var lossB = loss(b)
        for _ in 0..<60 {
            if lossA < lossB {
                high = b
                b = a
                lossB = lossA
                a = high - ratio * (high - low)
                lossA = loss(a)
            } else {
                low = a
                a = b
                lossA = lossB
                b = low + ratio * (high - low)
                lossB = loss(b)
            }
        }
        return (exp((low + high) / 2) * 10_000).rounded() / 10_000
    }
}

/// One bin of a reliability table.
public struct ReliabilityBin: Hashable, Sendable, Codable {
    /// Lower edge of the confidence bin.
    public let lower: Double
    /// Upper edge of the confidence bin.
    public let upper: Double
    /// Predictions whose confidence fell in the bin.
    public let count: Int
    /// Mean confidence of those predictions.
    public let meanConfidence: Double
    /// Share of those predictions that were right.
    public let accuracy: Double
}

extension Calibration {
    /// Expected calibration error over equal-width bins and the bins themselves.
    ///
    /// ECE = Σ (n_b / n) · |accuracy_b − confidence_b|, over bins of the top-label confidence.
    public static func reliability(confidences: [Double], correct: [Bool], binCount: Int = 10) -> (
        ece: Double, bins: [ReliabilityBin]
    ) {
        var counts = [Int](repeating: 0, count: binCount)
        var confidenceSums = [Double](repeating: 0, count: binCount)
        var correctCounts = [Int](repeating: 0, count: binCount)
        for (confidence, isCorrect) in zip(confidences, correct) {
            let bin = min(binCount - 1, max(0, Int(confidence * Double(binCount))))
            counts[bin] += 1
            confidenceSums[bin] += confidence
            if isCorrect { correctCounts[bin] += 1 }
        }
        let total = Double(max(1, confidences.count))
        var ece = 0.0
        var bins: [ReliabilityBin] = []
        for bin in 0..<binCount {
            let count = counts[bin]
            let meanConfidence = count > 0 ? confidenceSums[bin] / Double(count) : 0
            let accuracy = count > 0 ? Double(correctCounts[bin]) / Double(count) : 0
            ece += Double(count) / total * abs(accuracy - meanConfidence)
            bins.append(
                ReliabilityBin(
                    lower: Double(bin) / Double(binCount), upper: Double(bin + 1) / Double(binCount), count: count,
                    meanConfidence: meanConfidence, accuracy: accuracy))
        }
        return (ece, bins)
    }
}

/// Scores a classifier against labelled examples.
public enum IntentEvaluation {
    /// Classifies every example and computes the metrics over the five intent labels.
    ///
    /// - Throws: ``CorpusError/unknownLabel(path:label:known:)`` for a gold intent outside the five.
    public static func score(_ classifier: CaptureClassifier, on examples: [LabelledExample]) throws
        -> ClassificationMetrics
    {
        let labels = classifier.models.intent.labels
        let tokenizer = Tokenizer()
        var gold: [Int] = []
        var predicted: [Int] = []
        var confidences: [Double] = []
        for example in examples {
            guard let intent = example.intent, let label = labels.firstIndex(of: intent) else {
                throw CorpusError.unknownLabel(path: "(evaluation corpus)", label: example.intent ?? "", known: labels)
            }
            let probabilities = classifier.intentProbabilities(tokenizer.tokenize(example.text))
            let best = probabilities.indices.max { probabilities[$0] < probabilities[$1] } ?? 0
            gold.append(label)
            predicted.append(best)
            confidences.append(probabilities[best])
        }
        var metrics = ClassificationMetrics(labels: labels, gold: gold, predicted: predicted, confidences: confidences)
        metrics.accuracyBySource = ClassificationMetrics.bySource(
            sources: examples.map(\.source), gold: gold, predicted: predicted)
        metrics.sourcedRecords = ClassificationMetrics.sourced(
            labels: labels, sources: examples.map(\.source), gold: gold, predicted: predicted, confidences: confidences)
        return metrics
    }
}

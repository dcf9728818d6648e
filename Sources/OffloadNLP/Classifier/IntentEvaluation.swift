/// Scores a classifier against labelled examples.
public enum IntentEvaluation {
    /// Classifies every example and computes the metrics over the five intent labels.
    ///
    /// - Throws: ``CorpusError/unknownLabel(path:label:known:)`` for a gold intent outside the five.
    public static func score(_ classifier: CaptureClassifier, on examples: [LabelledExample]) throws
        -> ClassificationMetrics
    {
        try score(LanguageClassifiers(classifier), on: examples)
    }

    /// Scores each example with the classifier of its language (a record without one is English); with records of
    /// several languages, the metrics carry each language's figures too.
    public static func score(_ classifiers: LanguageClassifiers, on examples: [LabelledExample]) throws
        -> ClassificationMetrics
    {
        let labels = classifiers.primary.models.intent.labels
        let tokenizer = Tokenizer()
        var gold: [Int] = []
        var predicted: [Int] = []
        var confidences: [Double] = []
        for example in examples {
            guard let intent = example.intent, let label = labels.firstIndex(of: intent) else {
                throw CorpusError.unknownLabel(path: "(evaluation corpus)", label: example.intent ?? "", known: labels)
            }
            let classifier = classifiers.classifier(for: example.language ?? ModelShelf.primaryLanguage)
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
        let languages = examples.map { $0.language ?? ModelShelf.primaryLanguage }
        if Set(languages).count > 1 {
            metrics.languages = Set(languages).sorted().map { language in
                let rows = languages.indices.filter { languages[$0] == language }
                let part = ClassificationMetrics(
                    labels: labels, gold: rows.map { gold[$0] }, predicted: rows.map { predicted[$0] },
                    confidences: rows.map { confidences[$0] })
                return ClassificationMetrics.LanguageFigures(
                    language: language, count: part.count, accuracy: part.accuracy, macroF1: part.macroF1,
                    expectedCalibrationError: part.expectedCalibrationError, classes: part.classes,
                    confusion: part.confusion)
            }
        }
        return metrics
    }
}

import OffloadCore

/// Trains the intent and category models from labelled examples, with calibration fitted on held-out folds.
public struct ClassifierTrainer: Sendable {
    /// The intent labels, in model order.
    public static let intentLabels = DestinationType.allCases.map(\.rawValue)

    /// Number of folds for calibration and cross-validation.
    public var folds = 5
    /// Naive-Bayes settings.
    public var trainer = NaiveBayesTrainer()
    /// Logistic-layer settings; `nil` trains naive Bayes alone.
    public var logistic: LogisticTrainer? = LogisticTrainer()
    /// Multiplier on the naive-Bayes log joint when combined with the logistic layer.
    public var naiveBayesWeight = 1.0
    /// Whether to use character 4-grams.
    public var characterGrams = false
    /// The language of the corpus, whose cue words the features use.
    public var language = ModelShelf.primaryLanguage

    /// Creates a trainer with the default settings.
    public init() {}

    /// Trains both models on all examples; the temperatures come from out-of-fold predictions.
    ///
    /// - Throws: ``CorpusError/unknownLabel(path:label:known:)`` when an intent is not one of ``intentLabels``.
    public func train(_ examples: [LabelledExample]) throws -> ClassifierModels {
        let documents = documents(of: examples)
        let intentData = try intentDocuments(examples, documents)
        let categoryLabels = Self.categoryLabels(of: examples)
        let categoryData = categoryDocuments(examples, documents, labels: categoryLabels)
        let intent = try calibratedModel(labels: Self.intentLabels, data: intentData)
        let category = try calibratedModel(labels: categoryLabels, data: categoryData)
        return ClassifierModels(intent: intent, category: category, characterGrams: characterGrams)
    }

    /// K-fold cross-validation of the intent model (calibrated inside each training fold).
    public func crossValidateIntent(_ examples: [LabelledExample]) throws -> ClassificationMetrics {
        let data = try intentDocuments(examples, documents(of: examples))
        var gold: [Int] = []
        var predicted: [Int] = []
        var confidences: [Double] = []
        var sources: [String?] = []
        for fold in 0..<folds {
            let training = data.enumerated().filter { Self.fold(of: examples[$0.offset].text, folds: folds) != fold }
                .map(\.element)
            let model = try calibratedModel(labels: Self.intentLabels, data: training)
            for (index, document) in data.enumerated() where Self.fold(of: examples[index].text, folds: folds) == fold {
                let probabilities = model.probabilities(document.features)
                let best = probabilities.indices.max { probabilities[$0] < probabilities[$1] } ?? 0
                gold.append(document.label)
                predicted.append(best)
                confidences.append(probabilities[best])
                sources.append(examples[index].source)
            }
        }
        var metrics = ClassificationMetrics(
            labels: Self.intentLabels, gold: gold, predicted: predicted, confidences: confidences)
        metrics.accuracyBySource = ClassificationMetrics.bySource(sources: sources, gold: gold, predicted: predicted)
        metrics.sourcedRecords = ClassificationMetrics.sourced(
            labels: Self.intentLabels, sources: sources, gold: gold, predicted: predicted, confidences: confidences)
        return metrics
    }

    /// The features of each example.
    ///
    /// A word the corpus holds in at least as many documents as a feature needs to be kept is a real word the model
    /// will know, so it is never "corrected" (as at inference, where only words the model does not know are tried
    /// against the typo corrector).
    private func documents(of examples: [LabelledExample]) -> [[Feature]] {
        let tokenizer = Tokenizer()
        let extractor = FeatureExtractor(usesCharacterGrams: characterGrams, language: language)
        let tokenized = examples.map { tokenizer.tokenize($0.text) }
        var documentCounts: [String: Int] = [:]
        for tokens in tokenized {
            for word in Set(tokens.lazy.filter { $0.kind == .word }.map(\.normalized)) {
                documentCounts[word, default: 0] += 1
            }
        }
        let minimum = max(1, trainer.minimumDocumentCount)
        return tokenized.map { tokens in
            extractor.features(of: tokens) { documentCounts[$0, default: 0] >= minimum }
        }
    }

    private func intentDocuments(_ examples: [LabelledExample], _ documents: [[Feature]]) throws -> [(
        features: [Feature], label: Int
    )] {
        try zip(examples, documents).map { example, features in
            guard let intent = example.intent, let label = Self.intentLabels.firstIndex(of: intent) else {
                throw CorpusError.unknownLabel(
                    path: "(training corpus)", label: example.intent ?? "", known: Self.intentLabels)
            }
            return (features: features, label: label)
        }
    }

    private static func categoryLabels(of examples: [LabelledExample]) -> [String] {
        [ClassifierModels.noCategory] + Set(examples.compactMap(\.category)).sorted()
    }

    private func categoryDocuments(_ examples: [LabelledExample], _ documents: [[Feature]], labels: [String]) -> [(
        features: [Feature], label: Int
    )] {
        zip(examples, documents).compactMap { example, features in
            guard example.hasCategoryGold else { return nil }
            return (
                features: features, label: labels.firstIndex(of: example.category ?? ClassifierModels.noCategory) ?? 0
            )
        }
    }

    /// Trains on `data`, fitting the temperature on out-of-fold scores of the same data.
    private func calibratedModel(labels: [String], data: [(features: [Feature], label: Int)]) throws -> LabelModel {
        var scores: [[Double]] = []
        var gold: [Int] = []
        // Folds group documents by their first word, so held-out predictions face unseen phrasings, as real
        // captures do; random folds would leave near-duplicates on both sides and make the fit overconfident.
        let groups = data.map { document in
            Int((document.features.first { $0.kind == .unigram }?.id ?? 0) % UInt64(folds))
        }
        for fold in 0..<folds {
            let training = data.indices.filter { groups[$0] != fold }.map { data[$0] }
            let model = try uncalibratedModel(labels: labels, data: training)
            for (index, document) in data.enumerated() where groups[index] == fold {
                scores.append(model.scores(document.features))
                gold.append(document.label)
            }
        }
        let temperature = Calibration.fitTemperature(scores: scores, gold: gold)
        let model = try uncalibratedModel(labels: labels, data: data)
        return try LabelModel(
            naiveBayes: model.naiveBayes, logistic: model.logistic, naiveBayesWeight: model.naiveBayesWeight,
            temperature: temperature)
    }

    private func uncalibratedModel(labels: [String], data: [(features: [Feature], label: Int)]) throws -> LabelModel {
        let naiveBayes = try trainer.train(labels: labels, documents: data)
        guard let logistic else {
            return try LabelModel(naiveBayes: naiveBayes, logistic: nil, naiveBayesWeight: 1, temperature: 1)
        }
        let layer = try logistic.train(
            labels: labels, documents: data, vocabulary: naiveBayes.featureCounts.map(\.name))
        return try LabelModel(
            naiveBayes: naiveBayes, logistic: layer, naiveBayesWeight: naiveBayesWeight, temperature: 1)
    }

    /// A stable fold number from the text, so folds do not depend on file order.
    static func fold(of text: String, folds: Int) -> Int {
        Int(FeatureHash.of(text) % UInt64(max(1, folds)))
    }
}

import Foundation

/// The on-disk form of a ``LabelModel``: versioned JSON with sorted keys, one feature a line.
///
/// Naive-Bayes lines are `name<TAB>count count …` (document counts per label, in label order) and logistic lines
/// `name<TAB>weight weight …`, so a retrained model diffs line by line and the same corpus gives the same bytes.
public struct ModelFile: Codable, Sendable, Equatable {
    /// The format this build writes and reads.
    public static let currentFormat = 2

    /// The logistic layer's weights.
    public struct Logistic: Codable, Sendable, Equatable {
        public let bias: [Double]
        public let features: [String]
    }

    public let format: Int
    /// `intent` or `category`.
    public let kind: String
    public let labels: [String]
    public let smoothing: Double
    public let temperature: Double
    public let naiveBayesWeight: Double
    public let documentCounts: [Int]
    public let characterGrams: Bool
    /// Provenance: the corpus files and the number of examples.
    public let trainedOn: [String]
    public let features: [String]
    public let logistic: Logistic?

    /// Wraps a trained model.
    public init(kind: String, model: LabelModel, characterGrams: Bool, trainedOn: [String]) {
        format = Self.currentFormat
        self.kind = kind
        labels = model.labels
        smoothing = model.naiveBayes.smoothing
        temperature = model.temperature
        naiveBayesWeight = model.naiveBayesWeight
        documentCounts = model.naiveBayes.documentCounts
        self.characterGrams = characterGrams
        self.trainedOn = trainedOn
        features = model.naiveBayes.featureCounts.map {
            $0.name + "\t" + $0.counts.map(String.init).joined(separator: " ")
        }
        logistic = model.logistic.map { logistic in
            Logistic(
                bias: logistic.bias,
                features: logistic.featureWeights.map {
                    $0.name + "\t" + $0.weights.map { "\($0)" }.joined(separator: " ")
                })
        }
    }

    /// Deterministic JSON bytes (sorted keys, pretty printed, trailing newline).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Decodes and validates a model file.
    ///
    /// - Throws: ``ModelFileError/corrupt(path:reason:)`` or ``ModelFileError/unsupportedVersion(found:supported:)``.
    public static func decode(_ data: Data, path: String) throws -> ModelFile {
        struct Header: Decodable { let format: Int }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw ModelFileError.corrupt(path: path, reason: "it is not a model file in JSON")
        }
        guard header.format == currentFormat else {
            throw ModelFileError.unsupportedVersion(found: header.format, supported: currentFormat...currentFormat)
        }
        do {
            return try JSONDecoder().decode(ModelFile.self, from: data)
        } catch {
            throw ModelFileError.corrupt(path: path, reason: "a field is missing or has the wrong type")
        }
    }

    /// Rebuilds the model.
    ///
    /// - Throws: ``ModelFileError/corrupt(path:reason:)`` when a feature line does not parse.
    public func model(path: String) throws -> LabelModel {
        do {
            let counts = try Self.parseLines(features, width: labels.count, path: path) { Int($0) }
            let naiveBayes = try NaiveBayesModel(
                labels: labels, smoothing: smoothing, temperature: 1, documentCounts: documentCounts,
                featureCounts: counts.map { (name: $0.name, counts: $0.values) })
            let logisticModel = try logistic.map { logistic in
                let weights = try Self.parseLines(logistic.features, width: labels.count, path: path) { Double($0) }
                return try LogisticModel(
                    labels: labels, bias: logistic.bias,
                    featureWeights: weights.map { (name: $0.name, weights: $0.values) })
            }
            return try LabelModel(
                naiveBayes: naiveBayes, logistic: logisticModel, naiveBayesWeight: naiveBayesWeight,
                temperature: temperature)
        } catch let error as ModelFileError {
            if case .corrupt(_, let reason) = error { throw ModelFileError.corrupt(path: path, reason: reason) }
            throw error
        }
    }

    private static func parseLines<Value>(_ lines: [String], width: Int, path: String, parse: (Substring) -> Value?)
        throws -> [(name: String, values: [Value])]
    {
        var result: [(name: String, values: [Value])] = []
        result.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            guard let tab = line.lastIndex(of: "\t") else {
                throw ModelFileError.corrupt(path: path, reason: "feature line \(index + 1) has no tab")
            }
            let values = line[line.index(after: tab)...].split(separator: " ").compactMap(parse)
            guard values.count == width else {
                throw ModelFileError.corrupt(
                    path: path, reason: "feature line \(index + 1) does not have \(width) numbers")
            }
            result.append((name: String(line[..<tab]), values: values))
        }
        return result
    }
}

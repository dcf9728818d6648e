import Foundation

extension ClassifierModels {
    /// File name of the intent model inside a models directory.
    public static let intentFileName = "intent.json"
    /// File name of the category model inside a models directory.
    public static let categoryFileName = "category.json"

    /// Loads both models from `directory`.
    ///
    /// - Throws: ``ModelFileError/notFound(path:)`` when a file is missing, ``ModelFileError/corrupt(path:reason:)``
    ///   or ``ModelFileError/unsupportedVersion(found:supported:)`` when it cannot be used.
    public static func load(from directory: URL) throws -> ClassifierModels {
        let intentFile = try readFile(directory.appendingPathComponent(intentFileName))
        let categoryFile = try readFile(directory.appendingPathComponent(categoryFileName))
        let intentPath = directory.appendingPathComponent(intentFileName).path
        let categoryPath = directory.appendingPathComponent(categoryFileName).path
        guard intentFile.labels == ClassifierTrainer.intentLabels else {
            throw ModelFileError.corrupt(path: intentPath, reason: "its labels are not the five intents")
        }
        return ClassifierModels(
            intent: try intentFile.model(path: intentPath), category: try categoryFile.model(path: categoryPath),
            characterGrams: intentFile.characterGrams)
    }

    /// Writes both models into `directory` (created if missing), replacing the files atomically.
    ///
    /// - Throws: Foundation file errors when the directory cannot be created or written.
    public func write(to directory: URL, trainedOn: [String]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = [
            (Self.intentFileName, ModelFile(kind: "intent", model: intent, characterGrams: characterGrams, trainedOn: trainedOn)),
            (Self.categoryFileName, ModelFile(kind: "category", model: category, characterGrams: characterGrams, trainedOn: trainedOn)),
        ]
        for (name, file) in files {
            try file.encoded().write(to: directory.appendingPathComponent(name), options: .atomic)
        }
    }

    private static func readFile(_ url: URL) throws -> ModelFile {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ModelFileError.notFound(path: url.path) }
        return try ModelFile.decode(data, path: url.path)
    }
}

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
        let intentURL = directory.appendingPathComponent(intentFileName)
        let categoryURL = directory.appendingPathComponent(categoryFileName)
        guard let intentJSON = FileManager.default.contents(atPath: intentURL.path) else {
            throw ModelFileError.notFound(path: intentURL.path)
        }
        guard let categoryJSON = FileManager.default.contents(atPath: categoryURL.path) else {
            throw ModelFileError.notFound(path: categoryURL.path)
        }
        if let binary = FileManager.default.contents(
            atPath: directory.appendingPathComponent(ModelBinary.fileName).path),
            let models = ModelBinary.decode(binary, intentJSON: intentJSON, categoryJSON: categoryJSON),
            models.intent.labels == ClassifierTrainer.intentLabels
        {
            return models
        }
        return try decodeJSON(intentJSON, at: intentURL.path, categoryJSON, at: categoryURL.path)
    }

    /// Loads both models from their JSON files (the slow, always-correct path).
    static func loadJSON(from directory: URL) throws -> ClassifierModels {
        let intentPath = directory.appendingPathComponent(intentFileName).path
        let categoryPath = directory.appendingPathComponent(categoryFileName).path
        guard let intentJSON = FileManager.default.contents(atPath: intentPath) else {
            throw ModelFileError.notFound(path: intentPath)
        }
        guard let categoryJSON = FileManager.default.contents(atPath: categoryPath) else {
            throw ModelFileError.notFound(path: categoryPath)
        }
        return try decodeJSON(intentJSON, at: intentPath, categoryJSON, at: categoryPath)
    }

    /// Builds both models from the bytes of their JSON files.
    private static func decodeJSON(
        _ intentJSON: Data, at intentPath: String, _ categoryJSON: Data, at categoryPath: String
    ) throws -> ClassifierModels {
        let intentFile = try ModelFile.decode(intentJSON, path: intentPath)
        let categoryFile = try ModelFile.decode(categoryJSON, path: categoryPath)
        guard intentFile.labels == ClassifierTrainer.intentLabels else {
            throw ModelFileError.corrupt(path: intentPath, reason: "its labels are not the five intents")
        }
        return ClassifierModels(
            intent: try intentFile.model(path: intentPath), category: try categoryFile.model(path: categoryPath),
            characterGrams: intentFile.characterGrams)
    }

    /// Writes both models into `directory` (created if missing) as JSON plus the fast-loading `models.bin`,
    /// replacing the files atomically.
    ///
    /// - Throws: Foundation file errors when the directory cannot be created or written.
    public func write(to directory: URL, trainedOn: [String]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = [
            (
                Self.intentFileName,
                ModelFile(kind: "intent", model: intent, characterGrams: characterGrams, trainedOn: trainedOn)
            ),
            (
                Self.categoryFileName,
                ModelFile(kind: "category", model: category, characterGrams: characterGrams, trainedOn: trainedOn)
            ),
        ]
        var encoded: [Data] = []
        for (name, file) in files {
            let data = try file.encoded()
            encoded.append(data)
            try data.write(to: directory.appendingPathComponent(name), options: .atomic)
        }
        try ModelBinary.encode(self, intentJSON: encoded[0], categoryJSON: encoded[1])
            .write(to: directory.appendingPathComponent(ModelBinary.fileName), options: .atomic)
    }
}

import Foundation

/// Every model in a models folder: the English intent and category models at the top, one folder per other
/// language (`de/`, `es/`) with its own pair, and the language detector (`language.json`).
///
/// ```swift
/// let shelf = try ModelShelf.load(from: modelsURL)
/// let analyzer = CaptureAnalyzer(shelf: shelf)
/// ```
public struct ModelShelf: Sendable {
    /// The language of the models at the top of the folder, and of corpus records that name none.
    public static let primaryLanguage = "en"

    /// The English models.
    public let primary: ClassifierModels
    /// The models of the other languages, by code.
    public let languages: [String: ClassifierModels]
    /// The language detector (without a model when the folder has no `language.json`).
    public let detector: LanguageDetector

    /// Creates a shelf; without `languages` and `language`, every capture is read with the English models.
    public init(primary: ClassifierModels, languages: [String: ClassifierModels] = [:], language: LanguageModel? = nil)
    {
        self.primary = primary
        self.languages = languages
        self.detector = LanguageDetector(model: language)
    }

    /// The folder of `language`'s models inside `directory`: the directory itself for English.
    public static func folder(for language: String, in directory: URL) -> URL {
        language == primaryLanguage ? directory : directory.appendingPathComponent(language, isDirectory: true)
    }

    /// Loads the English models, every language folder that holds an intent model, and the language detector.
    ///
    /// - Throws: ``ModelFileError`` when a model file is missing (the English ones) or cannot be read.
    public static func load(from directory: URL) throws -> ModelShelf {
        let primary = try ClassifierModels.load(from: directory)
        var languages: [String: ClassifierModels] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for entry in entries.sorted() where Self.isLanguageCode(entry) {
            let folder = directory.appendingPathComponent(entry, isDirectory: true)
            guard
                FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(ClassifierModels.intentFileName).path)
            else { continue }
            languages[entry] = try ClassifierModels.load(from: folder)
        }
        return ModelShelf(primary: primary, languages: languages, language: try LanguageModel.load(from: directory))
    }

    /// Whether a name is a language code (two or three lower-case ASCII letters), as model folders and corpus
    /// records name languages.
    public static func isLanguageCode(_ name: String) -> Bool {
        (2...3).contains(name.count) && name.allSatisfy { $0.isASCII && $0.isLowercase }
    }
}

/// One classifier per language, the English one for any language without its own models.
public struct LanguageClassifiers: Sendable {
    /// The English classifier.
    public let primary: CaptureClassifier
    private let others: [String: CaptureClassifier]

    /// Builds a classifier for every language of `shelf`.
    public init(_ shelf: ModelShelf) {
        primary = CaptureClassifier(models: shelf.primary)
        var others: [String: CaptureClassifier] = [:]
        for (language, models) in shelf.languages {
            others[language] = CaptureClassifier(models: models, language: language)
        }
        self.others = others
    }

    /// Only `classifier`, for every language.
    public init(_ classifier: CaptureClassifier) {
        primary = classifier
        others = [:]
    }

    /// The classifier for `language`; the English one when it has none of its own.
    public func classifier(for language: String) -> CaptureClassifier {
        others[language] ?? primary
    }

    /// The languages with a classifier of their own besides English, sorted.
    public var languages: [String] { others.keys.sorted() }
}

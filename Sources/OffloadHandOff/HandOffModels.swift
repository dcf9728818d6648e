import Foundation
import OffloadNLP
import OffloadStore

/// The trained models a process analyzes with, loaded once, and the fingerprint every hand-off run records.
///
/// ```swift
/// let models = try HandOffModels.load(from: try ModelLocation.directory(explicit: nil))
/// let engine = models.engine(store: store, timeZone: "Europe/Berlin", locale: try UserLocale("de_DE"))
/// ```
public struct HandOffModels: Sendable {
    /// The intent and category models.
    public let models: ClassifierModels
    /// The fingerprint of the model files (``ModelVersion/fingerprint(of:)``), or any name a test gives.
    public let version: String
    /// The analyzer over ``models``, built once.
    public let analyzer: CaptureAnalyzer
    /// The suggestion builder over ``models``, built once.
    public let builder: SuggestionBuilder

    /// English models already in memory, recorded as `version`: every capture is read with them.
    public init(_ models: ClassifierModels, version: String) {
        self.init(ModelShelf(primary: models), version: version)
    }

    /// Every language's models already in memory, recorded as `version`: each capture's language is detected.
    public init(_ shelf: ModelShelf, version: String) {
        self.models = shelf.primary
        self.version = version
        // One set of classifiers for both: their joint tables are built once.
        analyzer = CaptureAnalyzer(shelf: shelf)
        builder = SuggestionBuilder(classifiers: analyzer.classifiers)
    }

    /// Loads the models in `directory` and fingerprints their files.
    ///
    /// - Throws: ``ModelFileError/notFound(path:)``, ``ModelFileError/unsupportedVersion(found:supported:)``,
    ///   ``ModelFileError/corrupt(path:reason:)``.
    public static func load(from directory: URL) throws -> HandOffModels {
        HandOffModels(try ModelShelf.load(from: directory), version: ModelVersion.fingerprint(of: directory))
    }

    /// An engine over `store` that resolves relative dates in `timeZone` (an IANA name) and reads `locale`.
    public func engine(store: CaptureStore, timeZone: String, locale: UserLocale) -> HandOffEngine {
        HandOffEngine(
            store: store, analyzer: analyzer, builder: builder, modelVersion: version, timeZone: timeZone,
            locale: locale)
    }
}

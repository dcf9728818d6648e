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

    /// Models already in memory, recorded as `version`.
    public init(_ models: ClassifierModels, version: String) {
        self.models = models
        self.version = version
        // One classifier for both: its joint table is built once.
        analyzer = CaptureAnalyzer(models: models)
        builder = SuggestionBuilder(classifier: analyzer.classifier)
    }

    /// Loads the models in `directory` and fingerprints their files.
    ///
    /// - Throws: ``ModelFileError/notFound(path:)``, ``ModelFileError/unsupportedVersion(found:supported:)``,
    ///   ``ModelFileError/corrupt(path:reason:)``.
    public static func load(from directory: URL) throws -> HandOffModels {
        HandOffModels(try ClassifierModels.load(from: directory), version: ModelVersion.fingerprint(of: directory))
    }

    /// An engine over `store` that resolves relative dates in `timeZone` (an IANA name) and reads `locale`.
    public func engine(store: CaptureStore, timeZone: String, locale: UserLocale) -> HandOffEngine {
        HandOffEngine(
            store: store, analyzer: analyzer, builder: builder, modelVersion: version, timeZone: timeZone,
            locale: locale)
    }
}

import Foundation
import OffloadNLP
import OffloadTestSupport
import Testing

/// Hermetic models for CLI hand-off tests: trained once per process on ``TinyCorpus``, never `Models/`.
enum TinyModels {
    static let directory: Result<URL, any Error> = Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "offload-tiny-models-\(UUID().uuidString)")
        var trainer = ClassifierTrainer()
        trainer.folds = 2
        // Pinned, so that the fixtures' categories and counts do not follow the shipped models' tuning.
        trainer.trainer = NaiveBayesTrainer(smoothing: 5)
        try trainer.train(TinyCorpus.examples).write(to: url, trainedOn: ["TinyCorpus"])
        return url
    }

    /// `--models <dir>` for commands that analyze.
    static func arguments() throws -> [String] { ["--models", try directory.get().path] }
}

/// The JSON shapes the review commands print, decoded for checks.
struct ReviewItemRow: Decodable {
    struct SuggestionRow: Decodable {
        let id: String
        let captureID: String
        let title: String
        let destinationType: String
        let destinationName: String?
        let dueDate: String?
    }

    struct Capture: Decodable {
        let id: String
        let status: String
    }

    let capture: Capture
    let runID: String
    let modelVersion: String
    let suggestions: [SuggestionRow]
}

extension OffloadProcess.Result {
    /// Stdout decoded as `offload suggestions --json`.
    func reviewItems() throws -> [ReviewItemRow] {
        try JSONDecoder().decode([ReviewItemRow].self, from: Data(stdout.utf8))
    }

    /// Stdout decoded as a JSON array of objects.
    func objects() throws -> [[String: Any]] {
        try (JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [[String: Any]]) ?? []
    }
}

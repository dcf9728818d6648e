import ArgumentParser
import Foundation
import OffloadInterface
import OffloadNLP

/// `offload train`: builds the intent and category models from labelled corpora.
struct Train: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Train the intent and category models from labelled JSON Lines corpora.",
        discussion: """
            Without --corpus, trains on Corpora/intents/train.jsonl and Corpora/external/intent-dev.jsonl of this \
            build and writes Models/. The same corpus always gives the same model bytes.
            """)

    @Option(name: .long, help: "A JSON Lines corpus ({\"text\",\"intent\",\"category\"}); repeat for several.")
    var corpus: [String] = []

    @Option(name: .long, help: "Directory to write intent.json and category.json to (default: Models/ of this build).")
    var models: String?

    @OptionGroup var settings: TrainingSettings

    func run() async throws {
        let corpora = try corpus.isEmpty ? Self.defaultCorpora() : corpus
        var examples: [LabelledExample] = []
        for path in corpora { examples += try CorpusFile.read(path) }
        let trainer = settings.trainer()
        let trained = try trainer.train(examples)
        let directory = try models.map { URL(fileURLWithPath: $0) } ?? Self.defaultModelsDirectory()
        let names = corpora.map { URL(fileURLWithPath: $0).lastPathComponent }
        try trained.write(to: directory, trainedOn: names + ["\(examples.count) examples"])
        print("Trained on \(examples.count) examples from \(names.joined(separator: ", ")).")
        print(
            "intent:   \(trained.intent.naiveBayes.featureCounts.count) features, temperature \(trained.intent.temperature)"
        )
        print(
            "category: \(trained.category.naiveBayes.featureCounts.count) features, temperature \(trained.category.temperature)"
        )
        print(
            "Wrote \(directory.path)/\(ClassifierModels.intentFileName), \(ClassifierModels.categoryFileName) and models.bin."
        )
    }

    static func defaultCorpora() throws -> [String] {
        let parts = ["Corpora/intents/train.jsonl", "Corpora/external/intent-dev.jsonl"]
        guard let root = ModelLocation.packageRoot(containing: parts[0]) else {
            throw ValidationError("No default corpus found; pass --corpus FILE.")
        }
        return parts.map { root.appendingPathComponent($0).path }
    }

    static func defaultModelsDirectory() throws -> URL {
        guard let root = ModelLocation.packageRoot(containing: "Corpora") else {
            throw ValidationError("No Models/ folder found; pass --models DIR.")
        }
        return root.appendingPathComponent("Models")
    }
}

/// Reads a labelled corpus file with a clear error when it is missing.
enum CorpusFile {
    static func read(_ path: String) throws -> [LabelledExample] {
        guard let data = FileManager.default.contents(atPath: path) else { throw CorpusError.unreadable(path: path) }
        return try LabelledCorpus.parse(data, path: path)
    }
}

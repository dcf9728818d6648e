import ArgumentParser
import Foundation
import OffloadInterface
import OffloadNLP

/// `offload train`: builds the intent and category models from labelled corpora.
struct Train: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Train the intent and category models from labelled JSON Lines corpora.",
        discussion: """
            Without --corpus, trains on Corpora/intents/train.jsonl, Corpora/external/intent-dev.jsonl and the \
            German and Spanish corpora (Corpora/intents/de, es) of this build and writes Models/: the English \
            models at the top, one folder per other language (Models/de, Models/es), and the language detector \
            (language.json) when the corpora hold more than one language. Records name their language in a \
            "language" field; records without one are English. The same corpora always give the same model bytes.
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
        let directory = try models.map { URL(fileURLWithPath: $0) } ?? Self.defaultModelsDirectory()
        let names = corpora.map { URL(fileURLWithPath: $0).lastPathComponent }
        // English records predate the language field; every other language gets its own pair of models in a
        // folder named by its code, next to the English ones.
        let byLanguage = Dictionary(grouping: examples) { $0.language ?? ModelShelf.primaryLanguage }
        print("Trained on \(examples.count) examples from \(names.joined(separator: ", ")).")
        for language in byLanguage.keys.sorted() {
            let part = byLanguage[language] ?? []
            var trainer = settings.trainer()
            trainer.language = language
            let trained = try trainer.train(part)
            let folder = ModelShelf.folder(for: language, in: directory)
            try trained.write(to: folder, trainedOn: names + ["\(part.count) \(language) examples"])
            print(
                "\(language) intent: \(trained.intent.naiveBayes.featureCounts.count) features, temperature "
                    + "\(trained.intent.temperature); category: \(trained.category.naiveBayes.featureCounts.count) "
                    + "features, temperature \(trained.category.temperature)")
        }
        if byLanguage.count > 1 {
            let language = LanguageModel.train(examples.map { ($0.text, $0.language ?? ModelShelf.primaryLanguage) })
            try language.write(to: directory, trainedOn: names + ["\(examples.count) examples"])
            print("language: \(language.languages.joined(separator: ", ")), \(language.gramCount) character grams")
        }
        print("Wrote the models to \(directory.path).")
    }

    static func defaultCorpora() throws -> [String] {
        let parts = [
            "Corpora/intents/train.jsonl", "Corpora/external/intent-dev.jsonl", "Corpora/intents/de/train.jsonl",
            "Corpora/intents/es/train.jsonl",
        ]
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

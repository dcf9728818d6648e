import ArgumentParser
import Foundation
import OffloadInterface
import OffloadNLP

/// Options shared by the commands that use the trained models.
struct ModelOptions: ParsableArguments {
    @Option(
        name: .long, help: "Directory with intent.json and category.json (default: the Models/ folder of this build).")
    var models: String?

    /// Finds and loads the models.
    func load() throws -> ClassifierModels {
        try ClassifierModels.load(from: try directory())
    }

    /// Every model of the models directory: each language's classifiers and the language detector.
    func loadShelf() throws -> ModelShelf {
        try ModelShelf.load(from: try directory())
    }

    /// The models directory: `--models`, else `OFFLOAD_MODELS`, else the Models/ folder of this build.
    func directory() throws -> URL {
        try ModelLocation.directory(explicit: models)
    }
}

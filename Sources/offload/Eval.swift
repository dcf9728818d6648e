import ArgumentParser

/// `offload eval`: measures the language core against labelled data.
struct Eval: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Evaluate the classifiers and extractors against labelled corpora.",
        subcommands: [EvalIntent.self, EvalTemporal.self, EvalEntities.self, EvalLanguage.self]
    )
}

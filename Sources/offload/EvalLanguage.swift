import ArgumentParser
import Foundation
import OffloadNLP

/// `offload eval language`: how well the detector tells the language of labelled captures, by length band.
struct EvalLanguage: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "language",
        abstract: "Score the language detector on labelled corpora.",
        discussion: """
            Reads the "language" field of each record; records without one count as --language (default en). \
            Reports accuracy overall, per language and per length band (1-2, 3-4, 5-9, 10+ words), with the share \
            that fell back to --default (a text too short or mixed to tell).
            """)

    @Option(name: .long, help: "A labelled JSON Lines corpus; repeat to combine several.")
    var corpus: [String]

    @Option(name: .long, help: "The language of records that name none.")
    var language = "en"

    @Option(name: .long, help: "The user's default language, used when a text does not tell.")
    var `default` = "en"

    @OptionGroup var output: OutputOptions

    @OptionGroup var modelOptions: ModelOptions

    func validate() throws {
        if corpus.isEmpty { throw ValidationError("Give at least one --corpus FILE.") }
    }

    func run() async throws {
        var examples: [(text: String, language: String)] = []
        for path in corpus {
            examples += try CorpusFile.read(path).map { ($0.text, $0.language ?? language) }
        }
        guard let model = try LanguageModel.load(from: try modelOptions.directory()) else {
            throw ValidationError("No language model (language.json) in the models folder; run `offload train`.")
        }
        let evaluation = LanguageEvaluation.score(
            LanguageDetector(model: model), on: examples, defaultLanguage: `default`)
        try await output.emit(evaluation, pretty: true) { evaluation.text }
    }
}

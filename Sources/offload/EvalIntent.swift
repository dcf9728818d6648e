import ArgumentParser
import Foundation
import OffloadNLP

/// `offload eval intent`: accuracy, macro-F1, per-class scores, confusion matrix and calibration.
struct EvalIntent: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intent",
        abstract: "Score the intent classifier on a labelled corpus.",
        discussion: """
            Accepts Offload's corpus format ({"text","intent","category"}) and the external format \
            ({"id","text","intent",…}). With --cross-validate, trains and tests on folds of the given corpora \
            instead of using the shipped models.
            """)

    @Option(name: .long, help: "A labelled JSON Lines corpus; repeat to combine several.")
    var corpus: [String]

    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Also write a self-contained HTML report to this file.")
    var report: String?

    @Option(name: .long, help: "Cross-validate with this many folds instead of scoring the shipped models.")
    var crossValidate: Int?

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup(title: "Cross-validation training settings") var settings: TrainingSettings

    func validate() throws {
        if corpus.isEmpty { throw ValidationError("Give at least one --corpus FILE.") }
        if let folds = crossValidate, !(2...20).contains(folds) {
            throw ValidationError("--cross-validate takes 2 to 20 folds.")
        }
    }

    func run() async throws {
        var examples: [LabelledExample] = []
        for path in corpus { examples += try CorpusFile.read(path) }
        // A corpus of one language is read with that language's cue words (its models are trained with them).
        let languages = Set(examples.map { $0.language ?? ModelShelf.primaryLanguage })
        let language = languages.count == 1 ? languages.first ?? ModelShelf.primaryLanguage : ModelShelf.primaryLanguage
        let metrics: ClassificationMetrics
        if let folds = crossValidate {
            var trainer = settings.trainer()
            trainer.folds = folds
            trainer.language = language
            metrics = try trainer.crossValidateIntent(examples)
        } else {
            let shelf = try modelOptions.loadShelf()
            if languages.count > 1 {
                // Each record read with its language's model, the figures per language beside the whole.
                metrics = try IntentEvaluation.score(LanguageClassifiers(shelf), on: examples)
            } else {
                // The language's folder of the models directory, or the directory itself when it is that folder.
                let models = shelf.languages[language] ?? shelf.primary
                metrics = try IntentEvaluation.score(
                    CaptureClassifier(models: models, language: language), on: examples)
            }
        }
        if let report {
            let title =
                "Intent evaluation: "
                + corpus.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " + ")
            try Data(EvaluationReport.html(metrics, title: title).utf8).write(
                to: URL(fileURLWithPath: report), options: .atomic)
        }
        try await output.emit(metrics, pretty: true) { EvaluationReport.text(metrics) }
    }
}

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
        let metrics: ClassificationMetrics
        if let folds = crossValidate {
            var trainer = settings.trainer()
            trainer.folds = folds
            metrics = try trainer.crossValidateIntent(examples)
        } else {
            let classifier = CaptureClassifier(models: try modelOptions.load())
            metrics = try IntentEvaluation.score(classifier, on: examples)
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

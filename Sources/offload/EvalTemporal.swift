import ArgumentParser
import Foundation
import OffloadInterface
import OffloadNLP

/// `offload eval temporal`: detection recall, negatives correct and resolution accuracy of the date extractor.
struct EvalTemporal: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "temporal",
        abstract: "Score the date and time extractor on a temporal-expression corpus.",
        discussion: """
            Reads {"id","text","ref","expected":[…]} JSON Lines (optional "tz" and "locale" per record) and \
            scores exactly as the shared score.py does.
            """)

    @Option(name: .long, help: "A temporal JSON Lines corpus.")
    var corpus: String

    @Flag(
        name: .long,
        help: "Score the due date a task suggestion would get instead of the first mention's value.")
    var dueDate = false

    @Flag(
        name: .long,
        help: "With --due-date, read each text's intent too: a note gets no due date, as its suggestion gets none.")
    var asSuggested = false

    @Flag(
        name: .long,
        help: """
            Ignore each record's locale: detect each text's language (falling back to en_US), as for a user who set \
            no locale.
            """)
    var detectLanguage = false

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Also write per-case predictions ({\"id\",\"found\",\"value\"}) to this file.")
    var predictions: String?

    func validate() throws {
        if asSuggested && !dueDate { throw ValidationError("--as-suggested goes with --due-date.") }
    }

    func run() async throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: corpus))
        } catch {
            throw EvalTemporalError.unreadable(path: corpus)
        }
        let records: [TemporalRecord]
        do {
            records = try TemporalEvaluation.records(fromJSONLines: data)
        } catch {
            throw EvalTemporalError.malformed(path: corpus, reason: String(describing: error))
        }
        let shelf = asSuggested || detectLanguage ? try modelOptions.loadShelf() : nil
        let predicted = TemporalEvaluation.predict(
            records, reading: dueDate ? .dueDate : .firstMention,
            classifiers: asSuggested ? shelf.map(LanguageClassifiers.init) : nil,
            detector: detectLanguage ? shelf?.detector : nil)
        if let predictions {
            var lines = ""
            for prediction in predicted { lines += try JSONOutput.string(prediction, pretty: false) + "\n" }
            try Data(lines.utf8).write(to: URL(fileURLWithPath: predictions), options: .atomic)
        }
        let score = TemporalEvaluation.score(records, predicted)
        try await output.emit(TemporalReport(score), pretty: true) { Self.text(score) }
    }

    static func text(_ score: TemporalScore) -> String {
        func percent(_ value: Double) -> String { value.isNaN ? "   n/a" : String(format: "%5.1f%%", 100 * value) }
        var lines = [
            "detection recall     \(percent(score.detectionRecall))  n=\(score.positives)",
            "negatives correct    \(percent(score.negativesCorrectRate))  n=\(score.negatives)",
            "resolution accuracy  \(percent(score.resolutionAccuracy))  n=\(score.points)",
            "date-only accuracy   \(percent(score.dateOnlyAccuracy))  n=\(score.dated)",
        ]
        if score.missingPredictions > 0 { lines.append("missing predictions  \(score.missingPredictions)") }
        lines.append("by type:")
        for (type, counts) in score.byType.sorted(by: { $0.key < $1.key }) {
            var line =
                "  " + type.padding(toLength: 14, withPad: " ", startingAt: 0)
                + " detected \(counts.found)/\(counts.n)"
            if counts.point > 0 { line += "  resolved \(counts.pointCorrect)/\(counts.point)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

/// The JSON shape of `offload eval temporal --json`.
struct TemporalReport: Encodable {
    let detectionRecall: Double?
    let negativesCorrect: Double?
    let resolutionAccuracy: Double?
    let dateOnlyAccuracy: Double?
    let nPositive: Int
    let nNegative: Int
    let nPoint: Int
    let nDated: Int
    let missingPredictions: Int
    let byType: [String: TemporalScore.TypeCounts]

    init(_ score: TemporalScore) {
        func finite(_ value: Double) -> Double? { value.isNaN ? nil : value }
        detectionRecall = finite(score.detectionRecall)
        negativesCorrect = finite(score.negativesCorrectRate)
        resolutionAccuracy = finite(score.resolutionAccuracy)
        dateOnlyAccuracy = finite(score.dateOnlyAccuracy)
        nPositive = score.positives
        nNegative = score.negatives
        nPoint = score.points
        nDated = score.dated
        missingPredictions = score.missingPredictions
        byType = score.byType
    }
}

/// Failures of `offload eval temporal` on its input file.
enum EvalTemporalError: Error, CustomStringConvertible {
    case unreadable(path: String)
    case malformed(path: String, reason: String)

    var description: String {
        switch self {
        case .unreadable(let path):
            "Could not read the corpus '\(path)'. Check the path and permissions."
        case .malformed(let path, let reason):
            "The corpus '\(path)' is not temporal JSON Lines: \(reason)"
        }
    }
}

import ArgumentParser
import Foundation
import OffloadInterface
import OffloadNLP

/// `offload eval entities`: span precision, recall and F1 of people, relations, dates, times and list names.
struct EvalEntities: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entities",
        abstract: "Score the entity and date extractors on a slot-annotated corpus (exact and overlap spans).",
        discussion: """
            Reads {"id","text","slots":[{"type","start","end"}]} JSON Lines (offsets in Unicode scalars, end \
            exclusive). Dates resolve against --ref (default 2026-01-05T09:00:00Z) in UTC; spans, not values, are \
            scored.
            """)

    @Option(name: .long, help: "A slot-annotated JSON Lines corpus.")
    var corpus: String

    @Option(name: .long, help: "Reference instant for relative dates, ISO 8601.")
    var ref = "2026-01-05T09:00:00Z"

    @Option(name: .long, help: "Locale of the corpus text.")
    var locale = "en_US"

    @OptionGroup var output: OutputOptions

    func run() async throws {
        guard let data = FileManager.default.contents(atPath: corpus) else {
            throw EvalTemporalError.unreadable(path: corpus)
        }
        let records = try EntityEvaluation.records(fromJSONLines: data, path: corpus)
        let resolved = try AnalysisDefaults.validated(ref: ref, tz: "UTC", locale: locale)
        let context = try DateContext(now: resolved.reference, timeZone: "UTC", locale: resolved.locale)
        let scores = EntityEvaluation.score(records, in: context)
        try await output.emit(scores.mapValues(SlotReport.init), pretty: true) {
            Self.text(scores, count: records.count)
        }
    }

    /// The table of `scores` over `count` records: exact and overlap precision, recall and F1 for each slot type.
    static func text(_ scores: [String: EntityEvaluation.SlotScore], count: Int) -> String {
        func percent(_ value: Double) -> String { value.isNaN ? "   n/a" : String(format: "%5.1f%%", 100 * value) }
        var lines = [
            "\(count) records", "slot        gold  pred   exact P      R      F1    overlap P      R      F1",
        ]
        for type in EntityEvaluation.slotTypes {
            guard let score = scores[type] else { continue }
            lines.append(
                type.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + String(format: "%5d %5d", score.gold, score.predicted)
                    + "   \(percent(score.exactPrecision)) \(percent(score.exactRecall)) \(percent(score.exactF1))"
                    + "    \(percent(score.overlapPrecision)) \(percent(score.overlapRecall)) \(percent(score.overlapF1))"
            )
        }
        return lines.joined(separator: "\n")
    }
}

/// The JSON shape of one slot in `offload eval entities --json`.
struct SlotReport: Encodable {
    let gold: Int
    let predicted: Int
    let exact: Figures
    let overlap: Figures

    struct Figures: Encodable {
        let precision: Double?
        let recall: Double?
        let f1: Double?
    }

    init(_ score: EntityEvaluation.SlotScore) {
        func finite(_ value: Double) -> Double? { value.isNaN ? nil : (value * 10_000).rounded() / 10_000 }
        gold = score.gold
        predicted = score.predicted
        exact = Figures(
            precision: finite(score.exactPrecision), recall: finite(score.exactRecall), f1: finite(score.exactF1))
        overlap = Figures(
            precision: finite(score.overlapPrecision), recall: finite(score.overlapRecall), f1: finite(score.overlapF1))
    }
}

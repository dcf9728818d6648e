import ArgumentParser
import Foundation
import OffloadNLP

/// `offload-bench analyze`: full analysis (tokenize, classify, dates, entities, title) per second on one core.
struct AnalyzeBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Captures per second through the whole pipeline (tokenize, classify, dates, entities, title), then "
            + "through the extraction alone (no classifier), on one core.")

    @Option(help: "Directory with intent.json and category.json.")
    var models = "../Models"

    @Option(help: "JSON Lines corpus whose texts are analyzed.")
    var corpus = ["../Corpora/intents/eval.jsonl", "../Corpora/external/intent-dev.jsonl"]

    @Option(help: "How many captures to analyze in the timed run.")
    var count = 200_000

    func run() async throws {
        let analyzer = CaptureAnalyzer(shelf: try ModelShelf.load(from: URL(fileURLWithPath: models)))
        var texts: [String] = []
        for path in corpus {
            guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("Cannot read \(path).") }
            texts += try LabelledCorpus.parse(data, path: path).map(\.text)
        }
        guard !texts.isEmpty, count > 0 else { throw ValidationError("Nothing to analyze.") }
        let context = try DateContext(now: Date(timeIntervalSince1970: 1_773_392_400), timeZone: "Europe/Berlin")
        var checksum = 0
        for text in texts.prefix(2_000) { checksum += analyzer.analyze(text, in: context, explain: .none).entities.count }
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = ThreadCPUTime.now()
        for index in 0..<count {
            let analysis = analyzer.analyze(texts[index % texts.count], in: context, explain: .none)
            checksum += analysis.dates.count + analysis.entities.count + analysis.title.utf8.count
        }
        let cpu = ThreadCPUTime.now() - cpuStart
        let elapsed = (clock.now - start).seconds
        print(
            "analyze: \(count) captures (\(texts.count) distinct) in \(String(format: "%.0f", elapsed * 1000)) ms = "
                + "\(Int(Double(count) / elapsed)) captures/s on one core (checksum \(checksum))")
        print(
            "analyze, by this thread's CPU time (\(String(format: "%.0f", cpu * 1000)) ms, unaffected by other load): "
                + "\(Int(Double(count) / cpu)) captures/s")
        try extract(texts, in: context)
    }

    /// The extraction alone, without the classifier: tokenize, dates, entities and the cleaned title, through the
    /// public extractors.
    private func extract(_ texts: [String], in context: DateContext) throws {
        let tokenizer = Tokenizer()
        let dates = DateExtractor()
        let entities = EntityExtractor(language: context.locale.language)
        let titles = TitleCleaner()
        var checksum = 0
        let clock = ContinuousClock()
        let start = clock.now
        for index in 0..<count {
            let text = texts[index % texts.count]
            let tokens = tokenizer.tokenize(text)
            let mentions = dates.extract(from: tokens, in: context)
            let found = entities.extract(from: tokens, text: text, dates: mentions)
            checksum += mentions.count + found.count
                + titles.title(from: tokens, text: text, dates: mentions, entities: found).utf8.count
        }
        let elapsed = (clock.now - start).seconds
        print(
            "extract (tokenize, dates, entities, title; no classifier): \(Int(Double(count) / elapsed)) captures/s "
                + "on one core (checksum \(checksum))")
    }
}

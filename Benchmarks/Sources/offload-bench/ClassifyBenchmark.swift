import ArgumentParser
import Foundation
import OffloadNLP

/// `offload-bench classify`: model load time and captures classified per second on one core.
struct ClassifyBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classify",
        abstract: "Time model loading and intent+category classification (tokenize, features, both models) on one core.")

    @Option(help: "Directory with intent.json and category.json.")
    var models = "../Models"

    @Option(help: "JSON Lines corpus whose texts are classified.")
    var corpus = ["../Corpora/intents/eval.jsonl", "../Corpora/external/intent-dev.jsonl"]

    @Option(help: "How many captures to classify in the timed run.")
    var count = 500_000

    @Option(help: "How many times to load the models.")
    var loads = 30

    func run() async throws {
        let directory = URL(fileURLWithPath: models)
        var loadTimes: [Duration] = []
        var loaded: ClassifierModels?
        for _ in 0..<loads {
            let clock = ContinuousClock()
            let start = clock.now
            loaded = try ClassifierModels.load(from: directory)
            loadTimes.append(clock.now - start)
        }
        guard let models = loaded else { throw ValidationError("--loads must be at least 1.") }
        let loadStatistics = Statistics(loadTimes)
        var decodeTimes: [Duration] = []
        var buildTimes: [Duration] = []
        for _ in 0..<min(loads, 10) {
            let clock = ContinuousClock()
            let path = directory.appendingPathComponent(ClassifierModels.intentFileName).path
            guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("Cannot read \(path).") }
            let start = clock.now
            let file = try ModelFile.decode(data, path: path)
            let decoded = clock.now
            _ = try file.model(path: path)
            decodeTimes.append(decoded - start)
            buildTimes.append(clock.now - decoded)
        }
        print("intent.json: JSON decode median \(format(Statistics(decodeTimes).median)) ms, model build median \(format(Statistics(buildTimes).median)) ms")
        print("model load: median \(format(loadStatistics.median)) ms, p90 \(format(loadStatistics.percentile(90))) ms over \(loads) loads")

        var texts: [String] = []
        for path in corpus {
            guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("Cannot read \(path).") }
            texts += try LabelledCorpus.parse(data, path: path).map(\.text)
        }
        let tokenizer = Tokenizer()
        let classifier = CaptureClassifier(models: models)
        var checksum = 0.0
        for text in texts.prefix(2_000) { checksum += classifier.classify(tokenizer.tokenize(text), explain: .none).intent.confidence }
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = ThreadCPUTime.now()
        for index in 0..<count {
            let result = classifier.classify(tokenizer.tokenize(texts[index % texts.count]), explain: .none)
            checksum += result.intent.confidence + result.category.confidence
        }
        let cpu = ThreadCPUTime.now() - cpuStart
        let elapsed = (clock.now - start).seconds
        print("classify: \(count) captures in \(format(elapsed * 1000)) ms = \(Int(Double(count) / elapsed)) captures/s on one core (checksum \(Int(checksum)))")
        print("classify, by this thread's CPU time (\(format(cpu * 1000)) ms, unaffected by other load): \(Int(Double(count) / cpu)) captures/s")
        let explainStart = clock.now
        let explained = min(count, 100_000)
        for index in 0..<explained {
            checksum += classifier.classify(tokenizer.tokenize(texts[index % texts.count]), explain: .all).intent.confidence
        }
        let explainElapsed = (clock.now - explainStart).seconds
        print("classify with explanations: \(Int(Double(explained) / explainElapsed)) captures/s")
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}

/// CPU time consumed by the calling thread, in seconds: a throughput measure that other processes on a busy
/// machine do not distort (wall time is printed too).
enum ThreadCPUTime {
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}

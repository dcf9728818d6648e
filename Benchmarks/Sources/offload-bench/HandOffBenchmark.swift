import ArgumentParser
import Foundation
import OffloadCore
import OffloadNLP
import OffloadStore

/// `offload-bench handoff`: batch hand-off end to end (analysis, suggestions, SQLite writes), then re-processing.
///
/// Mirrors `offload handoff`: batches of 500, analysis spread over every core and overlapped with the previous
/// batch's write, one transaction per batch.
struct HandOffBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handoff",
        abstract: "Captures handed off per second (analysis + SQLite), peak memory, and re-processing the same set.")

    @Option(help: "Captures to hand off.")
    var captures = 100_000

    @Option(help: "Captures per transaction.")
    var batchSize = 500

    @Option(help: "The models directory.")
    var models = "../Models"

    func validate() throws {
        guard captures > 0, batchSize > 0 else { throw ValidationError("Counts must be 1 or more.") }
    }

    func run() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("offload-bench-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try CaptureStore.open(atPath: directory.appendingPathComponent("handoff.sqlite").path)
        let loaded = try ClassifierModels.load(from: URL(fileURLWithPath: models))
        let pipeline = Pipeline(analyzer: CaptureAnalyzer(models: loaded), builder: SuggestionBuilder(models: loaded))
        try await seed(store)
        print("seeded \(captures) captures; peak memory so far \(peakMegabytes()) MB")
        for mode in [HandOffMode.firstTime, .reprocess] {
            let ids = try await store.captureIDs(withStatus: mode == .firstTime ? [.pending] : Set(CaptureStatus.allCases))
            let timing = try await handOff(ids, mode: mode, store: store, pipeline: pipeline)
            let name = mode == .firstTime ? "hand-off " : "reprocess"
            print(
                "\(name): \(ids.count) captures in \(format(timing.total)) s = \(Int(Double(ids.count) / timing.total)) "
                    + "captures/s (analysis not overlapped \(format(timing.analysis)) s, SQLite \(format(timing.sqlite)) s = "
                    + "\(Int(Double(ids.count) / timing.sqlite)) captures/s alone, \(timing.suggestions) suggestions); "
                    + "peak memory \(peakMegabytes()) MB")
        }
    }

    private struct Timing {
        var total = 0.0
        var analysis = 0.0
        var sqlite = 0.0
        var suggestions = 0
    }

    private func handOff(_ ids: [UUID], mode: HandOffMode, store: CaptureStore, pipeline: Pipeline) async throws -> Timing {
        let clock = ContinuousClock()
        var timing = Timing()
        let start = clock.now
        let request = HandOffRequest(captureIDs: ids)
        try await store.createHandOffRequest(request)
        let lists = try await store.listNames()
        // Like HandOffEngine: batch N+1 is analyzed while batch N is written.
        var analyzed: [HandOffResult]?
        for offset in stride(from: 0, to: ids.count, by: batchSize) {
            let chunk = Array(ids[offset..<min(offset + batchSize, ids.count)])
            let entries = try await store.captures(ids: chunk)
            async let next = pipeline.results(for: entries, requestID: request.id, lists: lists)
            if let analyzed { try await write(analyzed, mode: mode, store: store, timing: &timing) }
            let wait = clock.now
            analyzed = await next
            timing.analysis += (clock.now - wait).seconds
        }
        if let analyzed { try await write(analyzed, mode: mode, store: store, timing: &timing) }
        timing.total = (clock.now - start).seconds
        return timing
    }

    private func write(_ results: [HandOffResult], mode: HandOffMode, store: CaptureStore, timing: inout Timing) async throws {
        let clock = ContinuousClock()
        let start = clock.now
        timing.suggestions += try await store.recordHandOff(results, mode: mode).suggestions
        timing.sqlite += (clock.now - start).seconds
    }

    private func seed(_ store: CaptureStore) async throws {
        let texts = [
            "call mom tomorrow at 5pm", "buy milk, eggs and 2 loaves of bread", "email Anna the invoice by friday",
            "plan tom's birthday: book venue, send invites, order cake", "wifi password is pinecone42",
            "pick up dry cleaning", "text matt that i'll be late", "packing: charger, passport, socks",
            "submit expense report next monday 9am", "idea: app that tracks plant watering",
        ]
        for offset in stride(from: 0, to: captures, by: 10_000) {
            let count = min(10_000, captures - offset)
            try await store.add((0..<count).map { try CaptureEntry(rawText: "\(texts[(offset + $0) % texts.count]) \(offset + $0)") })
        }
    }

    /// ru_maxrss: kilobytes on Linux.
    private func peakMegabytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}

/// Analysis and suggestion building, spread over every core.
private struct Pipeline: Sendable {
    let analyzer: CaptureAnalyzer
    let builder: SuggestionBuilder

    func results(for entries: [CaptureEntry], requestID: UUID, lists: [String]) async -> [HandOffResult] {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: (Int, [HandOffResult]).self) { group in
            for worker in 0..<workers {
                let slice = entries[(entries.count * worker / workers)..<(entries.count * (worker + 1) / workers)]
                group.addTask { (worker, slice.map { result(for: $0, requestID: requestID, lists: lists) }) }
            }
            var parts = [[HandOffResult]](repeating: [], count: workers)
            for await (index, part) in group { parts[index] = part }
            return parts.flatMap { $0 }
        }
    }

    private func result(for entry: CaptureEntry, requestID: UUID, lists: [String]) -> HandOffResult {
        let runID = UUID()
        let started = Date()
        guard let context = try? DateContext(now: entry.createdAt, timeZone: "UTC") else {
            preconditionFailure("ICU does not know UTC")  // Invariant: UTC always exists.
        }
        let analysis = analyzer.analyze(entry.rawText, in: context)
        let suggestions = builder.suggestions(for: analysis, captureID: entry.id, runID: runID, existingLists: lists)
        let run = HandOffRun(
            id: runID, requestID: requestID, captureID: entry.id, status: .completed, startedAt: started,
            finishedAt: Date(), modelVersion: "bench")
        return HandOffResult(run: run, suggestions: suggestions)
    }
}

import ArgumentParser
import Foundation
import OffloadCore
import OffloadHandOff
import OffloadNLP
import OffloadStore

/// `offload-bench handoff`: batch hand-off end to end (analysis, suggestions, SQLite writes), then re-processing.
///
/// Runs ``HandOffEngine``, the engine behind `offload handoff` and `offload reprocess`, on a fresh database file.
struct HandOffBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "handoff",
        abstract: "Captures handed off per second (analysis + SQLite), peak memory, and re-processing the same set.")

    @Option(help: "Captures to hand off.")
    var captures = 100_000

    @Option(help: "Captures per transaction.")
    var batchSize = HandOffEngine.defaultBatchSize

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
        // Every language's models and the detector, as the CLI loads them: each capture's language is detected.
        let loaded = try HandOffModels.load(from: URL(fileURLWithPath: models))
        var engine = loaded.engine(store: store, timeZone: "UTC", locale: try UserLocale("en_US"))
        engine.batchSize = batchSize
        try await seed(store)
        print("seeded \(captures) captures; peak memory so far \(peakMegabytes()) MB")
        let clock = ContinuousClock()
        for mode in [HandOffMode.firstTime, .reprocess] {
            let ids = try await store.captureIDs(withStatus: mode == .firstTime ? [.pending] : Set(CaptureStatus.allCases))
            let start = clock.now
            let cpuStart = processCPUSeconds()
            let report = try await engine.run(ids, mode: mode) { _ in }
            let seconds = (clock.now - start).seconds
            let cpu = processCPUSeconds() - cpuStart
            let name = mode == .firstTime ? "hand-off " : "reprocess"
            print(
                "\(name): \(ids.count) captures in \(String(format: "%.2f", seconds)) s = "
                    + "\(Int(Double(ids.count) / seconds)) captures/s (batch \(batchSize), "
                    + "\(report.summary.completed) completed, \(report.summary.suggestions) suggestions); "
                    + "CPU \(Int(cpu / Double(ids.count) * 1_000_000)) µs per capture on all cores together, "
                    + "writer busy \(Int(report.writing.seconds / Double(ids.count) * 1_000_000)) µs per capture; "
                    + "peak memory \(peakMegabytes()) MB")
        }
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

    /// User plus system CPU time of the whole process so far.
    private func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
    }

    /// ru_maxrss: kilobytes on Linux.
    private func peakMegabytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024
    }
}

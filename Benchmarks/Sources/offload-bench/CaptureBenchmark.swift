import ArgumentParser
import Foundation
import OffloadCore
import OffloadStore

/// `offload-bench capture`: insert throughput into SQLite, and the wall time of one `offload capture` process.
struct CaptureBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Captures per second (single and batched transactions) and `offload capture` process wall time.")

    @Option(help: "Captures inserted one transaction each (like the CLI).")
    var single = 1_000

    @Option(help: "Transactions of 1,000 captures each.")
    var batches = 20

    @Option(help: "Path to the release-built offload binary (swift build -c release in the main package).")
    var offloadBinary = "../.build/release/offload"

    @Option(help: "How many `offload capture` processes to time.")
    var runs = 50

    func validate() throws {
        guard FileManager.default.isExecutableFile(atPath: offloadBinary) else {
            throw ValidationError(
                "No offload binary at '\(offloadBinary)'. Build it with `swift build -c release` in the main package, "
                    + "or pass --offload-binary.")
        }
        guard single > 0, batches > 0, runs > 0 else { throw ValidationError("Counts must be 1 or more.") }
    }

    func run() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("offload-bench-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = ContinuousClock()

        let store = try CaptureStore.open(atPath: directory.appendingPathComponent("store.sqlite").path)
        let singleTime = try await clock.measure {
            for index in 0..<single { try await store.add(CaptureEntry(rawText: "single capture \(index)")) }
        }
        let batchTime = try await clock.measure {
            for batch in 0..<batches {
                try await store.add((0..<1_000).map { try CaptureEntry(rawText: "batch \(batch) capture \($0)") })
            }
        }
        print(
            "single inserts:  \(single) captures in \(format(singleTime.seconds)) s = "
                + "\(Int(Double(single) / singleTime.seconds)) captures/s (one transaction each, synchronous=FULL)")
        print(
            "batched inserts: \(batches * 1_000) captures in \(format(batchTime.seconds)) s = "
                + "\(Int(Double(batches * 1_000) / batchTime.seconds)) captures/s (1,000 per transaction)")

        let database = directory.appendingPathComponent("cli.sqlite").path
        _ = try spawn(["capture", "--db", database, "warm-up: creates and migrates the database"])
        var durations: [Duration] = []
        for index in 0..<runs {
            durations.append(
                try clock.measure { _ = try spawn(["capture", "--db", database, "bench capture \(index)"]) })
        }
        let stats = Statistics(durations)
        print(
            "offload capture process (\(runs) runs): median \(format(stats.median)) ms, "
                + "p90 \(format(stats.percentile(90))) ms, min \(format(stats.percentile(0))) ms, "
                + "max \(format(stats.percentile(100))) ms")
    }

    /// Runs the offload binary to completion, failing on a non-zero exit.
    private func spawn(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: offloadBinary)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ExitCode(process.terminationStatus) }
        return process.terminationStatus
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}

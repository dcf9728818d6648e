import ArgumentParser

/// `offload-bench`: performance measurements; each benchmark is a subcommand.
@main
struct OffloadBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "offload-bench",
        abstract: "Measure Offload's performance. Build and run in release mode.",
        subcommands: [
            CaptureBenchmark.self, ClassifyBenchmark.self, AnalyzeBenchmark.self, HandOffBenchmark.self,
            SeedOrganizer.self,
        ]
    )
}

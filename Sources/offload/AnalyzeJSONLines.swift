import Foundation
import OffloadInterface
import OffloadNLP

/// `offload analyze --jsonl`: one output line per input line (``OffloadInterface/AnalysisLines``), in input order
/// whatever the number of threads; bad lines get an error object and the run goes on.
struct AnalyzeJSONLines {
    let analyzer: CaptureAnalyzer
    let defaults: AnalysisDefaults.Resolved
    /// How many chunks of lines are analyzed at once.
    let threads: Int

    func run() async throws {
        var input = StandardInputChunks()
        var output = StandardOutputBuffer()
        let lines = ParallelAnalysisLines(analyzer: analyzer, defaults: defaults, threads: threads)
        defer { output.flush() }
        try await lines.run(reading: { try input.next() }, writing: { output.append($0) })
    }
}

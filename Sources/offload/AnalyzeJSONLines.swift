import Foundation
import OffloadInterface
import OffloadNLP

/// `offload analyze --jsonl`: one output line per input line (``OffloadInterface/AnalysisLines``); bad lines get an
/// error object and the run goes on.
struct AnalyzeJSONLines {
    let analyzer: CaptureAnalyzer
    let defaults: AnalysisDefaults.Resolved

    func run() throws {
        var answers = AnalysisLines(analyzer: analyzer, defaults: defaults)
        var output = StandardOutputBuffer()
        var lines = StandardInputLines()
        while let line = try lines.next() {
            output.append(try answers.answer(line))
        }
        output.flush()
    }
}

import Foundation
import OffloadHandOff

/// Shows hand-off progress on stderr: a redrawn bar on a terminal, otherwise a line per batch that more batches
/// follow (the last batch's count is in the one summary line on stdout, so output that is not a terminal ends with
/// that line alone).
struct HandOffProgress {
    /// Whether stderr is a terminal.
    let isTerminal: Bool
    /// The verb shown ("Handed off", "Re-processed").
    let verb: String

    init(verb: String) {
        isTerminal = isatty(FileHandle.standardError.fileDescriptor) == 1
        self.verb = verb
    }

    /// Draws the state after a batch.
    func show(_ report: HandOffEngine.Report) {
        if isTerminal {
            let width = 30
            let filled = report.total == 0 ? width : width * report.processed / report.total
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            StandardError.write("\r[\(bar)] \(report.processed)/\(report.total) captures")
        } else if report.processed < report.total {
            StandardError.write("\(verb) \(report.processed) of \(report.total) captures so far.\n")
        }
    }

    /// Ends the bar's line, so the summary starts on a fresh one.
    func finish() {
        if isTerminal { StandardError.write("\n") }
    }
}

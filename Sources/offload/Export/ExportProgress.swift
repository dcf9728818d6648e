import Foundation

/// Progress of a large export or import on stderr, only when stderr is a terminal: one line, redrawn in place
/// every few thousand units, ended by a line break.
struct ExportProgress {
    /// What is being done ("Exporting", "Importing").
    let verb: String
    /// What is counted ("rows", "MB").
    let unit: String
    /// How many units there are in all.
    var total = 0
    private(set) var done = 0
    private var shown = 0
    private let isTerminal = isatty(FileHandle.standardError.fileDescriptor) == 1

    /// Below this many units nothing is shown: a small export is over before a line could be read.
    private let smallest: Int

    /// Progress of `verb` counted in `unit`, shown from `smallest` units in all.
    init(verb: String, unit: String, smallest: Int = 20_000) {
        self.verb = verb
        self.unit = unit
        self.smallest = smallest
    }

    /// Counts `units` more, redrawing the line when another 1% is done.
    mutating func advance(by units: Int = 1) {
        done += units
        guard isTerminal, total >= smallest, done - shown >= total / 100 else { return }
        shown = done
        draw()
    }

    /// Draws the final state and ends the line, when anything was shown.
    func finish() {
        guard isTerminal, shown > 0 else { return }
        draw()
        StandardError.write("\n")
    }

    private func draw() {
        let percent = total == 0 ? 100 : min(100, done * 100 / total)
        StandardError.write("\r\(verb): \(percent)% (\(min(done, total)) of \(total) \(unit))")
    }
}

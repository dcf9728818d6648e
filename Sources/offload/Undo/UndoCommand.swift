import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload undo`: take back the most recent action of any kind.
struct UndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Take back the most recent action: a decision, a deletion, a state change, an edit, a move.",
        discussion: """
            Repeated, it walks further back through the last 100 actions. `--list` shows what it would take back \
            next, without changing anything. With nothing left to undo it exits 66.
            """)

    @Flag(help: "Show what undo would take back next, newest first, and change nothing.")
    var list = false

    @Option(help: "How many actions --list shows.")
    var limit = 10

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be 1 or more.") }
    }

    func run() async throws {
        if list {
            let actions = try await openStoreForReading(database).undoHistory(limit: limit)
            return try await output.emit(actions.map(UndoJSON.init)) {
                guard !actions.isEmpty else { return ["Nothing to undo."] }
                return actions.map { TerminalText.safe("\(ISODate.local($0.at))  \($0.summary)") }
            }
        }
        let undone = try await openStore(database).undo(at: Clock.now())
        try await output.emit(UndoJSON(undone)) {
            var line = "Undid: \(undone.summary)."
            if undone.decision != nil { line += " Its suggestion is open for review again." }
            if let capture = undone.capture { line += " Capture \(capture.shortID) is back." }
            return TerminalText.safe(line)
        }
    }
}

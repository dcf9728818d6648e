import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadNLP
import OffloadStore

/// `offload add TEXT` / `offload add --lines`: a task at once, the user's own decision.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a task now, reading its date, recurrence, priority, #tags, @category and +plan.",
        discussion: """
            The date grammar reads the due date, time and recurrence ("tmrw 5pm", "every mon 8am"); "!!", \
            "urgent" and the like set the priority; #word links a tag, @word sets the category, +word or \
            plan:word makes it a step of that plan (one word each; an existing one, ignoring case, or a new one, \
            said). Text with nothing to read is an inbox task titled with the whole text. With --lines, each \
            non-blank stdin line is a task, all in one transaction and one undo action. --json prints the task \
            object (with --lines, an array).
            """)

    @Argument(help: "The task, e.g. \"call mom tmrw 5pm #family\".")
    var words: [String] = []

    @Flag(help: "Read stdin and add one task per non-blank line, all or nothing.")
    var lines = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if lines && !words.isEmpty { throw ValidationError("--lines reads stdin; give no TEXT with it.") }
        if !lines && words.isEmpty { throw ValidationError("Give the task as TEXT, or --lines to read stdin.") }
    }

    func run() async throws {
        let reader = try WhenReader.standard()
        let readings = try texts().map { try QuickAddReader().read($0, in: reader.context) }
        let added = try await openStore(database).addTasks(readings.map(\.draft), at: reader.now)
        let objects = added.map { TaskJSON($0.outline) }
        let said = zip(readings, added).map { TerminalText.safe(Self.line($0, $1, reader: reader)) }
        let undo = added.count == 1 ? "`offload undo` takes it back." : "`offload undo` takes all \(added.count) back."
        if lines { return try await output.emit(objects) { said + [undo] } }
        try await output.emit(objects[0]) { said + [undo] }
    }

    private func texts() throws -> [String] {
        guard lines else { return [words.joined(separator: " ")] }
        if isatty(FileHandle.standardInput.fileDescriptor) == 1 {
            StandardError.write("Type one task a line; Ctrl-D on an empty line adds them.\n")
        }
        let bytes = try StandardInput.readAll(limit: StandardInput.maximumLinesByteCount)
        let numbered = StandardInput.nonBlankLines(of: try StandardInput.decode(bytes))
        guard !numbered.isEmpty else { throw EditError.noLines }
        return numbered.map(\.text)
    }

    /// The line for one added task, e.g. "Added 'Call mom' (1a2b3c4d) — due tomorrow 17:00, #family (new)."
    static func line(_ reading: QuickAddReading, _ added: AddedTask, reader: WhenReader) -> String {
        let draft = reading.draft
        var parts: [String] = []
        if let due = draft.dueDate { parts.append("due \(reader.words(for: due))") }
        if let words = reading.recurrenceText, draft.recurrence != nil { parts.append("repeats (\(words))") }
        if draft.priority != .medium { parts.append("\(draft.priority.rawValue) priority") }
        func new(_ what: String) -> String { added.created.contains(what) ? " (new)" : "" }
        parts += draft.tags.map { "#\($0)\(new("tag '\($0)'"))" }
        if let category = draft.category { parts.append("@\(category)\(new("category '\(category)'"))") }
        if let plan = draft.planName {
            parts.append("in plan '\(added.outline.planTitle ?? plan)'\(new("plan '\(plan)'"))")
        }
        let understood = parts.isEmpty ? " — in the inbox" : " — \(parts.joined(separator: ", "))"
        return "Added '\(draft.title)' (\(added.outline.task.id.short))\(understood)."
    }
}

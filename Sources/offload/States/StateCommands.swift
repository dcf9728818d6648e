import ArgumentParser
import OffloadCore
import OffloadInterface
import OffloadStore

/// The ids a state command takes, and the database.
struct StateOptions: ParsableArguments {
    @Argument(
        help: ArgumentHelp(
            "Tasks, communications or list items: a unique id prefix, or LIST:N for the N-th item of a list.",
            valueName: "ID"))
    var ids: [String]

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !ids.isEmpty else { throw ValidationError("Give at least one id.") }
    }

    /// Puts every item in `state` in one transaction and says what changed, in the order given; with `--json`,
    /// `{"changes": [...]}`.
    func apply(_ state: TaskStatus) async throws {
        let changes = try await openStore(database).setState(ids, to: state, at: Clock.now())
        try await output.emit(StateChangesJSON(changes.map(StateChangeJSON.init))) {
            var lines: [String] = []
            for change in changes {
                lines.append(TerminalText.safe(ItemText.line(change)))
                if let next = ItemText.nextLine(change) { lines.append(TerminalText.safe(next)) }
            }
            if changes.contains(where: \.changed) { lines.append(ItemText.undoHint) }
            return lines
        }
    }
}

/// `offload start ID…`: in focus now.
struct StartCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Put tasks in focus (active).")
    @OptionGroup var options: StateOptions
    func run() async throws { try await options.apply(.active) }
}

/// `offload done ID…`, or `offload done --skip ID…` for the next occurrence of a repeating task.
struct DoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done", abstract: "Mark tasks, communications or list items done.",
        discussion: """
            A repeating task stays done and its next occurrence becomes a new task. With --skip, a repeating \
            task moves to its next occurrence instead, without being done.
            """)
    @Flag(help: "Skip one occurrence of a repeating task: move it to the next one, not done.")
    var skip = false
    @OptionGroup var options: StateOptions

    func run() async throws {
        guard skip else { return try await options.apply(.done) }
        let store = try await openStore(options.database)
        let skipped = try await store.skipOccurrence(options.ids, at: Clock.now())
        guard !options.output.json else {
            var changes: [StateChangeJSON] = []
            for (item, due) in skipped {
                let status = try await store.task(item.id.uuidString).task.status
                changes.append(StateChangeJSON(skipped: item, status: status, due: due))
            }
            return print(try OutputOptions.encode(StateChangesJSON(changes), pretty: false))
        }
        for (item, due) in skipped { print(TerminalText.safe(ItemText.skippedLine(item, due: due))) }
        print(ItemText.undoHint)
    }
}

/// `offload reopen ID…`.
struct ReopenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reopen", abstract: "Open tasks, communications or list items again, from any state.")
    @OptionGroup var options: StateOptions
    func run() async throws { try await options.apply(.open) }
}

/// `offload wait ID…`.
struct WaitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wait", abstract: "Mark tasks as waiting on someone or something.")
    @OptionGroup var options: StateOptions
    func run() async throws { try await options.apply(.waiting) }
}

/// `offload someday ID…`.
struct SomedayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "someday", abstract: "Set tasks aside for some day: out of Today and Upcoming.")
    @OptionGroup var options: StateOptions
    func run() async throws { try await options.apply(.someday) }
}

/// `offload cancel ID…`.
struct CancelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Cancel tasks: not done, not needed any more.")
    @OptionGroup var options: StateOptions
    func run() async throws { try await options.apply(.cancelled) }
}

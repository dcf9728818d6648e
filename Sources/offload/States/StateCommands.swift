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

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !ids.isEmpty else { throw ValidationError("Give at least one id.") }
    }

    /// Puts every item in `state` in one transaction and says what changed, in the order given.
    func apply(_ state: TaskStatus) async throws {
        let changes = try await openStore(database).setState(ids, to: state, at: Clock.now())
        for change in changes {
            print(TerminalText.safe(Self.line(change)))
            if let next = change.next, let due = change.nextDue {
                print(TerminalText.safe("Next: \(next.title), due \(ISODate.due(due)) (\(next.id.short))"))
            }
        }
        if changes.contains(where: \.changed) { print("`offload undo` takes it back.") }
    }

    /// `Done: Buy milk (1a2b3c4d)` or `Already done: Buy milk (1a2b3c4d)`.
    static func line(_ change: StateChange) -> String {
        let item = "\(change.item.title) (\(change.item.id.short))"
        guard change.changed else { return "Already \(change.to.rawValue): \(item)" }
        return "\(change.to.verb): \(item)"
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
        let skipped = try await openStore(options.database).skipOccurrence(options.ids, at: Clock.now())
        for (item, due) in skipped {
            print(TerminalText.safe("Skipped one: \(item.title) (\(item.id.short)) is next due \(ISODate.due(due))"))
        }
        print("`offload undo` takes it back.")
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

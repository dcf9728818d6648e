import ArgumentParser
import OffloadCore
import OffloadInterface
import OffloadStore

/// `offload tasks`: placed tasks, open first, by due date.
struct TasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tasks", abstract: "List tasks: open first, by due date (undated last).")

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let tasks = try await openStoreForReading(database).tasks()
        try await output.emit(tasks.map(OrganizerJSON.Task.init)) {
            tasks.isEmpty
                ? ["No tasks yet. Accept a suggestion with `offload decide ID accept`."]
                : tasks.map(OrganizerLines.line)
        }
    }
}

/// `offload plans [NAME]`: plans with their tasks, nested plans indented.
struct PlansCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plans", abstract: "Show plans with their tasks (nested plans indented).")

    @Argument(help: "Only the plan with this title (any case).")
    var name: String?

    @Flag(help: "List archived plans too.")
    var archived = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let store = try await openStoreForReading(database)
        let plans = try await store.plans(named: name, includingArchived: archived)
        try await output.emit(plans.map(OrganizerJSON.PlanJSON.init)) {
            guard plans.isEmpty else { return plans.flatMap { Self.lines(for: $0, indent: "") }.map(TerminalText.safe) }
            if let name { return [TerminalText.safe("No plan is called '\(name)'.")] }
            let anyArchived = try await !store.plans(includingArchived: true).isEmpty
            return [
                anyArchived && !archived
                    ? "No plans in use. Archived plans show with `offload plans --archived`." : "No plans yet."
            ]
        }
    }

    /// The lines of `outline` and its nested plans (``OrganizerLines/lines(for:indent:)``).
    static func lines(for outline: PlanOutline, indent: String) -> [String] {
        OrganizerLines.lines(for: outline, indent: indent)
    }
}

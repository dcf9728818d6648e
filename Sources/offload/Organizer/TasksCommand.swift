import ArgumentParser
import OffloadCore
import OffloadStore

/// `offload tasks`: placed tasks, open first, by due date.
struct TasksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tasks", abstract: "List tasks: open first, by due date (undated last).")

    @Flag(help: "Print a JSON array instead of text.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let tasks = try await openStoreForReading(database).tasks()
        if json { return print(try CaptureJSON.encode(tasks.map(OrganizerJSON.Task.init))) }
        guard !tasks.isEmpty else { return print("No tasks yet. Accept a suggestion with `offload decide ID accept`.") }
        for task in tasks { print(Self.line(for: task)) }
    }

    /// `[open]  1a2b3c4d  2026-11-22 17:00  Call mom  (high)`.
    static func line(for task: TaskItem) -> String {
        let status = "[\(task.status.rawValue)]".padding(toLength: 13, withPad: " ", startingAt: 0)
        let due = task.dueDate.map(ISODate.local) ?? "—".padding(toLength: 16, withPad: " ", startingAt: 0)
        let priority = task.priority == .medium ? "" : "  (\(task.priority.rawValue))"
        return TerminalText.safe("\(status)\(task.id.short)  \(due)  \(task.title)\(priority)")
    }
}

/// `offload plans [NAME]`: plans with their tasks, nested plans indented.
struct PlansCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plans", abstract: "Show plans with their tasks (nested plans indented).")

    @Argument(help: "Only the plan with this title (any case).")
    var name: String?

    @Flag(help: "Print a JSON array instead of text.")
    var json = false

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let plans = try await openStoreForReading(database).plans(named: name)
        if json { return print(try CaptureJSON.encode(plans.map(OrganizerJSON.PlanJSON.init))) }
        guard !plans.isEmpty else {
            return print(TerminalText.safe(name.map { "No plan is called '\($0)'." } ?? "No plans yet."))
        }
        for plan in plans { Self.lines(for: plan, indent: "").forEach { print(TerminalText.safe($0)) } }
    }

    static func lines(for outline: PlanOutline, indent: String) -> [String] {
        let count = outline.tasks.count
        var lines = [
            "\(indent)\(outline.plan.title)  (\(count) \(count == 1 ? "task" : "tasks"), \(outline.plan.id.short))"
        ]
        for task in outline.tasks {
            lines.append("\(indent)  [\(task.status == .done ? "x" : " ")] \(task.title)")
        }
        for subplan in outline.subplans { lines += self.lines(for: subplan, indent: indent + "  ") }
        return lines
    }
}

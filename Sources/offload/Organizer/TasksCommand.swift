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
                ? ["No tasks yet. Accept a suggestion with `offload decide ID accept`."] : tasks.map(Self.line)
        }
    }

    /// `[open]  1a2b3c4d  2026-11-22 17:00  Call mom  (high)  (plan: Weekend)  [family]  #phone`.
    static func line(for outline: TaskOutline) -> String {
        let task = outline.task
        let status = "[\(task.status.rawValue)]".padding(toLength: 13, withPad: " ", startingAt: 0)
        let due = task.dueDate.map(ISODate.local) ?? "—".padding(toLength: 16, withPad: " ", startingAt: 0)
        let priority = OrganizerText.priority(task.priority)
        let plan = outline.planTitle.map { "  (plan: \($0))" } ?? ""
        return TerminalText.safe(
            "\(status)\(task.id.short)  \(due)  \(task.title)\(priority)\(plan)\(OrganizerText.labels(outline.category, outline.tags))"
        )
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

    /// `Tom's birthday  (1/3 done, 1a2b3c4d)  due 2026-11-28 19:00  (high)  [social]  #family`, then its steps and
    /// nested plans, each indented two more spaces; `(no steps, …)` for a plan without tasks, and `  archived` after
    /// the id for an archived plan.
    static func lines(for outline: PlanOutline, indent: String) -> [String] {
        let plan = outline.plan
        let due = plan.dueDate.map { "  due \(ISODate.local($0))" } ?? ""
        let archived = plan.archivedAt == nil ? "" : "  archived"
        var lines = [
            "\(indent)\(plan.title)  (\(progress(of: outline)), \(plan.id.short))\(archived)\(due)"
                + OrganizerText.priority(plan.priority) + OrganizerText.labels(outline.category, outline.tags)
        ]
        for step in outline.tasks {
            lines.append(
                "\(indent)  [\(step.task.status == .done ? "x" : " ")] \(step.task.title)"
                    + OrganizerText.labels(step.category, step.tags))
        }
        for subplan in outline.subplans { lines += self.lines(for: subplan, indent: indent + "  ") }
        return lines
    }

    /// `3/5 done` (cancelled steps count as finished), or `no steps`.
    static func progress(of outline: PlanOutline) -> String {
        guard !outline.tasks.isEmpty else { return "no steps" }
        let finished = outline.tasks.filter { [.done, .cancelled].contains($0.task.status) }.count
        return "\(finished)/\(outline.tasks.count) done"
    }
}

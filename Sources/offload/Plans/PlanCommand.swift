import ArgumentParser
import OffloadCore
import OffloadInterface
import OffloadStore

/// `offload plan add|rename|archive|unarchive`: changes to plans (`offload plans` shows them).
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Add steps to a plan, rename it, archive it or bring it back.",
        subcommands: [
            PlanAddCommand.self, PlanRenameCommand.self, PlanArchiveCommand.self, PlanUnarchiveCommand.self,
        ])
}

/// `offload plan add PLAN STEP…`.
struct PlanAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add steps (tasks) at the end of a plan; the plan is made when there is none by that title.")

    @Argument(help: "The plan's title (any case) or id prefix.")
    var plan: String

    @Argument(help: "The steps, one argument each.")
    var steps: [String] = []

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !steps.isEmpty else { throw ValidationError("Give at least one step.") }
    }

    func run() async throws {
        let addition = try await openStore(database).addPlanSteps(steps, to: plan, at: Clock.now())
        if addition.created { print(TerminalText.safe("Made a new plan '\(addition.plan.title)'.")) }
        for step in addition.steps {
            print(TerminalText.safe("Added to \(addition.plan.title): \(step.title) (\(step.id.short))"))
        }
        print("`offload undo` takes it back.")
    }
}

/// `offload plan rename PLAN NEW`.
struct PlanRenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a plan.")

    @Argument(help: "The plan's title (any case) or id prefix.")
    var plan: String

    @Argument(help: "Its new title.")
    var title: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        RenameOutput.print(try await openStore(database).renamePlan(plan, to: title, at: Clock.now()))
    }
}

/// The plan a command archives or brings back.
struct PlanArchiving: ParsableArguments {
    @Argument(help: "The plan's title (any case) or id prefix.")
    var plan: String

    @OptionGroup var database: DatabaseOptions

    func apply(_ archived: Bool) async throws {
        let result = try await openStore(database).setArchived(plan, archived, at: Clock.now())
        let state = archived ? "archived" : "in use"
        guard result.changed else { return print(TerminalText.safe("'\(result.plan.title)' is \(state) already.")) }
        print(TerminalText.safe("\(archived ? "Archived" : "Unarchived") '\(result.plan.title)'."))
        print("`offload undo` takes it back.")
    }
}

/// `offload plan archive PLAN`.
struct PlanArchiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive", abstract: "Archive a plan: out of `offload plans` unless --archived.")
    @OptionGroup var options: PlanArchiving
    func run() async throws { try await options.apply(true) }
}

/// `offload plan unarchive PLAN`.
struct PlanUnarchiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unarchive", abstract: "Bring an archived plan back into `offload plans`.")
    @OptionGroup var options: PlanArchiving
    func run() async throws { try await options.apply(false) }
}

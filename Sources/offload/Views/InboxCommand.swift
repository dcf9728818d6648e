import ArgumentParser
import OffloadInterface
import OffloadStore

/// `offload inbox`: unfinished tasks with no date that belong to no plan.
struct InboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "Show the inbox: unfinished tasks with no due date that are not steps of a plan.")

    @OptionGroup var options: ViewOptions

    func run() async throws {
        let tasks = try await options.store().inbox(filter: options.filter)
        try await options.output.emit(InboxJSON(tasks)) { TaskLine.standardOutput.lines(forInbox: tasks) }
    }
}

import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload rm ID…`.
struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Remove tasks, list items, communications, notes, lists and plans.",
        discussion: """
            A list's items go with it. A plan's nested plans go with it; its tasks (and theirs) go too only with \
            --with-tasks, else they stay, out of any plan. All in one transaction: an unknown or ambiguous id \
            removes nothing. `offload undo` puts everything back, tags included. --json prints {"removed": [{"id", \
            "kind", "title"}], "listItems", "subplans", "planTasksRemoved", "planTasksKept"}.
            """)

    @Argument(
        help: ArgumentHelp(
            "What to remove: unique id prefixes, list or plan names, or LIST:N for the N-th item of a list.",
            valueName: "ID"))
    var ids: [String] = []

    @Flag(name: .customLong("with-tasks"), help: "Remove a plan's tasks with it.")
    var withTasks = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !ids.isEmpty else { throw ValidationError("Give at least one id.") }
    }

    func run() async throws {
        let outcome = try await openStore(database).remove(ids, withTasks: withTasks, at: Clock.now())
        if output.json { return print(try OutputOptions.encode(RemoveJSON(outcome), pretty: false)) }
        for item in outcome.removed {
            print(TerminalText.safe("Removed \(item.kind.noun) '\(item.title)' (\(item.id.short))."))
        }
        var followers: [String] = []
        if outcome.listItems > 0 { followers.append(Self.count(outcome.listItems, "list item")) }
        if outcome.subplans > 0 { followers.append(Self.count(outcome.subplans, "nested plan")) }
        if outcome.planTasksRemoved > 0 { followers.append(Self.count(outcome.planTasksRemoved, "plan task")) }
        if !followers.isEmpty { print("With them: \(followers.joined(separator: ", ")).") }
        if outcome.planTasksKept > 0 {
            print(
                "\(Self.count(outcome.planTasksKept, "task")) of the plan stayed, out of any plan (--with-tasks removes them)."
            )
        }
        print("`offload undo` puts it all back.")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

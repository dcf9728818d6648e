import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload order ID --top | --before OTHER | --after OTHER`.
struct OrderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "order",
        abstract: "Place a task at the top, or just before or after another task, in the one order of all tasks.",
        discussion: """
            Every view shows tasks in this one order, so it holds across views, edits, moves and restarts. A \
            task cannot go before or after itself, and OTHER must be a task (both exit 65). `offload undo` takes \
            it back. --json prints {"task", "changed", "before", "after", "renumbered"}.
            """)

    @Argument(help: ArgumentHelp("A task: a unique id prefix.", valueName: "ID"))
    var id: String

    @Flag(help: "Put it before every other task.")
    var top = false

    @Option(help: ArgumentHelp("Put it just before this task.", valueName: "OTHER"))
    var before: String?

    @Option(help: ArgumentHelp("Put it just after this task.", valueName: "OTHER"))
    var after: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        let given = [top, before != nil, after != nil].filter { $0 }.count
        guard given == 1 else { throw ValidationError("Give exactly one of --top, --before OTHER or --after OTHER.") }
    }

    func run() async throws {
        let placement: OrderPlacement =
            if let before { .before(before) } else if let after { .after(after) } else { .top }
        let store = try await openStore(database)
        let outcome = try await store.order(id, placement, at: Clock.now())
        if output.json {
            let task = try await store.task(outcome.item.id.lowercased)
            return print(try OutputOptions.encode(OrderJSON(outcome, placement: placement, task: task), pretty: false))
        }
        let item = "'\(outcome.item.title)' (\(outcome.item.id.short))"
        let place =
            outcome.other.map { "\(before != nil ? "before" : "after") '\($0.title)' (\($0.id.short))" } ?? "at the top"
        guard outcome.changed else {
            print(TerminalText.safe("\(item) is already \(place); nothing changed."))
            return
        }
        print(TerminalText.safe("Placed \(item) \(place). \(ItemText.undoHint)"))
    }
}

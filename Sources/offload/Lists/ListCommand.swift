import ArgumentParser
import OffloadCore
import OffloadInterface
import OffloadStore

/// `offload list add|rename|order`: changes to lists and their items (`offload lists` shows them).
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Add items to a list, rename a list, or reorder its items.",
        subcommands: [ListAddCommand.self, ListRenameCommand.self, ListOrderCommand.self])
}

/// `offload list add LIST ITEM…`.
struct ListAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add items at the end of a list; the list is made when there is none by that name.")

    @Argument(help: "The list's name (any case) or id prefix.")
    var list: String

    @Argument(help: "The items, one argument each (\"2 loaves of bread\").")
    var items: [String] = []

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !items.isEmpty else { throw ValidationError("Give at least one item.") }
    }

    func run() async throws {
        let addition = try await openStore(database).addListItems(items, to: list, at: Clock.now())
        if addition.created { print(TerminalText.safe("Made a new list '\(addition.list.title)'.")) }
        for item in addition.items {
            print(TerminalText.safe("Added to \(addition.list.title): \(item.title) (\(item.id.short))"))
        }
        print("`offload undo` takes it back.")
    }
}

/// `offload list rename LIST NEW`.
struct ListRenameCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a list.")

    @Argument(help: "The list's name (any case) or id prefix.")
    var list: String

    @Argument(help: "Its new name.")
    var name: String

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        RenameOutput.print(try await openStore(database).renameList(list, to: name, at: Clock.now()))
    }
}

/// What the rename commands say.
enum RenameOutput {
    /// `Renamed list 'Groceries' to 'Shopping'.`, or that it had the name already.
    static func print(_ renaming: Renaming) {
        let noun = renaming.item.kind.noun
        guard renaming.changed else {
            return Swift.print(TerminalText.safe("The \(noun) is called '\(renaming.name)' already; nothing changed."))
        }
        Swift.print(TerminalText.safe("Renamed \(noun) '\(renaming.item.title)' to '\(renaming.name)'."))
        Swift.print("`offload undo` takes it back.")
    }
}

/// `offload list order ITEM --top|--bottom|--before OTHER|--after OTHER`.
struct ListOrderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "order", abstract: "Move a list item to the top or bottom, or before or after another item.",
        discussion: "Items are named by LIST:N (counted from 1 as `offload lists` shows them) or an id prefix.")

    @Argument(help: ArgumentHelp("The item: LIST:N or an id prefix.", valueName: "ITEM"))
    var item: String

    @Flag(help: "First in its list.")
    var top = false

    @Flag(help: "Last in its list.")
    var bottom = false

    @Option(help: ArgumentHelp("Just before this item of the same list.", valueName: "ITEM"))
    var before: String?

    @Option(help: ArgumentHelp("Just after this item of the same list.", valueName: "ITEM"))
    var after: String?

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        let chosen = [top, bottom, before != nil, after != nil].filter { $0 }.count
        guard chosen == 1 else { throw ValidationError("Give exactly one of --top, --bottom, --before, --after.") }
    }

    func run() async throws {
        let placement: ListItemPlacement =
            if top { .top } else if bottom { .bottom } else if let before { .before(before) } else {
                .after(after ?? "")
            }
        let move = try await openStore(database).orderListItem(item, placement, at: Clock.now())
        let place = "number \(move.number) in \(move.list)"
        guard move.changed else { return print(TerminalText.safe("'\(move.item.title)' is \(place) already.")) }
        print(TerminalText.safe("Moved '\(move.item.title)' to \(place)."))
        print("`offload undo` takes it back.")
    }
}

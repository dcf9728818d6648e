import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// `offload edit ID …`: change a task's or communication's fields.
struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a task's or a communication's title, notes, due date, priority, category, tags or plan.",
        discussion: """
            WHEN is read by the capture date grammar ("next fri 9am", "in 2 weeks", "2030-03-14 7pm"); text it \
            cannot read changes nothing (exit 65). Categories, tags and plans named for the first time are \
            created. An empty --notes, --category or --plan removes it. Communications have no notes or plan. \
            One transaction; `offload undo` takes it back. --json prints the item afterwards: a task's object \
            as `today --json` shows it, or a communication's as `comms --json` does.
            """)

    @Argument(help: ArgumentHelp("A task or communication: a unique id prefix.", valueName: "ID"))
    var id: String

    @Option(help: "The new title.")
    var title: String?

    @Option(help: "The new notes (tasks only); \"\" removes them.")
    var notes: String?

    @Option(help: ArgumentHelp("The new due date and time, e.g. \"next fri 9am\".", valueName: "WHEN"))
    var due: String?

    @Flag(name: .customLong("no-due"), help: "Remove the due date.")
    var noDue = false

    @Option(help: "low, normal, high or urgent.")
    var priority: EditPriority?

    @Option(help: "The category; created when new, \"\" removes it.")
    var category: String?

    @Option(
        name: .customLong("tag"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("+NAME links a tag (created when new), -NAME unlinks it; repeat it.", valueName: "±NAME"))
    var tags: [String] = []

    @Option(help: "The plan it becomes a step of (tasks only); created when new, \"\" takes it out.")
    var plan: String?

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if due != nil && noDue { throw ValidationError("Give --due or --no-due, not both.") }
        for tag in tags where !(tag.hasPrefix("+") || tag.hasPrefix("-")) || String(tag.dropFirst()).isBlank {
            throw ValidationError("--tag takes +NAME to link a tag or -NAME to unlink it, not '\(tag)'.")
        }
        if try makeEdit(reader: nil).isEmpty {
            throw ValidationError(
                "Nothing to change: give --title, --notes, --due, --priority, --category, --tag or --plan.")
        }
    }

    func run() async throws {
        let reader = try WhenReader.standard()
        let store = try await openStore(database)
        let outcome = try await store.edit(id, try makeEdit(reader: reader), at: reader.now)
        if output.json {
            return print(
                try OutputOptions.encode(try await EditedItemJSON.read(outcome.item, from: store), pretty: false))
        }
        let item = "'\(outcome.item.title)' (\(outcome.item.id.short))"
        guard outcome.changed else {
            print(TerminalText.safe("Nothing changed: \(item) already has those values."))
            return
        }
        let created = outcome.created.isEmpty ? "" : " Created \(outcome.created.joined(separator: ", "))."
        print(TerminalText.safe("Edited \(item).\(created) \(ItemText.undoHint)"))
    }

    /// The edit the options ask for; `reader` reads --due (nil: only check that something is asked).
    private func makeEdit(reader: WhenReader?) throws -> ItemEdit {
        var edit = ItemEdit()
        edit.title = title
        edit.notes = notes
        if let due, let reader { edit.due = .set(try reader.instant(for: due)) }
        if due != nil && reader == nil { edit.due = .clear }  // Only marks the edit non-empty for validate().
        if noDue { edit.due = .clear }
        edit.priority = priority?.stored
        edit.category = category
        edit.addedTags = tags.filter { $0.hasPrefix("+") }.map { String($0.dropFirst()) }
        edit.removedTags = tags.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
        edit.plan = plan
        return edit
    }
}

extension EditPriority: ExpressibleByArgument {}

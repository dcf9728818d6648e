import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload move ID today|tomorrow|inbox|someday|WHEN`.
struct MoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move a task to today, tomorrow, the inbox, someday or any day.",
        discussion: """
            today, tomorrow and a day without a time ("fri", "2026-12-01") keep the time of day the task had (a \
            task without one is due that day, at local midnight, as a date alone is stored); inbox removes the due date; someday sets it aside (its date \
            stays). A someday task moved to a day or the inbox is open again. Any other WHEN is read by the date \
            grammar ("next fri 9am", "in 2 weeks"). A move to a later day counts as a postponement; a move into \
            the past is allowed, and said. `offload undo` takes it back. --json prints {"task", "changed", \
            "from", "to", "isPostponement", "postponed", "isPast"}.
            """)

    @Argument(help: ArgumentHelp("A task: a unique id prefix.", valueName: "ID"))
    var id: String

    @Argument(help: ArgumentHelp("today, tomorrow, inbox, someday, or a date and time.", valueName: "WHEN"))
    var when: [String] = []

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !when.joined().isBlank else {
            throw ValidationError("Say where to: today, tomorrow, inbox, someday or a date, e.g. \"next fri\".")
        }
    }

    func run() async throws {
        let reader = try WhenReader.standard()
        let text = when.joined(separator: " ")
        guard let target = MoveTarget.read(text, with: reader) else { throw EditError.unreadableWhen(text) }
        let store = try await openStore(database)
        let outcome = try await store.move(id, to: target, calendar: reader.calendar, at: reader.now)
        guard output.json else {
            return print(TerminalText.safe(ItemText.line(outcome, target: target, reader: reader)))
        }
        let task = try await store.task(outcome.item.id.lowercased)
        print(try OutputOptions.encode(MoveJSON(outcome, task: task), pretty: false))
    }
}

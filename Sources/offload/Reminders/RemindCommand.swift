import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload remind ID WHEN`: a reminder on a task or communication item.
struct RemindCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract: "Set a reminder on a task or communication item.",
        discussion: """
            WHEN is read by the date grammar ("tomorrow 9am", "in 2 hours", "fri 17:30"); a day without a time \
            reminds at 09:00. A time already past is kept: the next `offload reminders due` delivers it. Completing, \
            cancelling or removing the item cancels its reminders; `offload undo` takes a reminder back. --json \
            prints the reminder: {"id", "itemID", "kind", "title", "remindAt"}.
            """)

    @Argument(help: ArgumentHelp("A task or communication item: a unique id prefix.", valueName: "ID"))
    var id: String

    @Argument(help: ArgumentHelp("When, e.g. \"tomorrow 9am\" or \"in 2 hours\".", valueName: "WHEN"))
    var when: [String] = []

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !when.joined().isBlank else { throw ValidationError("Say when, e.g. \"tomorrow 9am\".") }
    }

    func run() async throws {
        let reader = try WhenReader.standard()
        let text = when.joined(separator: " ")
        guard let (instant, hasTime) = reader.read(text) else { throw EditError.unreadableWhen(text) }
        let remindAt =
            hasTime
            ? instant
            : reader.calendar.date(bySettingHour: Self.defaultHour, minute: 0, second: 0, of: instant) ?? instant
        let store = try await openStore(database)
        let reminder = try await store.addReminder(to: id, at: remindAt, now: reader.now)
        try await output.emit(ReminderJSON(reminder)) {
            let past = remindAt < reader.now ? " (already past: the next `offload reminders due` delivers it)" : ""
            return [
                TerminalText.safe("Reminder for '\(reminder.item.title)': \(DayText.moment(remindAt))\(past)."),
                "`offload undo` takes it back.",
            ]
        }
    }

    /// The hour a reminder for a day alone goes off.
    static let defaultHour = 9
}

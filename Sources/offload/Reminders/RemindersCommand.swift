import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload reminders [due]`: pending reminders, or the delivery of those due now.
struct RemindersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders", abstract: "List pending reminders, or deliver those due now (`reminders due`).",
        subcommands: [RemindersListCommand.self, RemindersDueCommand.self],
        defaultSubcommand: RemindersListCommand.self)
}

/// `offload reminders list`.
struct RemindersListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List pending reminders, soonest first.")

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let reminders = try await openStoreForReading(database).pendingReminders()
        try await output.emit(ReminderJSON.List(reminders)) {
            reminders.isEmpty
                ? ["No reminders waiting. `offload remind ID WHEN` sets one."]
                : reminders.map { TerminalText.safe(ReminderLines.line($0)) }
        }
    }
}

/// `offload reminders due [--notify]`: delivers each reminder due now, once.
struct RemindersDueCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "Print (and with --notify send) the reminders due now, and mark them delivered.",
        discussion: """
            Made for a timer (cron or the systemd units in contrib/systemd): each reminder is delivered by exactly \
            one run, even when two run at once. "Nothing due." and exit 0 when nothing is. During the quiet-hours \
            setting nothing is delivered; the reminders wait for the first run after them. --json prints \
            {"reminders": [...]} with each one's deliveredAt.
            """)

    @Flag(help: "Also send each as a desktop notification through notify-send, where it is installed.")
    var notify = false

    @OptionGroup var output: OutputOptions

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let now = Clock.now()
        let quiet = UserSettings.process.quietHours.map { $0.contains(minutes: Self.minutes(of: now)) } ?? false
        let store = try await openStore(database)
        let due = try await store.deliverDueReminders(at: now, isQuiet: quiet)
        if notify, !due.isEmpty { Notifier.send(due) }
        try await output.emit(ReminderJSON.List(due)) {
            if due.isEmpty { return [quiet ? "Nothing due (quiet hours)." : "Nothing due."] }
            return due.map { TerminalText.safe(ReminderLines.line($0)) }
        }
    }

    /// Minutes after local midnight of `instant`.
    static func minutes(of instant: Date) -> Int {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: instant)
        return (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
    }
}

/// How a reminder reads on a line.
enum ReminderLines {
    /// `⏰ Tue 24 Nov 09:00  1a2b3c4d  Call mom`.
    static func line(_ reminder: Reminder) -> String {
        "⏰ \(DayText.moment(reminder.remindAt))  \(reminder.item.id.short)  \(reminder.item.title)"
    }
}

/// Desktop notifications through `notify-send`, when it is on the `PATH`.
enum Notifier {
    static func send(_ reminders: [Reminder]) {
        guard let program = executable("notify-send") else {
            return StandardError.write("notify-send is not installed, so the reminders are only printed.\n")
        }
        for reminder in reminders {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = ["--app-name=Offload", "Offload", reminder.item.title]
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                return StandardError.write("notify-send could not be started, so the reminders are only printed.\n")
            }
        }
    }

    /// The path of `name` in a folder of `PATH`, when one holds it.
    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}

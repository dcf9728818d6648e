import ArgumentParser
import Foundation
import OffloadInterface
import OffloadStore

/// `offload calendar`: dated tasks, communications and reminders as an iCalendar file.
struct CalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Write dated tasks and reminders as an iCalendar (.ics) file any calendar app can show.",
        discussion: """
            Each open task and communication item due within --days (overdue ones too) becomes a VTODO with its \
            DUE, its RRULE when it repeats and a VALARM for each pending reminder; with --include-done, done ones \
            too, with STATUS:COMPLETED. Writes to stdout unless -o is given (the file is replaced whole, never \
            left half-written).
            """)

    @Option(help: "How many days ahead (1 to 3660).")
    var days = 90

    @Flag(help: "Also done tasks and communications (STATUS:COMPLETED).")
    var includeDone = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of stdout.", valueName: "FILE.ics"))
    var output: String?

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard (1...3660).contains(days) else { throw ValidationError("--days takes 1 to 3660.") }
    }

    func run() async throws {
        let now = Clock.now()
        let end = ViewMoment(now: now).day(after: days).end
        let entries = try await openStoreForReading(database).calendarEntries(
            dueBefore: end, includesDone: includeDone)
        let text = ICalendar(entries: entries, stamp: now).text
        guard let output else { return FileHandle.standardOutput.write(Data(text.utf8)) }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw OutputFileError(path: output)
        }
        let reminders = entries.reduce(0) { $0 + $1.reminders.count }
        print(
            TerminalText.safe(
                "Wrote \(entries.count) \(entries.count == 1 ? "to-do" : "to-dos") and \(reminders) "
                    + "\(reminders == 1 ? "reminder" : "reminders") to \(output)."))
    }
}

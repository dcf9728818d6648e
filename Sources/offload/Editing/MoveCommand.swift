import ArgumentParser
import Foundation
import OffloadCore
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
            the past is allowed, and said. `offload undo` takes it back.
            """)

    @Argument(help: ArgumentHelp("A task: a unique id prefix.", valueName: "ID"))
    var id: String

    @Argument(help: ArgumentHelp("today, tomorrow, inbox, someday, or a date and time.", valueName: "WHEN"))
    var when: [String] = []

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard !when.joined().isBlank else {
            throw ValidationError("Say where to: today, tomorrow, inbox, someday or a date, e.g. \"next fri\".")
        }
    }

    func run() async throws {
        let reader = try WhenReader.standard()
        let text = when.joined(separator: " ")
        let target: MoveTarget =
            switch text.lowercased() {
            case "today": .today
            case "tomorrow": .tomorrow
            case "inbox": .inbox
            case "someday": .someday
            default: try Self.target(reader.reading(of: text))
            }
        let outcome = try await openStore(database).move(id, to: target, calendar: reader.calendar, at: reader.now)
        print(TerminalText.safe(Self.line(outcome, target: target, reader: reader)))
    }

    /// A day alone keeps the task's time of day, as today and tomorrow do; a time sets it.
    static func target(_ reading: (instant: Date, hasTime: Bool)) -> MoveTarget {
        reading.hasTime ? .date(reading.instant) : .day(reading.instant)
    }

    /// The line saying what a move did, e.g. "Moved 'Buy milk' to tomorrow 17:00 (postponed 3 times)."
    static func line(_ outcome: MoveOutcome, target: MoveTarget, reader: WhenReader, undoHint: Bool = true) -> String {
        let item = "'\(outcome.item.title)' (\(outcome.item.id.short))"
        let place: String
        switch target {
        case .someday: place = "someday"
        case .inbox: place = "the inbox"
        default: place = outcome.to.map(reader.words(for:)) ?? "the inbox"
        }
        guard outcome.changed else { return "\(item) is already in \(place); nothing changed." }
        var line = "Moved \(item) to \(place)"
        if outcome.isPostponement {
            line += outcome.postponed == 1 ? " (postponed once)" : " (postponed \(outcome.postponed) times)"
        }
        line += "."
        if outcome.isPast {
            line += " \(place.prefix(1).uppercased() + place.dropFirst()) is in the past; moved anyway."
        }
        return undoHint ? line + " `offload undo` takes it back." : line
    }
}

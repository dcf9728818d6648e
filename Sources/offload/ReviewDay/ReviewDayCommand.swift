import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadStore

/// `offload review-day`, a conscious carry-forward: each unfinished task due before today, one key each.
///
/// Nothing rolls over by itself; this is where the user decides what happens to what was left.
struct ReviewDayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review-day",
        abstract: "Decide, one key each, what to do with unfinished tasks from earlier days.",
        discussion: """
            Keys: t today, m tomorrow, d pick a date, i inbox, o someday, x done, c cancel, s skip, u undo, \
            q quit, ? help. On a terminal single keys; piped, one key per line. End of input keeps what was \
            decided. Every change is one action on the undo stack.
            """)

    static let help = """
        Keys: t today · m tomorrow · d pick a date · i inbox · o someday · x done · c cancel · s skip · u undo · \
        q quit · ? help
        """

    @OptionGroup var database: DatabaseOptions

    func run() async throws {
        let reader = try WhenReader.standard()
        let store = try await openStore(database)
        let moment = ViewMoment(now: reader.now, settings: .process, timeZone: reader.calendar.timeZone)
        let earlier = try await store.today(at: moment).fromEarlier
        guard !earlier.isEmpty else { return print("Nothing left from earlier days. Today is yours to plan.") }
        print("\(earlier.count) \(earlier.count == 1 ? "task" : "tasks") from earlier days. No hurry: one key each.")
        print(Self.help)
        let terminal = TerminalInput()
        terminal.enterRawMode()
        defer { terminal.restore() }
        var walk = DecisionWalk<ReviewDayChoice>(
            count: earlier.count, untouchedNote: "they stay in From earlier.", nothingNote: "Nothing changed.")
        let style = TaskLine.standardOutput
        while let index = walk.current {
            let task = earlier[index]
            print("(\(index + 1)/\(earlier.count)) " + style.line(task, when: task.task.dueDate.map(DayText.day) ?? ""))
            guard let key = terminal.readKey()?.lowercased() else { break }
            guard let choice = ReviewDayChoice(key: key) else {
                print("'\(TerminalText.safe(key))' is not a key here. \(Self.help)")
                continue
            }
            do {
                try await apply(choice, to: task, walk: &walk, store: store, reader: reader, terminal: terminal)
            } catch {
                print((error as? any OffloadExitReporting)?.description ?? "That could not be done; nothing changed.")
            }
            if walk.hasQuit { break }
        }
        print(walk.summary)
    }

    /// Carries out one key for `task`.
    private func apply(
        _ choice: ReviewDayChoice, to task: TaskOutline, walk: inout DecisionWalk<ReviewDayChoice>, store: CaptureStore,
        reader: WhenReader, terminal: TerminalInput
    ) async throws {
        let id = task.task.id.uuidString
        switch choice {
        case .today, .tomorrow, .inbox, .someday:
            let target: MoveTarget =
                switch choice {
                case .today: .today
                case .tomorrow: .tomorrow
                case .inbox: .inbox
                default: .someday
                }
            let outcome = try await store.move(id, to: target, calendar: reader.calendar, at: reader.now)
            print(TerminalText.safe("  " + ItemText.line(outcome, target: target, reader: reader, undoHint: false)))
            walk.decided(choice)
        case .pickDate:
            guard let text = terminal.readText(prompt: "  When? "), !text.isBlank else {
                return print("  Nothing read; the task stays as it was.")
            }
            let target = MoveTarget.target(try reader.reading(of: text))
            let outcome = try await store.move(id, to: target, calendar: reader.calendar, at: reader.now)
            print(TerminalText.safe("  " + ItemText.line(outcome, target: target, reader: reader, undoHint: false)))
            walk.decided(choice)
        case .done, .cancel:
            let state: TaskStatus = choice == .done ? .done : .cancelled
            let changes = try await store.setState([id], to: state, at: reader.now)
            for change in changes { print(TerminalText.safe("  " + ItemText.line(change))) }
            walk.decided(choice)
        case .skip:
            walk.decided(choice)
        case .undo:
            guard walk.canUndo else { return print("  Nothing decided in this review yet.") }
            let undone = try await store.undo(at: reader.now)
            print(TerminalText.safe("  Undid: \(undone.summary)."))
            walk.undo()
        case .quit:
            walk.quit()
        case .help:
            print(Self.help)
        }
    }
}

/// What a key in `review-day` asks for.
enum ReviewDayChoice: String, WalkChoice {
    case today = "t", tomorrow = "m", pickDate = "d", inbox = "i", someday = "o", done = "x", cancel = "c"
    case skip = "s", undo = "u", quit = "q", help = "?"

    init?(key: String) { self.init(rawValue: key) }

    /// How the summary counts it.
    var counted: String? {
        switch self {
        case .today: "today"
        case .tomorrow: "tomorrow"
        case .pickDate: "moved to a date"
        case .inbox: "to the inbox"
        case .someday: "someday"
        case .done: "done"
        case .cancel: "cancelled"
        case .skip: "left as they were"
        case .undo, .quit, .help: nil
        }
    }

    /// A skipped task was left as it was.
    var leavesItAsItWas: Bool { self == .skip }
}

import ArgumentParser
import OffloadInterface
import OffloadStore

/// `offload today` (and bare `offload`): what is due today, what got done today, and apart, what is left from
/// earlier days.
struct TodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "Show today: tasks due or scheduled today, those done today, and what is left from earlier days.")

    @OptionGroup var options: ViewOptions

    func run() async throws {
        let today = try await options.store().today(at: options.moment, filter: options.filter)
        try await options.output.emit(TodayJSON(today)) { Self.lines(today, style: TaskLine.standardOutput) }
    }

    /// The text of `today`: its tasks under a heading, then those from earlier days under another.
    static func lines(_ today: TodayView, style: TaskLine) -> [String] {
        var lines = [style.heading("Today, \(DayText.label(today.day))")]
        if today.tasks.isEmpty { lines.append("  Nothing due today.") }
        lines += today.tasks.map { style.line($0, when: when($0, on: today.day)) }
        guard !today.fromEarlier.isEmpty else { return lines }
        lines += ["", style.heading("From earlier — decide when you have a minute")]
        return lines + today.fromEarlier.map { style.line($0, when: $0.task.dueDate.map(DayText.day) ?? "") }
    }

    /// The time a task is due today; for a task done today that was due another day, that day; else nothing.
    static func when(_ task: TaskOutline, on day: ViewDay) -> String {
        guard let due = task.task.dueDate else { return "" }
        return day.contains(due) ? DayText.time(due) : DayText.day(due)
    }
}

import ArgumentParser
import OffloadStore

/// `offload today` (and bare `offload`): what is due today, what got done today, and apart, what is left from
/// earlier days.
struct TodayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "Show today: tasks due or scheduled today, those done today, and what is left from earlier days.")

    @OptionGroup var options: ViewOptions

    /// `{"date", "tasks", "fromEarlier"}`.
    struct JSON: Encodable {
        let date: String
        let tasks: [TaskJSON]
        let fromEarlier: [TaskJSON]
    }

    func run() async throws {
        let today = try await options.store().today(at: options.moment, filter: options.filter)
        if options.json {
            return try options.printJSON(
                JSON(
                    date: today.day.date, tasks: today.tasks.map(TaskJSON.init),
                    fromEarlier: today.fromEarlier.map(TaskJSON.init)))
        }
        let style = TaskLine.standardOutput
        print(style.heading("Today, \(DayText.label(today.day))"))
        if today.tasks.isEmpty { print("  Nothing due today.") }
        for task in today.tasks { print(style.line(task, when: Self.when(task, on: today.day))) }
        guard !today.fromEarlier.isEmpty else { return }
        print("")
        print(style.heading("From earlier — decide when you have a minute"))
        for task in today.fromEarlier { print(style.line(task, when: task.task.dueDate.map(DayText.day) ?? "")) }
    }

    /// The time a task is due today; for a task done today that was due another day, that day; else nothing.
    static func when(_ task: ViewTask, on day: ViewDay) -> String {
        guard let due = task.task.dueDate else { return "" }
        return day.contains(due) ? DayText.time(due) : DayText.day(due)
    }
}

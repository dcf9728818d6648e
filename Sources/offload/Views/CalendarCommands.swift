import ArgumentParser
import OffloadInterface
import OffloadStore

/// `offload week`: open and done counts for each day of this week, from the `week-start` setting (Monday first by
/// default).
struct WeekCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week",
        abstract: "Show this week (from the week-start setting, Monday by default): open and done tasks per day.")

    @OptionGroup var options: ViewOptions

    func run() async throws {
        let days = try await options.store().week(at: options.moment, filter: options.filter)
        try await options.output.emit(DayCountsJSON(days)) { TaskLine.standardOutput.lines(forWeek: days) }
    }
}

/// `offload month`: a calendar of this month with what is open and done per day, today in brackets.
struct MonthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "month", abstract: "Show this month as a calendar: open and done tasks per day, today marked.")

    @Option(help: ArgumentHelp("Another month than this one, e.g. 2026-12.", valueName: "YYYY-MM"))
    var month: String?

    @OptionGroup var options: ViewOptions

    func validate() throws {
        if let month, ViewMonth(month) == nil {
            throw ValidationError("--month takes a month as YYYY-MM, e.g. 2026-12.")
        }
    }

    func run() async throws {
        let store = try await options.store()
        let days =
            if let month = month.flatMap(ViewMonth.init) {
                try await store.month(month.month, of: month.year, at: options.moment, filter: options.filter)
            } else {
                try await store.month(at: options.moment, filter: options.filter)
            }
        try await options.output.emit(DayCountsJSON(days)) {
            TaskLine.standardOutput.lines(forMonth: days, weekStart: options.moment.weekStart)
        }
    }
}

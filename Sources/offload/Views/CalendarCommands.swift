import ArgumentParser
import OffloadInterface
import OffloadStore

/// `offload week`: open and done counts for each day of this week, Monday first.
struct WeekCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "week", abstract: "Show this week (Monday first): open and done tasks per day, today marked.")

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

    @OptionGroup var options: ViewOptions

    func run() async throws {
        let days = try await options.store().month(at: options.moment, filter: options.filter)
        try await options.output.emit(DayCountsJSON(days)) { TaskLine.standardOutput.lines(forMonth: days) }
    }
}

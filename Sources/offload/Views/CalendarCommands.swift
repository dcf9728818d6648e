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
        try await options.output.emit(DayCountsJSON(days)) { Self.lines(days, style: TaskLine.standardOutput) }
    }

    /// The week's title, then a line for each day with its counts, today marked.
    static func lines(_ days: [DayCount], style: TaskLine) -> [String] {
        let title = days.first.map { style.heading("Week of \(DayText.label($0.day))") }
        return [title].compactMap { $0 }
            + days.map { day in
                let line =
                    "\(day.isToday ? "▸" : " ") \(DayText.label(day.day).padding(toLength: 10, withPad: " ", startingAt: 0))"
                    + "  \(counts(day))\(day.isToday ? "  today" : "")"
                return day.isToday ? style.heading(line) : line
            }
    }

    /// `2 open  1 done`, `nothing due` when both are zero.
    static func counts(_ day: DayCount) -> String {
        guard day.open > 0 || day.done > 0 else { return "—" }
        return "\(day.open) open  \(day.done) done"
    }
}

/// `offload month`: a calendar of this month with what is open and done per day, today in brackets.
struct MonthCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "month", abstract: "Show this month as a calendar: open and done tasks per day, today marked.")

    @OptionGroup var options: ViewOptions

    func run() async throws {
        let days = try await options.store().month(at: options.moment, filter: options.filter)
        try await options.output.emit(DayCountsJSON(days)) { Self.lines(days, style: TaskLine.standardOutput) }
    }

    /// The month's title, the weekday headings, a row for each week, then the month's totals; none for no days.
    static func lines(_ days: [DayCount], style: TaskLine) -> [String] {
        guard let first = days.first else { return [] }
        var lines = [style.heading(DayText.monthTitle(first.day))]
        lines.append(trimmed(DayText.weekdayHeadings.map { " \($0)   " }.joined()))
        var row = String(repeating: " ", count: width * (first.day.weekday - 1))
        for day in days {
            let text = Self.cell(day)
            row += day.isToday ? style.heading(text) : text
            if day.day.weekday == 7 {
                lines.append(trimmed(row))
                row = ""
            }
        }
        if !row.isEmpty { lines.append(trimmed(row)) }
        let open = days.reduce(0) { $0 + $1.open }
        let done = days.reduce(0) { $0 + $1.done }
        return lines + ["\(open) open, \(done) done this month. [ ] today, •N open that day, ✓ all done that day."]
    }

    /// `line` without its trailing spaces.
    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Columns per day.
    static let width = 7

    /// ` 23•2 `, `[24]✓`: the day of the month (in brackets today), then `•` and the open count, or `✓` when
    /// everything due that day is done.
    static func cell(_ day: DayCount) -> String {
        let number = day.isToday ? "[\(day.day.dayOfMonth)]" : "\(day.day.dayOfMonth) "
        let mark = day.open > 0 ? "•\(min(day.open, 99))" : day.done > 0 ? "✓" : ""
        return (number.leftPadded(to: 4) + mark).padding(toLength: width, withPad: " ", startingAt: 0)
    }
}

extension String {
    /// The string right-aligned in `width` columns (counted in characters).
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

import OffloadStore

extension TaskLine {
    /// The week's title, then a line for each day with its counts, today marked.
    public func lines(forWeek days: [DayCount]) -> [String] {
        let title = days.first.map { heading("Week of \(DayText.label($0.day))") }
        return [title].compactMap { $0 }
            + days.map { day in
                let line =
                    "\(day.isToday ? "▸" : " ") \(DayText.label(day.day).padding(toLength: 10, withPad: " ", startingAt: 0))"
                    + "  \(Self.counts(day))\(day.isToday ? "  today" : "")"
                return day.isToday ? heading(line) : line
            }
    }

    /// `2 open  1 done`, `nothing due` when both are zero.
    static func counts(_ day: DayCount) -> String {
        guard day.open > 0 || day.done > 0 else { return "—" }
        return "\(day.open) open  \(day.done) done"
    }

    /// The month's title, the weekday headings from `weekStart` (1 Monday to 7 Sunday), a row for each week, then
    /// the month's totals; none for no days.
    public func lines(forMonth days: [DayCount], weekStart: Int = 1) -> [String] {
        guard let first = days.first else { return [] }
        let start = (1...7).contains(weekStart) ? weekStart : 1
        let headings = DayText.weekdayHeadings
        var lines = [heading(DayText.monthTitle(first.day))]
        lines.append(
            Self.trimmed((0..<7).map { " \(headings[(start - 1 + $0) % 7])   " }.joined()))
        var row = String(repeating: " ", count: Self.cellWidth * ((first.day.weekday - start + 7) % 7))
        let lastWeekday = (start + 5) % 7 + 1
        for day in days {
            let text = Self.cell(day)
            row += day.isToday ? heading(text) : text
            if day.day.weekday == lastWeekday {
                lines.append(Self.trimmed(row))
                row = ""
            }
        }
        if !row.isEmpty { lines.append(Self.trimmed(row)) }
        let open = days.reduce(0) { $0 + $1.open }
        let done = days.reduce(0) { $0 + $1.done }
        return lines + ["\(open) open, \(done) done this month. [ ] today, •N open that day, ✓ all done that day."]
    }

    /// `line` without its trailing spaces.
    static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Columns per day of the month calendar.
    static let cellWidth = 7

    /// ` 23•2 `, `[24]✓`: the day of the month (in brackets today), then `•` and the open count, or `✓` when
    /// everything due that day is done.
    static func cell(_ day: DayCount) -> String {
        let number = day.isToday ? "[\(day.day.dayOfMonth)]" : "\(day.day.dayOfMonth) "
        let mark = day.open > 0 ? "•\(min(day.open, 99))" : day.done > 0 ? "✓" : ""
        return (number.leftPadded(to: 4) + mark).padding(toLength: cellWidth, withPad: " ", startingAt: 0)
    }
}

extension String {
    /// The string right-aligned in `width` columns (counted in characters).
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

import OffloadStore

extension TaskLine {
    /// The text of `today`: its tasks under a heading, then those from earlier days under another.
    public func lines(for today: TodayView) -> [String] {
        var lines = [heading("Today, \(DayText.label(today.day))")]
        if today.tasks.isEmpty { lines.append("  Nothing due today.") }
        lines += today.tasks.map { line($0, when: Self.when($0, on: today.day)) }
        guard !today.fromEarlier.isEmpty else { return lines }
        lines += ["", heading("From earlier — decide when you have a minute")]
        return lines + today.fromEarlier.map { line($0, when: $0.task.dueDate.map(DayText.day) ?? "") }
    }

    /// The time a task is due today; for a task done today that was due another day, that day; else nothing.
    public static func when(_ task: TaskOutline, on day: ViewDay) -> String {
        guard let due = task.task.dueDate else { return "" }
        return day.contains(due) ? DayText.time(due) : DayText.day(due)
    }

    /// The text of the inbox: a heading with the count, then its tasks; a sentence when it is empty.
    public func lines(forInbox tasks: [TaskOutline]) -> [String] {
        guard !tasks.isEmpty else { return ["The inbox is empty."] }
        return [heading("Inbox (\(tasks.count))")] + tasks.map { line($0, when: "") }
    }

    /// The text of `upcoming` over the next `days` days: each day's heading, then its tasks with their times.
    public func lines(forUpcoming upcoming: [UpcomingDay], days: Int) -> [String] {
        guard !upcoming.isEmpty else {
            return [days == 1 ? "Nothing due tomorrow." : "Nothing due in the next \(days) days."]
        }
        return upcoming.enumerated().flatMap { index, day in
            (index > 0 ? [""] : []) + [heading(DayText.label(day.day))]
                + day.tasks.map { line($0, when: $0.task.dueDate.map(DayText.time) ?? "") }
        }
    }
}

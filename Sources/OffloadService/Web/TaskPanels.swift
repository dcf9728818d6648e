import Foundation
import OffloadInterface
import OffloadStore

/// The Today panel: the day's tasks, then those from earlier days.
struct TodayPanel: Sendable {
    /// `Mon 23 Nov`.
    let dayLabel: String
    /// Due or scheduled today, and done today.
    let tasks: [TaskRow]
    /// Whether there are any, for the empty sentence.
    let hasTasks: Bool
    /// Unfinished tasks from earlier days.
    let fromEarlier: [TaskRow]
    /// Whether there are any, for the second heading.
    let hasEarlier: Bool

    /// The panel for `today`, with times in `dates`' time zone.
    init(_ today: TodayView, dates: WebDates) {
        dayLabel = DayText.label(today.day)
        tasks = today.tasks.map { task in
            let when = task.task.dueDate.map { today.day.contains($0) ? dates.time($0) : dates.day($0) } ?? ""
            return TaskRow(task, view: "today", when: when)
        }
        hasTasks = !tasks.isEmpty
        fromEarlier = today.fromEarlier.map { TaskRow($0, view: "today", when: $0.task.dueDate.map(dates.day) ?? "") }
        hasEarlier = !fromEarlier.isEmpty
    }
}

/// The Inbox panel: unfinished tasks with no date outside any plan.
struct InboxPanel: Sendable {
    /// Its tasks, in the user's order.
    let tasks: [TaskRow]
    /// Whether there are any.
    let hasTasks: Bool
    /// How many, for the heading.
    let taskCount: Int

    /// The panel for the inbox's `tasks`.
    init(_ tasks: [TaskOutline]) {
        self.tasks = tasks.map { TaskRow($0, view: "inbox", when: "") }
        hasTasks = !tasks.isEmpty
        taskCount = tasks.count
    }
}

/// The Upcoming panel: the next days' unfinished tasks, by day.
struct UpcomingPanel: Sendable {
    /// One day with tasks due.
    struct Day: Sendable {
        /// `Tue 24 Nov`.
        let dayLabel: String
        /// `2026-11-24`.
        let date: String
        /// Its tasks, with their times.
        let tasks: [TaskRow]
    }

    /// The days with tasks, in order.
    let days: [Day]
    /// Whether there are any.
    let hasDays: Bool
    /// What the panel says when there are none.
    ///
    /// For example `Nothing due in the next 7 days.`
    let emptyText: String
    /// How many days are covered, for the heading and the next request.
    let dayCount: Int

    /// The panel for `upcoming` over `days` days, with times in `dates`' time zone.
    init(_ upcoming: [UpcomingDay], days: Int, dates: WebDates) {
        self.days = upcoming.map { day in
            Day(
                dayLabel: DayText.label(day.day), date: day.day.date,
                tasks: day.tasks.map { TaskRow($0, view: "upcoming", when: $0.task.dueDate.map(dates.time) ?? "") })
        }
        hasDays = !upcoming.isEmpty
        emptyText = days == 1 ? "Nothing due tomorrow." : "Nothing due in the next \(days) days."
        dayCount = days
    }
}

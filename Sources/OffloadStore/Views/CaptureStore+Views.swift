import Foundation
import GRDB
import OffloadCore

/// The views people live in: Today, Inbox, Upcoming, and the week and month counts.
///
/// Every view lists tasks in the user's one order (`tasks.position`) with one query per section, and counts days in
/// the ``ViewMoment``'s time zone, so a day across a daylight-saving change has its true 23 or 25 hours. Unfinished
/// means open, active or waiting; someday and cancelled tasks appear in no view. A task's day is its due date; Today
/// also takes the tasks scheduled for today. Communications are not part of these views (`offload comms` lists them).
extension CaptureStore {
    /// Today: unfinished tasks due or scheduled today and tasks completed today (they stay until the day ends,
    /// whatever their due date), and apart, unfinished tasks due before today, which stay there until moved.
    ///
    /// - Parameters:
    ///   - moment: The instant and time zone that say which day is today.
    ///   - filter: Only tasks in this category and with this tag.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func today(at moment: ViewMoment, filter: ViewFilter = .none) async throws -> TodayView {
        let day = moment.today
        var today = ViewQuery()
        today.add(
            """
            \(ViewQuery.unfinished) AND ((tasks.due_date >= ? AND tasks.due_date < ?)
                OR (tasks.scheduled_date >= ? AND tasks.scheduled_date < ?))
            OR (tasks.status = 'done' AND tasks.completed_at >= ? AND tasks.completed_at < ?)
            """, [day.start, day.end, day.start, day.end, day.start, day.end])
        var earlier = ViewQuery()
        earlier.add(
            """
            \(ViewQuery.unfinished) AND tasks.due_date < ?
                AND (tasks.scheduled_date IS NULL OR tasks.scheduled_date < ? OR tasks.scheduled_date >= ?)
            """, [day.start, day.start, day.end])
        let sections = try await viewTasks([today, earlier], filter: filter)
        return TodayView(day: day, tasks: sections[0], fromEarlier: sections[1])
    }

    /// Inbox: unfinished tasks with no due date that are no step of a plan (a plan's steps show under the plan).
    ///
    /// - Parameter filter: Only tasks in this category and with this tag.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func inbox(filter: ViewFilter = .none) async throws -> [TaskOutline] {
        var inbox = ViewQuery()
        inbox.add("\(ViewQuery.unfinished) AND tasks.due_date IS NULL AND tasks.plan_id IS NULL")
        return try await viewTasks([inbox], filter: filter)[0]
    }

    /// Upcoming: unfinished tasks due in the `days` days after today, grouped by day; days with nothing are left
    /// out.
    ///
    /// - Parameters:
    ///   - days: How many days after today to cover; 1 is tomorrow only.
    ///   - moment: The instant and time zone that say which day is today.
    ///   - filter: Only tasks in this category and with this tag.
    /// - Throws: ``StoreError/corruptRow(path:table:id:)``, ``StoreError/databaseFailed(path:operation:reason:)``.
    public func upcoming(days: Int, at moment: ViewMoment, filter: ViewFilter = .none) async throws -> [UpcomingDay] {
        let days = (0..<max(days, 0)).map { moment.day(after: $0 + 1) }
        guard let first = days.first, let last = days.last else { return [] }
        var upcoming = ViewQuery()
        upcoming.add("\(ViewQuery.unfinished) AND tasks.due_date >= ? AND tasks.due_date < ?", [first.start, last.end])
        let tasks = try await viewTasks([upcoming], filter: filter)[0]
        var byDay: [Int: [TaskOutline]] = [:]
        for task in tasks {
            guard let due = task.task.dueDate, let index = days.firstIndex(where: { $0.contains(due) }) else {
                continue
            }
            byDay[index, default: []].append(task)
        }
        return days.indices.compactMap { index in byDay[index].map { UpcomingDay(day: days[index], tasks: $0) } }
    }

    /// Per day of the ISO week (Monday first) holding today: unfinished tasks due that day and tasks completed
    /// that day.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func week(at moment: ViewMoment, filter: ViewFilter = .none) async throws -> [DayCount] {
        try await counts(moment.week, today: moment.today, filter: filter)
    }

    /// Per day of the calendar month holding today: unfinished tasks due that day and tasks completed that day.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func month(at moment: ViewMoment, filter: ViewFilter = .none) async throws -> [DayCount] {
        try await counts(moment.month, today: moment.today, filter: filter)
    }

    /// Per day of month `month` (1–12) of `year`, in `moment`'s time zone: unfinished tasks due that day and tasks
    /// completed that day; today is marked when it falls in that month.
    ///
    /// - Throws: ``StoreError/databaseFailed(path:operation:reason:)``.
    public func month(_ month: Int, of year: Int, at moment: ViewMoment, filter: ViewFilter = .none) async throws
        -> [DayCount]
    {
        try await counts(moment.days(ofMonth: month, year: year), today: moment.today, filter: filter)
    }

    private func counts(_ days: [ViewDay], today: ViewDay, filter: ViewFilter) async throws -> [DayCount] {
        guard let first = days.first, let last = days.last else { return [] }
        var open = ViewQuery()
        open.add("\(ViewQuery.unfinished) AND tasks.due_date >= ? AND tasks.due_date < ?", [first.start, last.end])
        var done = ViewQuery()
        done.add(
            "tasks.status = 'done' AND tasks.completed_at >= ? AND tasks.completed_at < ?", [first.start, last.end])
        let sections = [(open, "tasks.due_date"), (done, "tasks.completed_at")]
        let instants = try await read("count tasks by day") { db -> [[Date]] in
            try sections.map { query, column in
                var query = query
                guard try query.narrow(to: filter, in: db) else { return [] }
                return try Date.fetchAll(db, sql: query.columnSQL(column), arguments: query.statementArguments)
            }
        }
        return days.map { day in
            DayCount(
                day: day, isToday: day == today, open: instants[0].count(where: day.contains),
                done: instants[1].count(where: day.contains))
        }
    }

    /// The tasks of each query, narrowed to `filter`, in one read.
    private func viewTasks(_ queries: [ViewQuery], filter: ViewFilter) async throws -> [[TaskOutline]] {
        let path = path
        return try await read("list tasks") { db in
            try queries.map { query in
                var query = query
                guard try query.narrow(to: filter, in: db) else { return [] }
                return try Row.fetchAll(db, sql: query.outlineSQL, arguments: query.statementArguments).map { row in
                    guard let task = OrganizerRows.taskOutline(row) else {
                        throw StoreError.corruptRow(path: path, table: "tasks", id: row["id"] ?? "?")
                    }
                    return task
                }
            }
        }
    }
}

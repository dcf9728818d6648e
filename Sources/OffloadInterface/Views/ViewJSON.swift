import OffloadStore

/// `{"date", "tasks", "fromEarlier"}`: the JSON of `today`.
public struct TodayJSON: Encodable {
    /// The day, `yyyy-MM-dd`.
    public let date: String
    /// The tasks due or scheduled today and those done today.
    public let tasks: [TaskJSON]
    /// Unfinished tasks from earlier days.
    public let fromEarlier: [TaskJSON]

    /// The object for `today`.
    public init(_ today: TodayView) {
        date = today.day.date
        tasks = today.tasks.map(TaskJSON.init)
        fromEarlier = today.fromEarlier.map(TaskJSON.init)
    }
}

/// `{"tasks"}`: the JSON of `inbox`.
public struct InboxJSON: Encodable {
    /// The unfinished tasks with no date outside any plan.
    public let tasks: [TaskJSON]

    /// The object for the inbox's `tasks`.
    public init(_ tasks: [TaskOutline]) {
        self.tasks = tasks.map(TaskJSON.init)
    }
}

/// `{"days": [{"date", "tasks"}]}`: the JSON of `upcoming`.
public struct UpcomingJSON: Encodable {
    /// One day with tasks due.
    public struct Day: Encodable {
        /// The day, `yyyy-MM-dd`.
        public let date: String
        /// Its unfinished tasks.
        public let tasks: [TaskJSON]
    }

    /// The days with tasks due, in order.
    public let days: [Day]

    /// The object for `days`.
    public init(_ days: [UpcomingDay]) {
        self.days = days.map { Day(date: $0.day.date, tasks: $0.tasks.map(TaskJSON.init)) }
    }
}

/// `{"days": [{"date", "isToday", "open", "done"}]}`: the JSON of `week` and `month`.
public struct DayCountsJSON: Encodable {
    /// One day's counts.
    public struct Day: Encodable {
        /// The day, `yyyy-MM-dd`.
        public let date: String
        /// Whether the day is today.
        public let isToday: Bool
        /// Unfinished tasks due that day.
        public let open: Int
        /// Tasks done that day.
        public let done: Int
    }

    /// The days in order: a week from its first day (the `week-start` setting, Monday by default).
    public let days: [Day]

    /// The object for `counts`.
    public init(_ counts: [DayCount]) {
        days = counts.map { Day(date: $0.day.date, isToday: $0.isToday, open: $0.open, done: $0.done) }
    }
}

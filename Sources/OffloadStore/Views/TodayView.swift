/// What `today` shows: the day's tasks and, apart, what is left from earlier days.
public struct TodayView: Hashable, Sendable {
    /// The day shown.
    public let day: ViewDay
    /// Unfinished tasks due or scheduled today, and tasks completed today whatever their due date, by position.
    public let tasks: [TaskOutline]
    /// Unfinished tasks due before today, by position; they stay here until someone decides about them.
    public let fromEarlier: [TaskOutline]
}

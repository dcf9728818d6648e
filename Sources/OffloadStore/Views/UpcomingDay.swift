/// One day of `upcoming`: the day and its tasks by position.
public struct UpcomingDay: Hashable, Sendable {
    /// The day.
    public let day: ViewDay
    /// Unfinished tasks due that day, by position.
    public let tasks: [TaskOutline]
}

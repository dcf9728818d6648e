/// One day of `week` or `month`: how much is open and how much got done.
public struct DayCount: Hashable, Sendable {
    /// The day.
    public let day: ViewDay
    /// Whether it is today.
    public let isToday: Bool
    /// Unfinished tasks due (or scheduled) that day.
    public let open: Int
    /// Tasks completed that day.
    public let done: Int
}

import Foundation

/// One calendar day in a given time zone: its date and the instants it starts and ends at.
///
/// A day is not always 24 hours: across a daylight-saving change it is 23 or 25, so its end is the next day's start.
public struct ViewDay: Hashable, Sendable {
    /// The local date, `yyyy-MM-dd`.
    public let date: String
    /// The first instant of the day.
    public let start: Date
    /// The first instant of the next day.
    public let end: Date
    /// The weekday, 1 (Monday) to 7 (Sunday).
    public let weekday: Int
    /// The day of the month, 1 to 31.
    public let dayOfMonth: Int

    /// Whether `instant` falls within the day.
    public func contains(_ instant: Date) -> Bool { start <= instant && instant < end }
}

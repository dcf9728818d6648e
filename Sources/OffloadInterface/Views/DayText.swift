import Foundation
import OffloadStore

/// Days and times as the views write them, in English and the user's time zone (`TZ`).
public enum DayText {
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// `Mon 23 Nov`.
    public static func label(_ day: ViewDay) -> String {
        "\(weekdays[day.weekday - 1]) \(day.dayOfMonth) \(months[month(day) - 1].prefix(3))"
    }

    /// `November 2026`.
    public static func monthTitle(_ day: ViewDay) -> String { "\(months[month(day) - 1]) \(day.date.prefix(4))" }

    /// The weekday abbreviations, Monday first.
    public static var weekdayHeadings: [String] { weekdays }

    /// `09:05`: the local time of `instant`; empty at midnight, which is how a date without a time is stored.
    public static func time(_ instant: Date) -> String {
        let time = String(ISODate.local(instant).suffix(5))
        return time == "00:00" ? "" : time
    }

    /// `Fri 20 Nov`: the local day of `instant`, for tasks from earlier days.
    public static func day(_ instant: Date) -> String {
        label(ViewMoment(now: instant, timeZone: .current).today)
    }

    /// `Fri 20 Nov 09:05`: the local day and time of `instant` (a reminder's), the time always shown.
    public static func moment(_ instant: Date) -> String {
        day(instant) + " " + String(ISODate.local(instant).suffix(5))
    }

    /// The month of `day`, 1 to 12, read from its `yyyy-MM-dd` date.
    private static func month(_ day: ViewDay) -> Int {
        min(max(Int(day.date.dropFirst(5).prefix(2)) ?? 1, 1), 12)
    }
}

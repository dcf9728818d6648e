import Foundation

/// The instant a view is drawn at and the time zone its days are counted in; nothing in the views reads the clock.
public struct ViewMoment: Sendable {
    /// The reference instant ("now").
    public let now: Date
    /// The time zone day boundaries are taken in.
    public let timeZone: TimeZone
    /// The weekday weeks start on, 1 (Monday) to 7 (Sunday).
    public let weekStart: Int
    /// Minutes after midnight when a day starts: before it, today is still the day before.
    public let dayStart: Int
    private let calendar: Calendar

    /// Creates a moment at `now` in `timeZone`.
    ///
    /// - Parameters:
    ///   - weekStart: The weekday weeks start on, 1 (Monday, ISO 8601, the default) to 7 (Sunday).
    ///   - dayStart: Minutes after midnight when a day starts (0 to 720); a night owl's 01:30 with a day start of
    ///     04:00 is still the day before.
    public init(now: Date, timeZone: TimeZone, weekStart: Int = 1, dayStart: Int = 0) {
        self.now = now
        self.timeZone = timeZone
        self.weekStart = (1...7).contains(weekStart) ? weekStart : 1
        self.dayStart = min(max(dayStart, 0), 720)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The day `now` falls on, counted from ``dayStart``.
    public var today: ViewDay { day(containing: shiftedNow) }

    /// `now`, moved back by the day start, so that it falls on the day the person is still living.
    private var shiftedNow: Date { now.addingTimeInterval(-Double(dayStart) * 60) }

    /// The day (counted from ``dayStart``) that `instant` falls on.
    public func day(of instant: Date) -> ViewDay {
        day(containing: instant.addingTimeInterval(-Double(dayStart) * 60))
    }

    /// The day `offset` days after today (before it when negative).
    public func day(after offset: Int) -> ViewDay {
        let start = calendar.startOfDay(for: shiftedNow)
        // Noon avoids landing in a day-saving gap or the repeated hour when stepping by days.
        let noon = calendar.date(byAdding: .hour, value: 12, to: start) ?? start
        return day(containing: calendar.date(byAdding: .day, value: offset, to: noon) ?? noon)
    }

    /// Days from the start of this week (``weekStart``) to today: 0 on the first day of the week.
    public var daysIntoWeek: Int { (today.weekday - weekStart + 7) % 7 }

    /// The seven days of the week holding today, from ``weekStart``.
    public var week: [ViewDay] { (0..<7).map { day(after: $0 - daysIntoWeek) } }

    /// The days of the calendar month holding today.
    public var month: [ViewDay] {
        let first = today.dayOfMonth
        let count = calendar.range(of: .day, in: .month, for: now)?.count ?? 30
        return (0..<count).map { day(after: $0 - (first - 1)) }
    }

    /// The days of month `month` (1–12) of `year`, in this moment's time zone; empty when the calendar has no such
    /// month.
    public func days(ofMonth month: Int, year: Int) -> [ViewDay] {
        guard let noon = calendar.date(from: DateComponents(year: year, month: month, day: 1, hour: 12)),
            let count = calendar.range(of: .day, in: .month, for: noon)?.count
        else { return [] }
        return (0..<count).compactMap { offset in
            calendar.date(byAdding: .day, value: offset, to: noon).map(day(containing:))
        }
    }

    private func day(containing instant: Date) -> ViewDay {
        let start = calendar.startOfDay(for: instant)
        let noon = calendar.date(byAdding: .hour, value: 12, to: start) ?? start
        let next = calendar.date(byAdding: .day, value: 1, to: noon).map { calendar.startOfDay(for: $0) } ?? start
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: start)
        let (year, month, dayOfMonth) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        // Calendar weekdays count from Sunday = 1; ISO counts from Monday = 1.
        let weekday = ((parts.weekday ?? 1) + 5) % 7 + 1
        return ViewDay(
            date: String(format: "%04d-%02d-%02d", year, month, dayOfMonth), start: start, end: next,
            weekday: weekday, dayOfMonth: dayOfMonth)
    }
}

import Foundation
import OffloadStore

/// The span the series and the category shares of `offload stats` cover.
public enum StatsPeriod: String, CaseIterable, Sendable {
    /// This week, day by day; categories by day.
    case week
    /// The last 30 days, day by day; categories by week.
    case month
    /// The last 52 weeks, week by week; categories by month.
    case year
}

/// A stretch of time: its label and its bounds.
public struct StatsBucket: Sendable, Equatable {
    /// The first day, `yyyy-MM-dd`.
    public let from: String
    /// Its first instant.
    public let start: Date
    /// The instant after it.
    public let end: Date

    /// Whether `instant` falls inside.
    public func contains(_ instant: Date) -> Bool { instant >= start && instant < end }
}

extension ViewMoment {
    /// The bucket of `days` (consecutive, in order), its bounds moved by the day start.
    func bucket(_ days: [ViewDay]) -> StatsBucket? {
        guard let first = days.first, let last = days.last else { return nil }
        let shift = Double(dayStart) * 60
        return StatsBucket(
            from: first.date, start: first.start.addingTimeInterval(shift), end: last.end.addingTimeInterval(shift))
    }

    /// The seven days of the week `back` weeks before this one (0 is this week), from the week start.
    func weekDays(back: Int) -> [ViewDay] { (0..<7).map { day(after: $0 - daysIntoWeek - back * 7) } }

    /// The days of the calendar month `back` months before this one (0 is this month); empty when today's date
    /// cannot be read.
    func monthDays(back: Int) -> [ViewDay] {
        let parts = today.date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return [] }
        let index = parts[0] * 12 + (parts[1] - 1) - back
        return days(ofMonth: index % 12 + 1, year: index / 12)
    }

    /// The series of `period`: days of this week, the last 30 days, or the last 52 weeks (from the week start).
    func series(_ period: StatsPeriod) -> [StatsBucket] {
        switch period {
        case .week: return week.compactMap { bucket([$0]) }
        case .month: return (-29...0).compactMap { bucket([day(after: $0)]) }
        case .year: return (0..<52).reversed().compactMap { bucket(weekDays(back: $0)) }
        }
    }

    /// The buckets the category shares of `period` are counted in: days of this week, the weeks of the last 30
    /// days, or the months of the last year.
    func categoryBuckets(_ period: StatsPeriod) -> [StatsBucket] {
        switch period {
        case .week: return series(.week)
        case .month: return (0..<5).reversed().compactMap { bucket(weekDays(back: $0)) }
        case .year: return (0..<12).reversed().compactMap { bucket(monthDays(back: $0)) }
        }
    }
}

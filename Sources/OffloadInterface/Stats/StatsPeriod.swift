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

    /// `count` consecutive runs of `length` days ending with today (the last run holds today).
    func runs(of length: Int, count: Int) -> [[ViewDay]] {
        (0..<count).map { run in
            let first = -(count - 1 - run) * length - (length - 1)
            return (0..<length).map { day(after: first + $0) }
        }
    }

    /// The series of `period`: days of this week, the last 30 days, or the last 52 weeks (from the week start).
    func series(_ period: StatsPeriod) -> [StatsBucket] {
        switch period {
        case .week: return week.compactMap { bucket([$0]) }
        case .month: return runs(of: 1, count: 30).compactMap(bucket)
        case .year:
            let offset = (today.weekday - weekStart + 7) % 7
            return (0..<52).compactMap { week in
                let first = -offset - (51 - week) * 7
                return bucket((0..<7).map { day(after: first + $0) })
            }
        }
    }

    /// The buckets the category shares of `period` are counted in: days of this week, the weeks of the last 30
    /// days, or the months of the last year.
    func categoryBuckets(_ period: StatsPeriod) -> [StatsBucket] {
        switch period {
        case .week: return series(.week)
        case .month:
            let offset = (today.weekday - weekStart + 7) % 7
            return (0..<5).compactMap { week in
                let first = -offset - (4 - week) * 7
                return bucket((0..<7).map { day(after: first + $0) })
            }
        case .year:
            let parts = today.date.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return [] }
            return (0..<12).compactMap { back in
                let index = parts[0] * 12 + (parts[1] - 1) - (11 - back)
                return bucket(days(ofMonth: index % 12 + 1, year: index / 12))
            }
        }
    }
}

import Foundation
import OffloadStore

/// The figures of `offload stats`, worked out from the store's records at one moment.
///
/// Periods are counted in the moment's time zone, week start and day start: today against yesterday, this week
/// so far against the whole week before, this month so far against the whole month before.
public struct ProgressStats: Sendable, Equatable {
    /// A count and the count of the period before.
    public struct Trend: Sendable, Equatable {
        public let count: Int
        public let previous: Int
    }

    /// How many completions fell in a bucket.
    public struct Point: Sendable, Equatable {
        public let from: String
        public let count: Int
    }

    /// The categories' shares of the completions in a bucket (`none` for those without one).
    public struct Shares: Sendable, Equatable {
        public let from: String
        public let count: Int
        public let shares: [String: Double]
    }

    /// Capture-to-done times, in hours.
    public struct LeadTime: Sendable, Equatable {
        public let count: Int
        public let median: Double
        public let lowerQuartile: Double
        public let upperQuartile: Double
    }

    public let today: Trend
    public let week: Trend
    public let month: Trend
    public let period: StatsPeriod
    public let series: [Point]
    public let categories: [Shares]
    public let postponed: [StatsRecords.Postponed]
    public let leadTime: LeadTime?
    public let reportCard: ReportCard
    public let streak: Streak
    /// Milestones reached, name → day (`yyyy-MM-dd`), recorded ones keeping their day.
    public let milestones: [String: String]
    /// The milestones reached now that were not recorded before.
    public let newMilestones: [String: String]

    /// The figures of `records` at `moment`, with `restDays` days a week that keep a streak.
    public init(_ records: StatsRecords, at moment: ViewMoment, period: StatsPeriod, restDays: Int) {
        let instants = records.completions.map(\.at).sorted()
        func count(_ bucket: StatsBucket?) -> Int { bucket.map { b in instants.count(where: b.contains) } ?? 0 }
        today = Trend(
            count: count(moment.bucket([moment.today])), previous: count(moment.bucket([moment.day(after: -1)])))
        week = Trend(count: count(moment.bucket(moment.week)), previous: count(moment.bucket(moment.weekDays(back: 1))))
        month = Trend(
            count: count(moment.bucket(moment.month)), previous: count(moment.bucket(moment.monthDays(back: 1))))
        self.period = period
        series = moment.series(period).map { Point(from: $0.from, count: count($0)) }
        categories = moment.categoryBuckets(period).map { bucket in
            let inside = records.completions.filter { bucket.contains($0.at) }
            var shares: [String: Double] = [:]
            for completion in inside { shares[completion.category ?? "none", default: 0] += 1 }
            return Shares(
                from: bucket.from, count: inside.count,
                shares: shares.mapValues { $0 / Double(max(inside.count, 1)) })
        }
        postponed = records.postponed
        leadTime = Self.leadTime(records.leadTimes)
        reportCard = ReportCard(records.decisions)
        streak = Streak(days: moment.days(of: instants), at: moment, restDays: restDays)
        let reached = Milestones.reached(records, at: moment)
        milestones = reached.merging(records.milestones) { _, recorded in recorded }
        newMilestones = reached.filter { records.milestones[$0.key] == nil }
    }

    private static func leadTime(_ seconds: [Double]) -> LeadTime? {
        let hours = seconds.map { max(0, $0) / 3600 }.sorted()
        guard !hours.isEmpty else { return nil }
        func quantile(_ q: Double) -> Double {
            let position = q * Double(hours.count - 1)
            let lower = Int(position.rounded(.down))
            let upper = min(lower + 1, hours.count - 1)
            return hours[lower] + (hours[upper] - hours[lower]) * (position - Double(lower))
        }
        return LeadTime(
            count: hours.count, median: quantile(0.5), lowerQuartile: quantile(0.25), upperQuartile: quantile(0.75))
    }
}

extension ViewMoment {
    /// The days (`yyyy-MM-dd`, counted from the day start) that the instants of `sorted`, oldest first, fall on.
    ///
    /// - Complexity: O(n) comparisons and one calendar reading per distinct day.
    func days(of sorted: [Date]) -> Set<String> {
        var days: Set<String> = []
        var current: ViewDay?
        let shift = -Double(dayStart) * 60
        for instant in sorted where current.map({ !$0.contains(instant.addingTimeInterval(shift)) }) ?? true {
            let day = self.day(of: instant)
            days.insert(day.date)
            current = day
        }
        return days
    }
}

import Foundation

/// `offload stats --json`: every figure of ``ProgressStats``.
public struct StatsJSON: Encodable, Equatable {
    public struct Trend: Encodable, Equatable {
        public let count: Int
        public let previous: Int
    }

    public struct Completed: Encodable, Equatable {
        public let today: Trend
        public let week: Trend
        public let month: Trend
    }

    public struct Point: Encodable, Equatable {
        public let from: String
        public let count: Int
    }

    public struct Shares: Encodable, Equatable {
        public let from: String
        public let count: Int
        public let shares: [String: Double]
    }

    public struct Postponed: Encodable, Equatable {
        public let id: String
        public let title: String
        public let postponed: Int
    }

    public struct LeadTime: Encodable, Equatable {
        public let count: Int
        public let medianHours: Double
        public let lowerQuartileHours: Double
        public let upperQuartileHours: Double
    }

    public struct Row: Encodable, Equatable {
        public let name: String
        public let decided: Int
        public let accepted: Int
        public let edited: Int
        public let rejected: Int
        public let meanConfidence: Double
        public let acceptedRate: Double
        public let keptRate: Double
    }

    public struct Card: Encodable, Equatable {
        public let byType: [Row]
        public let byConfidence: [Row]
    }

    public struct StreakJSON: Encodable, Equatable {
        public let current: Int
        public let activeDays: Int
        public let longest: Int
        public let restDays: Int
        public let restDaysUsedThisWeek: Int
    }

    public struct Milestone: Encodable, Equatable {
        public let name: String
        public let words: String
        public let reachedOn: String
    }

    public let completed: Completed
    public let period: String
    public let series: [Point]
    public let categories: [Shares]
    public let mostPostponed: [Postponed]
    public let leadTime: LeadTime?
    public let reportCard: Card
    public let streak: StreakJSON
    public let milestones: [Milestone]

    /// The JSON of `stats`.
    public init(_ stats: ProgressStats) {
        func trend(_ trend: ProgressStats.Trend) -> Trend { Trend(count: trend.count, previous: trend.previous) }
        func row(_ row: ReportCard.Row) -> Row {
            Row(
                name: row.name, decided: row.decided, accepted: row.accepted, edited: row.edited,
                rejected: row.rejected, meanConfidence: Self.rounded(row.meanConfidence),
                acceptedRate: Self.rounded(row.acceptedRate), keptRate: Self.rounded(row.keptRate))
        }
        completed = Completed(today: trend(stats.today), week: trend(stats.week), month: trend(stats.month))
        period = stats.period.rawValue
        series = stats.series.map { Point(from: $0.from, count: $0.count) }
        categories = stats.categories.map {
            Shares(from: $0.from, count: $0.count, shares: $0.shares.mapValues(Self.rounded))
        }
        mostPostponed = stats.postponed.map {
            Postponed(id: $0.id.uuidString.lowercased(), title: $0.title, postponed: $0.count)
        }
        leadTime = stats.leadTime.map {
            LeadTime(
                count: $0.count, medianHours: Self.rounded($0.median),
                lowerQuartileHours: Self.rounded($0.lowerQuartile), upperQuartileHours: Self.rounded($0.upperQuartile))
        }
        reportCard = Card(
            byType: stats.reportCard.byType.map(row), byConfidence: stats.reportCard.byConfidence.map(row))
        let streak = stats.streak
        self.streak = StreakJSON(
            current: streak.current, activeDays: streak.activeDays, longest: streak.longest,
            restDays: streak.restDays, restDaysUsedThisWeek: streak.restDaysUsedThisWeek)
        milestones = Milestones.all.compactMap { name, words in
            stats.milestones[name].map { Milestone(name: name, words: words, reachedOn: $0) }
        }
    }

    /// `value` to four decimals, so the JSON does not carry binary noise.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}

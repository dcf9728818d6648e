import Foundation
import OffloadStore
import OffloadTestSupport
import Testing

@testable import OffloadInterface

/// `offload stats` figures over generated histories, checked against counts made independently in the test.
@Suite struct ProgressStatsTests {
    /// Wednesday 2026-11-25, 12:00 UTC; weeks from Monday.
    static let moment = ViewMoment(now: instant("2026-11-25T12:00:00Z"), timeZone: .gmt)

    static func instant(_ text: String) -> Date { ISOInstant.parse(text) ?? .distantPast }

    /// Noon UTC of day `offset` after 2026-11-25 plus `minute` minutes.
    static func day(_ offset: Int, minute: Int = 0) -> Date {
        instant("2026-11-25T12:00:00Z").addingTimeInterval(Double(offset) * 86_400 + Double(minute) * 60)
    }

    static func done(_ offsets: [Int], category: String? = nil) -> [StatsRecords.Completion] {
        offsets.enumerated().map { StatsRecords.Completion(at: day($1, minute: $0), category: category) }
    }

    @Test("two weeks: exact counts and trends, category shares, and a streak that a rest day keeps going")
    func twoWeeks() {
        // Today 3, yesterday 2, Monday 1; last week (16th–22nd) 4, none on Sunday 22nd nor Thursday 19th;
        // earlier in November 2, October 5.
        let completions =
            Self.done([0, 0, 0, -1], category: "home") + Self.done([-1, -2], category: "work")
            + Self.done([-4, -5, -7, -8]) + Self.done([-15, -20], category: "home")
            + Self.done([-30, -31, -40, -45, -50], category: "errands")
        let records = StatsRecords(
            completions: completions, leadTimes: [3_600, 36_000, 7_200], decisions: [], postponed: [],
            plansFinished: [])
        let stats = ProgressStats(records, at: Self.moment, period: .week, restDays: 1)
        #expect(stats.leadTime == .init(count: 3, median: 2, lowerQuartile: 1.5, upperQuartile: 6))
        #expect(stats.today == .init(count: 3, previous: 2))
        #expect(stats.week == .init(count: 6, previous: 4))
        #expect(stats.month == .init(count: 12, previous: 5))
        #expect(stats.series.map(\.count) == [1, 2, 3, 0, 0, 0, 0])
        #expect(stats.series.first?.from == "2026-11-23")
        let tuesday = stats.categories.first { $0.from == "2026-11-24" }
        #expect(tuesday?.count == 2 && tuesday?.shares == ["home": 0.5, "work": 0.5])
        // 25, 24, 23 done; 22 a rest day (week of the 16th); 21, 20 done; 19 would be a second rest day: the end.
        // With two rest days a week it reaches back to the 17th.
        #expect(stats.streak.current == 6 && stats.streak.activeDays == 5)
        #expect(ProgressStats(records, at: Self.moment, period: .week, restDays: 0).streak.current == 3)
        #expect(ProgressStats(records, at: Self.moment, period: .week, restDays: 2).streak.current == 9)
        #expect(stats.milestones == ["first-done": "2026-10-06", "10-done": "2026-11-20"])
        let lines = StatsText(isASCII: false).lines(stats)
        #expect(
            lines.prefix(3) == [
                "3 done today, up from 2 yesterday.", "6 done this week, up from 4 last week.",
                "12 done this month, up from 5 last month.",
            ])
        #expect(lines.contains("This week  ▄▆█▁▁▁▁  6 done"))
        #expect(StatsText(isASCII: true).lines(stats).contains("This week  :+#____  6 done"))
    }

    @Test("today without a completion yet breaks nothing; a run that ended is not shown as a loss")
    func calmStreak() {
        let records = StatsRecords(
            completions: Self.done([-1, -2, -10, -11, -12]), decisions: [], postponed: [], plansFinished: [])
        let alive = ProgressStats(records, at: Self.moment, period: .month, restDays: 0).streak
        #expect(alive.current == 2 && alive.longest == 3)
        let later = ViewMoment(now: Self.day(5), timeZone: .gmt)
        let ended = ProgressStats(records, at: later, period: .month, restDays: 0)
        #expect(ended.streak.current == 0 && ended.streak.longest == 3)
        #expect(StatsText(isASCII: false).streak(ended.streak).contains("a new one starts with your next done task"))
    }

    @Test("a generated year: the series, bands and types add up to direct counts; streaks match a plain walk")
    func generatedYear() {
        var random = SplitMix64(seed: 2026_11_25)
        var completions: [StatsRecords.Completion] = []
        var activeDays: Set<Int> = []
        for offset in -400...0 where Int.random(in: 0..<10, using: &random) < 6 {
            activeDays.insert(offset)
            for minute in 0..<Int.random(in: 1...4, using: &random) {
                let category = ["home", "work", "health", nil].randomElement(using: &random) ?? nil
                completions.append(.init(at: Self.day(offset, minute: minute), category: category))
            }
        }
        var decisions: [StatsRecords.Decision] = []
        for index in 0..<3_000 {
            let confidence = Double.random(in: 0.3...1, using: &random)
            let roll = Double.random(in: 0..<1, using: &random)
            let kind = roll < confidence ? "accepted" : roll < confidence + 0.05 ? "edited" : "rejected"
            let type = ["task", "list", "plan", "communication", "note"][index % 5]
            decisions.append(.init(type: type, confidence: confidence, kind: kind, at: Self.day(-index % 300)))
        }
        let records = StatsRecords(
            completions: completions, decisions: decisions, postponed: [], plansFinished: [])
        let stats = ProgressStats(records, at: Self.moment, period: .year, restDays: 1)
        #expect(stats.series.count == 52 && stats.categories.count == 12)
        // The 52 weeks end on Sunday the 29th; they start 363 days before Monday the 23rd.
        let first = Self.day(-2 - 357, minute: -12 * 60)
        #expect(stats.series.map(\.count).reduce(0, +) == completions.count { $0.at >= first })
        for bucket in stats.categories where bucket.count > 0 {
            #expect(abs(bucket.shares.values.reduce(0, +) - 1) < 1e-9)
        }
        #expect(stats.reportCard.byType.map(\.decided).reduce(0, +) == 3_000)
        #expect(stats.reportCard.byConfidence.map(\.decided).reduce(0, +) == 3_000)
        for band in stats.reportCard.byConfidence {
            let inside = decisions.filter {
                ReportCard.bands.first { $0.name == band.name }?.range.contains($0.confidence) == true
            }
            #expect(band.decided == inside.count)
            #expect(band.accepted == inside.count { $0.kind == "accepted" })
            // Generated so that a suggestion is accepted with its confidence: the rate sits near the mean.
            #expect(abs(band.acceptedRate - band.meanConfidence) < 0.08, "\(band.name)")
        }
        for rest in 0...2 {
            let streak = ProgressStats(records, at: Self.moment, period: .year, restDays: rest).streak
            #expect(streak.current == Self.walk(activeDays, rest: rest).current, "rest \(rest)")
            #expect(streak.longest == Self.walk(activeDays, rest: rest).longest, "rest \(rest)")
        }
    }

    /// The streak by its definition, tried on every pair of days: a run [a, b] starts and ends on an active day
    /// and holds at most `rest` inactive days in each Monday week; the current one also covers the days up to
    /// yesterday (today too when it is active).
    static func walk(_ days: Set<Int>, rest: Int) -> (current: Int, longest: Int) {
        func week(_ offset: Int) -> Int { Int((Double(offset + 2) / 7).rounded(.down)) }  // Monday the 23rd is -2.
        func fits(_ range: ClosedRange<Int>) -> Bool {
            var counts: [Int: Int] = [:]
            for offset in range where !days.contains(offset) { counts[week(offset), default: 0] += 1 }
            return counts.values.allSatisfy { $0 <= rest }
        }
        let sorted = days.sorted()
        var longest = 0
        for (index, a) in sorted.enumerated() {
            for b in sorted[index...].reversed() where b - a + 1 > longest {
                if fits(a...b) { longest = b - a + 1; break }
            }
        }
        let end = days.contains(0) ? 0 : -1
        guard let last = sorted.last(where: { $0 <= end }) else { return (0, longest) }
        let start = sorted.first { $0 <= last && fits($0...end) }
        return (start.map { last - $0 + 1 } ?? 0, longest)
    }
}

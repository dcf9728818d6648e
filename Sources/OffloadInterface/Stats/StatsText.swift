import Foundation

/// `offload stats` on a terminal, in Unicode blocks or plain ASCII.
///
/// Trends in words, a sparkline, category shares, the most postponed tasks, the capture-to-done time, the
/// suggestions' report card, the streak and milestones.
public struct StatsText {
    /// Whether to draw with ASCII only.
    public let isASCII: Bool

    /// A renderer.
    public init(isASCII: Bool) { self.isASCII = isASCII }

    /// Every line.
    public func lines(_ stats: ProgressStats) -> [String] {
        var lines = [
            Self.trend("today", stats.today, previous: "yesterday"),
            Self.trend("this week", stats.week, previous: "last week"),
            Self.trend("this month", stats.month, previous: "last month"),
            "",
        ]
        let counts = stats.series.map(\.count)
        lines.append("\(Self.span(stats.period))  \(sparkline(counts))  \(counts.reduce(0, +)) done")
        lines.append(streak(stats.streak))
        let shown = stats.categories.filter { $0.count > 0 }
        if !shown.isEmpty {
            lines += [
                "",
                "Categories, " + Self.step(stats.period),
            ]
            for bucket in shown {
                lines.append(
                    "  \(bucket.from)  \(bar(bucket.count, of: shown.map(\.count).max() ?? 1))  "
                        + Self.shares(bucket.shares))
            }
        }
        if !stats.postponed.isEmpty {
            lines += ["", "Moved most often (still open)"]
            lines += stats.postponed.map {
                "  ↻\($0.count)  \(String($0.id.uuidString.lowercased().prefix(8)))  \(TerminalText.safe($0.title))"
            }
        }
        if let lead = stats.leadTime { lines += ["", Self.leadTime(lead)] }
        lines += card(stats.reportCard)
        let milestones = Self.milestones(stats)
        if !milestones.isEmpty {
            lines += ["", "Milestones"] + milestones.map { "  \($0.day)  \($0.words)" }
        }
        return lines
    }

    /// What the series of `period` covers: "This week", "Last 30 days" or "Last 52 weeks".
    static func span(_ period: StatsPeriod) -> String {
        switch period {
        case .week: "This week"
        case .month: "Last 30 days"
        case .year: "Last 52 weeks"
        }
    }

    /// The step of the category shares of `period`: "by day", "by week" or "by month".
    static func step(_ period: StatsPeriod) -> String {
        switch period {
        case .week: "by day"
        case .month: "by week"
        case .year: "by month"
        }
    }

    /// "From capture to done: median 5 h; half take between 2 h and 2.5 days (12 tasks).", the spread from 4 on.
    static func leadTime(_ lead: ProgressStats.LeadTime) -> String {
        let spread =
            lead.count < 4
            ? "" : "; half take between \(duration(lead.lowerQuartile)) and \(duration(lead.upperQuartile))"
        return "From capture to done: median \(duration(lead.median))\(spread) "
            + "(\(lead.count) \(lead.count == 1 ? "task" : "tasks"))."
    }

    /// The milestones reached, oldest first, with the words shown for them.
    static func milestones(_ stats: ProgressStats) -> [(day: String, words: String)] {
        Milestones.all.compactMap { name, words in stats.milestones[name].map { (day: $0, words: words) } }
            .sorted { $0.day < $1.day }
    }

    /// The trend in words, such as "12 done this week, up from 9 last week.".
    static func trend(_ name: String, _ trend: ProgressStats.Trend, previous: String) -> String {
        let change =
            trend.count > trend.previous
            ? "up from \(trend.previous)" : trend.count < trend.previous ? "down from \(trend.previous)" : "same as"
        return "\(trend.count) done \(name), \(change) \(previous)."
    }

    /// Calm words for the streak; a streak that ended is not mentioned as a loss.
    func streak(_ streak: Streak) -> String {
        guard streak.current > 0 else {
            return streak.longest > 0
                ? "Streak: a new one starts with your next done task (longest so far: \(streak.longest) days)."
                : "Streak: starts with your first done task."
        }
        let rest = streak.current - streak.activeDays
        let resting = rest > 0 ? ", \(rest) of them rest \(rest == 1 ? "day" : "days")" : ""
        return
            "Streak: \(streak.current) \(streak.current == 1 ? "day" : "days")\(resting); longest \(streak.longest). "
            + (streak.restDays == 1 ? "1 rest day a week keeps" : "\(streak.restDays) rest days a week keep")
            + " it going."
    }

    private func card(_ card: ReportCard) -> [String] {
        guard !card.byType.isEmpty else { return [] }
        func percent(_ value: Double) -> String { String(Int((value * 100).rounded())) + "%" }
        func row(_ row: ReportCard.Row, _ width: Int) -> String {
            row.name.padding(toLength: width, withPad: " ", startingAt: 0) + String(row.decided).leftPadded(to: 8)
                + percent(row.acceptedRate).leftPadded(to: 10) + percent(row.editedRate).leftPadded(to: 8)
                + percent(row.rejectedRate).leftPadded(to: 10)
        }
        var lines = ["", "How the suggestions fared", "  type           decided  accepted  edited  rejected"]
        lines += card.byType.map { "  " + row($0, 13) }
        lines.append("  confidence     decided  accepted  edited  rejected  mean confidence")
        lines += card.byConfidence.map {
            "  " + row($0, 13) + String(format: "%.2f", $0.meanConfidence).leftPadded(to: 17)
        }
        lines.append("  Accepted means as suggested; compare it with the mean confidence of each band.")
        return lines
    }

    /// One character a count, scaled to the largest.
    func sparkline(_ counts: [Int]) -> String {
        let levels = isASCII ? Array("_.-:=+*#") : Array("▁▂▃▄▅▆▇█")
        let top = max(counts.max() ?? 0, 1)
        return String(counts.map { levels[$0 == 0 ? 0 : 1 + ($0 * (levels.count - 2) + top - 1) / top] })
    }

    /// A bar of up to 12 cells for `count` against `largest`.
    func bar(_ count: Int, of largest: Int) -> String {
        let cells = largest == 0 ? 0 : max(1, (count * 12 + largest - 1) / largest)
        return String(repeating: isASCII ? "#" : "█", count: cells).padding(toLength: 12, withPad: " ", startingAt: 0)
            + String(count).leftPadded(to: 4)
    }

    /// "home 40%  work 25%  none 15%", largest first.
    static func shares(_ shares: [String: Double]) -> String {
        shares.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
            "\(TerminalText.safe($0.key)) \(Int(($0.value * 100).rounded()))%"
        }.joined(separator: "  ")
    }

    /// "45 min", "5 h", "2.5 days".
    static func duration(_ hours: Double) -> String {
        if hours < 1 { return "\(Int((hours * 60).rounded())) min" }
        if hours < 48 { return "\(Int(hours.rounded())) h" }
        let days = hours / 24
        return days < 10 ? String(format: "%.1f days", days) : "\(Int(days.rounded())) days"
    }
}

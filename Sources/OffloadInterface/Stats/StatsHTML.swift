/// `offload stats --html`: the figures of ``ProgressStats`` as one self-contained HTML page.
///
/// The page needs nothing from outside: styles are inline, charts are inline SVG scaled by their `viewBox`, and
/// there is no script, font or image to fetch. It shows what the terminal view shows, in the same words where they
/// are words: the three trends, the series as a bar chart, the streak, the category shares as stacked columns with
/// a legend, the most postponed tasks, the capture-to-done time, the suggestions' report card with a calibration
/// chart, and milestones. It fits a phone's width and follows the system's light or dark colours. Every text from
/// the store (titles, category names) is escaped, and the page is well-formed XML as well as HTML.
///
/// ```swift
/// let page = StatsHTML(day: moment.today.date).page(stats)
/// ```
public struct StatsHTML: Sendable {
    /// The day the page is made on (`yyyy-MM-dd`), shown in its title.
    public let day: String

    /// A renderer for pages made on `day` (`yyyy-MM-dd`).
    public init(day: String) { self.day = day }

    /// The whole page, from `<!DOCTYPE html>` to `</html>` and a line break.
    public func page(_ stats: ProgressStats) -> String {
        let sections = [
            trends(stats), series(stats), categories(stats), postponed(stats), leadTime(stats),
            card(stats.reportCard), milestones(stats),
        ]
        let title = HTMLText.escaped("What got done, \(day)")
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/>"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>"
            + "<meta name=\"color-scheme\" content=\"light dark\"/><title>\(title)</title>"
            + "<style>\(Self.style)</style></head>\n<body><main><h1>\(title)</h1>\n"
            + sections.filter { !$0.isEmpty }.joined(separator: "\n")
            + "\n<footer><p>Made by <code>offload stats --html</code>. This page holds task titles: "
            + "keep it to yourself.</p></footer></main></body></html>\n"
    }

    private func trends(_ stats: ProgressStats) -> String {
        let sentences = [
            StatsText.trend("today", stats.today, previous: "yesterday"),
            StatsText.trend("this week", stats.week, previous: "last week"),
            StatsText.trend("this month", stats.month, previous: "last month"),
        ]
        return "<ul class=\"trends\">" + sentences.map { "<li>\(HTMLText.escaped($0))</li>" }.joined() + "</ul>"
    }

    private func series(_ stats: ProgressStats) -> String {
        let total = stats.series.map(\.count).reduce(0, +)
        let heading = "\(StatsText.span(stats.period)): \(total) done"
        let step: StatsSVG.Step = stats.period == .year ? .week : .day
        let range = [stats.series.first, stats.series.last].compactMap { $0.map { step.name($0.from) } }
        let title =
            "Done per \(stats.period == .year ? "week" : "day"), \(range.joined(separator: " to ")), \(total) in all"
        return section(heading, StatsSVG.bars(stats.series, step: step, title: title))
            + "\n<p class=\"streak\">\(HTMLText.escaped(StatsText(isASCII: false).streak(stats.streak)))</p>"
    }

    private func categories(_ stats: ProgressStats) -> String {
        guard stats.categories.contains(where: { $0.count > 0 }) else { return "" }
        var totals: [String: Double] = [:]
        for bucket in stats.categories {
            for (name, share) in bucket.shares { totals[name, default: 0] += share * Double(bucket.count) }
        }
        // Largest first, `none` last, so the legend reads like the columns from the bottom up.
        let order = totals.keys.sorted { a, b in
            (a == "none" ? 1 : 0, -(totals[a] ?? 0), a) < (b == "none" ? 1 : 0, -(totals[b] ?? 0), b)
        }
        let palette = CategoryPalette(order)
        let step: StatsSVG.Step = stats.period == .week ? .day : stats.period == .month ? .week : .month
        let chart = StatsSVG.columns(
            stats.categories, order: order, palette: palette, step: step,
            title: "Done \(StatsText.step(stats.period)), by category")
        let legend = order.map { name in
            "<li><span class=\"swatch\" style=\"background:\(palette.colour(of: name))\"></span>"
                + "\(HTMLText.escaped(name))</li>"
        }
        return section(
            "Categories, \(StatsText.step(stats.period))",
            chart + "<ul class=\"legend\">" + legend.joined() + "</ul>")
    }

    private func postponed(_ stats: ProgressStats) -> String {
        guard !stats.postponed.isEmpty else { return "" }
        let items = stats.postponed.map { task in
            "<li><span class=\"moved\">moved \(task.count) \(task.count == 1 ? "time" : "times")</span> "
                + "\(HTMLText.escaped(task.title)) <code>\(task.id.uuidString.lowercased().prefix(8))</code></li>"
        }
        return section("Moved most often (still open)", "<ol class=\"postponed\">" + items.joined() + "</ol>")
    }

    private func leadTime(_ stats: ProgressStats) -> String {
        guard let lead = stats.leadTime else { return "" }
        return "<p class=\"lead\">\(HTMLText.escaped(StatsText.leadTime(lead)))</p>"
    }

    private func milestones(_ stats: ProgressStats) -> String {
        let reached = StatsText.milestones(stats)
        guard !reached.isEmpty else { return "" }
        let items = reached.map { milestone in
            let day = HTMLText.escaped(milestone.day)
            return "<li><time datetime=\"\(day)\">\(day)</time> \(HTMLText.escaped(milestone.words))</li>"
        }
        return section("Milestones", "<ul class=\"milestones\">" + items.joined() + "</ul>")
    }

    /// A `<section>` with a heading.
    func section(_ heading: String, _ body: String) -> String {
        "<section><h2>\(HTMLText.escaped(heading))</h2>\(body)</section>"
    }
}

/// The charts of `offload stats --html` as inline SVG: no script, no fonts, scaled to the page by their `viewBox`.
///
/// Every chart is a `group` with a `<title>` and an `aria-label`, and every bar, column and point carries its own
/// words ("2026-11-03: 4 done") as `aria-label` and `<title>`, so a screen reader and a hover read the figures.
/// Colours come from the page's styles (light and dark), categories' from ``CategoryPalette``. Words passed in
/// are escaped here; coordinates are in `viewBox` units.
enum StatsSVG {
    /// What one bucket of a chart spans, for its words.
    enum Step {
        case day, week, month

        /// "2026-11-03", "week of 2026-11-02" or "2026-11", for the bucket starting on `from` (`yyyy-MM-dd`).
        func name(_ from: String) -> String {
            switch self {
            case .day: from
            case .week: "week of \(from)"
            case .month: String(from.prefix(7))
            }
        }
    }

    // The plotting area of the bar and column charts, in a 480 × 200 `viewBox`.
    static let left = 34.0
    static let right = 474.0
    static let top = 12.0
    static let bottom = 172.0

    /// One bar per point, its height the count against the largest, with the first and last day under the axis.
    static func bars(_ points: [ProgressStats.Point], step: Step, title: String) -> String {
        let largest = max(points.map(\.count).max() ?? 0, 1)
        let slot = (right - left) / Double(max(points.count, 1))
        let bars = points.enumerated().map { index, point in
            // A day with nothing done keeps a low stub, so it can still be pointed at and read.
            let height = point.count == 0 ? 2 : Double(point.count) / Double(largest) * (bottom - top)
            return "<rect class=\"bar\(point.count == 0 ? " zero" : "")\""
                + box(
                    x: left + slot * (Double(index) + 0.1), y: bottom - height, width: slot * 0.8, height: height)
                + labelled("\(step.name(point.from)): \(point.count) done", closing: "rect")
        }
        let axis = frame(largest: largest, step: step, first: points.first?.from, last: points.last?.from)
        return chart(title: title, size: "480 200", body: axis + "<g role=\"list\">" + bars.joined() + "</g>")
    }

    /// One column per bucket, its height the count against the largest, cut into the categories' shares in
    /// `order` (bottom first).
    static func columns(
        _ buckets: [ProgressStats.Shares], order: [String], palette: CategoryPalette, step: Step, title: String
    ) -> String {
        let largest = max(buckets.map(\.count).max() ?? 0, 1)
        let slot = (right - left) / Double(max(buckets.count, 1))
        let columns = buckets.enumerated().map { index, bucket in
            var base = bottom
            let height = Double(bucket.count) / Double(largest) * (bottom - top)
            let pieces = order.compactMap { name -> String? in
                guard let share = bucket.shares[name], share > 0 else { return nil }
                base -= share * height
                return "<rect class=\"piece\" fill=\"\(palette.colour(of: name))\""
                    + box(x: left + slot * (Double(index) + 0.1), y: base, width: slot * 0.8, height: share * height)
                    + "/>"
            }
            let words = "\(step.name(bucket.from)): \(bucket.count) done" + shares(bucket.shares, order: order)
            return "<g class=\"column\"" + labelled(words, closing: "g", inside: pieces.joined())
        }
        let axis = frame(largest: largest, step: step, first: buckets.first?.from, last: buckets.last?.from)
        return chart(title: title, size: "480 200", body: axis + "<g role=\"list\">" + columns.joined() + "</g>")
    }

    /// " (Home 40%, work 25%)" in `order`, or nothing for an empty bucket.
    private static func shares(_ shares: [String: Double], order: [String]) -> String {
        let parts = order.compactMap { name in shares[name].map { "\(name) \(percent($0))" } }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }

    /// The axis, a line at the largest count with its number, 0, and the first and last bucket under the axis.
    private static func frame(largest: Int, step: Step, first: String?, last: String?) -> String {
        line("grid", left, top, right, top) + line("axis", left, bottom, right, bottom)
            + text("tick", x: left - 4, y: top + 4, anchor: "end", String(largest))
            + text("tick", x: left - 4, y: bottom + 4, anchor: "end", "0")
            + (first.map { text("tick", x: left, y: 192, anchor: "start", step.name($0)) } ?? "")
            + (last.map { text("tick", x: right, y: 192, anchor: "end", step.name($0)) } ?? "")
    }

    /// `<svg>` around `body`, as a labelled group of a `viewBox` of `size` ("width height").
    static func chart(title: String, size: String, body: String) -> String {
        let title = HTMLText.escaped(title)
        return "<svg class=\"chart\" viewBox=\"0 0 \(size)\" role=\"group\" aria-label=\"\(title)\">"
            + "<title>\(title)</title>\(body)</svg>"
    }

    /// ` role="img" aria-label="words"><title>words</title>inside</closing>`, the end of a labelled element.
    static func labelled(_ words: String, closing: String, inside: String = "") -> String {
        let words = HTMLText.escaped(words)
        return " role=\"img\" aria-label=\"\(words)\"><title>\(words)</title>\(inside)</\(closing)>"
    }

    /// ` x="…" y="…" width="…" height="…"`.
    static func box(x: Double, y: Double, width: Double, height: Double) -> String {
        " x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\""
    }

    /// A line of class `kind` from (x1, y1) to (x2, y2).
    static func line(_ kind: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        "<line class=\"\(kind)\" x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" y2=\"\(number(y2))\"/>"
    }

    /// Text of class `kind` at (x, y), anchored `start`, `middle` or `end`.
    static func text(_ kind: String, x: Double, y: Double, anchor: String, _ words: String) -> String {
        "<text class=\"\(kind)\" x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\">"
            + "\(HTMLText.escaped(words))</text>"
    }

    /// `value` to one decimal, without a trailing ".0".
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// "86%".
    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded()))%" }
}

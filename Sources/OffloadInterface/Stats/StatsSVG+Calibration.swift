extension StatsSVG {
    // The square plotting area of the calibration chart, in a 280 × 272 `viewBox`.
    private static let side = 220.0
    private static let origin = (x: 56.0, y: 232.0)

    /// Does 0.8 mean 80 %? Each confidence band as a point: its mean confidence across, its accepted share up,
    /// sized by how many were decided, joined in band order, over the dashed diagonal where the two are equal.
    static func calibration(_ bands: [ReportCard.Row], title: String) -> String {
        let largest = Double(max(bands.map(\.decided).max() ?? 0, 1))
        let points = bands.map { (x: x($0.meanConfidence), y: y($0.acceptedRate), row: $0) }
        let trace = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
        let dots = points.map { point in
            let radius = 3 + 5 * (Double(point.row.decided) / largest).squareRoot()
            let words =
                "\(point.row.name): mean confidence \(String(format: "%.2f", point.row.meanConfidence)), "
                + "\(percent(point.row.acceptedRate)) accepted of \(point.row.decided)"
            return "<circle class=\"point\" cx=\"\(number(point.x))\" cy=\"\(number(point.y))\" "
                + "r=\"\(number(radius))\"" + labelled(words, closing: "circle")
        }
        let body =
            grid() + line("diagonal", x(0), y(0), x(1), y(1))
            + (points.count > 1 ? "<polyline class=\"trace\" points=\"\(trace)\"/>" : "")
            + "<g role=\"list\">" + dots.joined() + "</g>"
        return chart(title: title, size: "280 272", body: body)
    }

    /// The frame, lines at a half, ticks and the two axis names.
    private static func grid() -> String {
        var parts = [
            line("grid", x(0.5), y(0), x(0.5), y(1)), line("grid", x(0), y(0.5), x(1), y(0.5)),
            line("grid", x(0), y(1), x(1), y(1)), line("grid", x(1), y(0), x(1), y(1)),
            line("axis", x(0), y(0), x(1), y(0)), line("axis", x(0), y(0), x(0), y(1)),
        ]
        for (value, words) in [(0.0, "0"), (0.5, "0.5"), (1.0, "1")] {
            parts.append(text("tick", x: x(value), y: origin.y + 16, anchor: "middle", words))
        }
        for (value, words) in [(0.0, "0%"), (0.5, "50%"), (1.0, "100%")] {
            parts.append(text("tick", x: origin.x - 6, y: y(value) + 4, anchor: "end", words))
        }
        parts.append(text("name", x: x(0.5), y: origin.y + 36, anchor: "middle", "mean confidence"))
        parts.append(
            "<text class=\"name\" transform=\"translate(14 \(number(y(0.5)))) rotate(-90)\" text-anchor=\"middle\">"
                + "accepted</text>")
        return parts.joined()
    }

    private static func x(_ value: Double) -> Double { origin.x + min(max(value, 0), 1) * side }
    private static func y(_ value: Double) -> Double { origin.y - min(max(value, 0), 1) * side }
}

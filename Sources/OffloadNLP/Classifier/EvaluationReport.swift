import Foundation

/// Renders ``ClassificationMetrics`` as terminal text or a self-contained HTML page with SVG charts.
public enum EvaluationReport {
    /// A plain-text report: headline figures, per-class table, confusion matrix and reliability table.
    public static func text(_ metrics: ClassificationMetrics) -> String {
        var lines: [String] = []
        lines.append(
            "examples \(metrics.count)  accuracy \(format(metrics.accuracy))  macro-F1 \(format(metrics.macroF1))  ECE \(format(metrics.expectedCalibrationError))"
        )
        lines.append("")
        lines.append(pad("class", 15) + pad("precision", 11) + pad("recall", 9) + pad("F1", 8) + "support")
        for score in metrics.classes {
            lines.append(
                pad(score.label, 15) + pad(format(score.precision), 11) + pad(format(score.recall), 9)
                    + pad(format(score.f1), 8) + "\(score.support)")
        }
        if !metrics.accuracyBySource.isEmpty {
            lines.append("")
            lines.append("accuracy by source")
            for (source, tally) in metrics.accuracyBySource.sorted(by: { $0.key < $1.key }) {
                lines.append("  " + pad(source, 13) + "\(format(tally.accuracy))  (\(tally.correct)/\(tally.total))")
            }
        }
        if let sourced = metrics.sourcedRecords {
            lines.append(
                "records with a source alone: \(sourced.count)  accuracy \(format(sourced.accuracy))  macro-F1 \(format(sourced.macroF1))  ECE \(format(sourced.expectedCalibrationError))"
            )
        }
        lines += confusionLines(metrics.confusion, labels: metrics.labels, title: "confusion")
        for figures in metrics.languages ?? [] {
            lines.append("")
            lines.append(
                "language \(figures.language): examples \(figures.count)  accuracy \(format(figures.accuracy))  macro-F1 \(format(figures.macroF1))  ECE \(format(figures.expectedCalibrationError))"
            )
            lines.append(
                "  F1 " + figures.classes.map { "\($0.label) \(format($0.f1))" }.joined(separator: "  "))
            lines += confusionLines(
                figures.confusion, labels: metrics.labels, title: "  confusion, \(figures.language)")
        }
        lines.append("")
        lines.append("reliability (confidence bin: count, mean confidence, accuracy)")
        for bin in metrics.reliability where bin.count > 0 {
            lines.append(
                "  \(format(bin.lower, digits: 1))-\(format(bin.upper, digits: 1)): \(pad("\(bin.count)", 6)) \(format(bin.meanConfidence))  \(format(bin.accuracy))"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// A confusion matrix as text lines under `title`, after a blank line.
    private static func confusionLines(_ confusion: [[Int]], labels: [String], title: String) -> [String] {
        var lines = ["", "\(title) (rows gold, columns predicted)"]
        lines.append(pad("", 15) + labels.map { pad(String($0.prefix(6)), 8) }.joined())
        for (index, row) in confusion.enumerated() {
            lines.append(pad(labels[index], 15) + row.map { pad("\($0)", 8) }.joined())
        }
        return lines
    }

    /// The languages side by side: one column each, its figures, per-class F1 and confusion matrix.
    private static func languagesHTML(_ metrics: ClassificationMetrics) -> String {
        guard let languages = metrics.languages, !languages.isEmpty else { return "" }
        let columns = languages.map { figures -> String in
            let classes = figures.classes.map {
                "<tr><td>\(escape($0.label))</td><td>\(format($0.f1))</td><td>\($0.support)</td></tr>"
            }.joined()
            let header = metrics.labels.map { "<th>\(escape(String($0.prefix(6))))</th>" }.joined()
            let confusion = zip(metrics.labels, figures.confusion).map { label, row in
                "<tr><td>\(escape(label))</td>" + row.map { "<td>\($0)</td>" }.joined() + "</tr>"
            }.joined()
            return """
                <div class="language"><h3>\(escape(figures.language))</h3>
                <p>examples <b>\(figures.count)</b> · accuracy <b>\(format(figures.accuracy))</b> · macro-F1 <b>\(format(figures.macroF1))</b> · ECE <b>\(format(figures.expectedCalibrationError))</b></p>
                <table><tr><th>class</th><th>F1</th><th>support</th></tr>\(classes)</table>
                <table><tr><th>gold \\ predicted</th>\(header)</tr>\(confusion)</table></div>
                """
        }.joined(separator: "\n")
        return "<h2>Per language</h2>\n<div class=\"languages\">\(columns)</div>"
    }

    /// A self-contained HTML page with an SVG confusion-matrix heat map and a reliability diagram.
    public static func html(_ metrics: ClassificationMetrics, title: String) -> String {
        let rows = metrics.classes.map { score in
            "<tr><td>\(escape(score.label))</td><td>\(format(score.precision))</td><td>\(format(score.recall))</td><td>\(format(score.f1))</td><td>\(score.support)</td></tr>"
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>body{font:14px system-ui,sans-serif;margin:2em;color:#222}table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:right}td:first-child,th:first-child{text-align:left}.figures span{margin-right:2em;font-size:18px}svg text{font:12px system-ui,sans-serif}.languages{display:flex;gap:3em;flex-wrap:wrap}.language table{margin-bottom:1em}</style>
            </head><body>
            <h1>\(escape(title))</h1>
            <p class="figures"><span>examples <b>\(metrics.count)</b></span><span>accuracy <b>\(format(metrics.accuracy))</b></span><span>macro-F1 <b>\(format(metrics.macroF1))</b></span><span>ECE <b>\(format(metrics.expectedCalibrationError))</b></span></p>
            <h2>Per class</h2>
            <table><tr><th>class</th><th>precision</th><th>recall</th><th>F1</th><th>support</th></tr>
            \(rows)
            </table>
            <h2>Confusion matrix</h2>
            <p>Rows are gold labels, columns predictions; darker cells hold a larger share of their row.</p>
            \(confusionSVG(metrics))
            <h2>Reliability diagram</h2>
            <p>Bars show the accuracy in each confidence bin; the diagonal is perfect calibration. Bin counts are printed above the bars.</p>
            \(reliabilitySVG(metrics))
            \(languagesHTML(metrics))
            </body></html>
            """
    }

    private static func confusionSVG(_ metrics: ClassificationMetrics) -> String {
        let cell = 64
        let margin = 110
        let size = metrics.labels.count * cell
        var parts: [String] = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(margin + size + 10)\" height=\"\(margin + size + 10)\" role=\"img\" aria-label=\"confusion matrix\">"
        ]
        for (column, label) in metrics.labels.enumerated() {
            let x = margin + column * cell + cell / 2
            parts.append("<text x=\"\(x)\" y=\"\(margin - 10)\" text-anchor=\"middle\">\(escape(label))</text>")
        }
        for (row, values) in metrics.confusion.enumerated() {
            let total = max(1, values.reduce(0, +))
            let y = margin + row * cell
            parts.append(
                "<text x=\"\(margin - 8)\" y=\"\(y + cell / 2 + 4)\" text-anchor=\"end\">\(escape(metrics.labels[row]))</text>"
            )
            for (column, value) in values.enumerated() {
                let share = Double(value) / Double(total)
                let shade = Int(255 - share * 200)
                let textColor = share > 0.5 ? "#fff" : "#222"
                let x = margin + column * cell
                parts.append(
                    "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(cell - 2)\" height=\"\(cell - 2)\" fill=\"rgb(\(shade),\(shade),255)\"><title>\(escape(metrics.labels[row])) → \(escape(metrics.labels[column])): \(value)</title></rect>"
                )
                parts.append(
                    "<text x=\"\(x + cell / 2)\" y=\"\(y + cell / 2 + 4)\" text-anchor=\"middle\" fill=\"\(textColor)\">\(value)</text>"
                )
            }
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private static func reliabilitySVG(_ metrics: ClassificationMetrics) -> String {
        let width = 400.0
        let height = 300.0
        let left = 40.0
        let top = 20.0
        var parts: [String] = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(left + width + 20))\" height=\"\(Int(top + height + 40))\" role=\"img\" aria-label=\"reliability diagram\">"
        ]
        parts.append(
            "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(width)\" height=\"\(height)\" fill=\"none\" stroke=\"#999\"/>")
        parts.append(
            "<line x1=\"\(left)\" y1=\"\(top + height)\" x2=\"\(left + width)\" y2=\"\(top)\" stroke=\"#c33\" stroke-dasharray=\"4 3\"/>"
        )
        let binWidth = width / Double(max(1, metrics.reliability.count))
        for (index, bin) in metrics.reliability.enumerated() {
            let x = left + Double(index) * binWidth
            if bin.count > 0 {
                let barHeight = bin.accuracy * height
                parts.append(
                    "<rect x=\"\(format(x + 2, digits: 1))\" y=\"\(format(top + height - barHeight, digits: 1))\" width=\"\(format(binWidth - 4, digits: 1))\" height=\"\(format(barHeight, digits: 1))\" fill=\"#4a7bd0\"><title>\(format(bin.lower, digits: 1))–\(format(bin.upper, digits: 1)): accuracy \(format(bin.accuracy)), confidence \(format(bin.meanConfidence)), n=\(bin.count)</title></rect>"
                )
                parts.append(
                    "<text x=\"\(format(x + binWidth / 2, digits: 1))\" y=\"\(format(max(top + 12, top + height - barHeight - 4), digits: 1))\" text-anchor=\"middle\">\(bin.count)</text>"
                )
            }
            parts.append(
                "<text x=\"\(format(x, digits: 1))\" y=\"\(format(top + height + 16, digits: 1))\" text-anchor=\"middle\">\(format(bin.lower, digits: 1))</text>"
            )
        }
        parts.append(
            "<text x=\"\(left + width / 2)\" y=\"\(top + height + 34)\" text-anchor=\"middle\">confidence</text>")
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    static func format(_ value: Double, digits: Int = 3) -> String {
        String(format: "%.\(digits)f", value)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

extension StatsHTML {
    /// The suggestions' report card: a table by type, a table by confidence band with the mean confidence, and the
    /// calibration chart of the bands.
    func card(_ card: ReportCard) -> String {
        guard !card.byType.isEmpty else { return "" }
        let head = ["decided", "accepted", "edited", "rejected"]
        let types = table(
            caption: "By type", head: ["type"] + head, rows: card.byType.map { cells($0) })
        let bands = table(
            caption: "By confidence band", head: ["band"] + head + ["mean confidence"],
            rows: card.byConfidence.map { cells($0) + [String(format: "%.2f", $0.meanConfidence)] })
        let chart = StatsSVG.calibration(
            card.byConfidence, title: "Accepted share against mean confidence, by confidence band")
        let caption =
            "Does 0.8 mean 80%? Each dot is a confidence band: across, its mean confidence; up, the share accepted "
            + "as suggested. On the dashed line the two agree; below it, suggestions were surer than they turned out."
        return section(
            "How the suggestions fared",
            types + bands + "<figure class=\"calibration\">\(chart)<figcaption>\(HTMLText.escaped(caption))"
                + "</figcaption></figure>")
    }

    /// The name, the count decided and the three shares of `row`.
    private func cells(_ row: ReportCard.Row) -> [String] {
        [row.name, String(row.decided)] + [row.acceptedRate, row.editedRate, row.rejectedRate].map(StatsSVG.percent)
    }

    /// A table with a caption, a header row and rows whose first cell heads its row; the other cells are numbers.
    private func table(caption: String, head: [String], rows: [[String]]) -> String {
        func row(_ cells: [String], header: Bool) -> String {
            let inner = cells.enumerated().map { index, cell in
                let tag = header ? "th scope=\"col\"" : index == 0 ? "th scope=\"row\"" : "td"
                return "<\(tag)>\(HTMLText.escaped(cell))</\(tag.prefix(2))>"
            }
            return "<tr>" + inner.joined() + "</tr>"
        }
        return
            "<div class=\"scroll\"><table><caption>\(HTMLText.escaped(caption))</caption><thead>\(row(head, header: true))</thead>"
            + "<tbody>" + rows.map { row($0, header: false) }.joined() + "</tbody></table></div>"
    }
}

import OffloadStore

/// What `offload import` prints for people: one summary line, a line per table with rows that were not already
/// here, and the conflicts.
public enum ImportReportText {
    /// How many conflicts are listed before the rest are only counted.
    static let listedConflicts = 20

    /// The lines for `report`, of the file `file` (as the user named it) with `header`.
    public static func lines(_ report: ImportReport, file: String, header: ExportHeader) -> [String] {
        let totals = report.totals
        let source =
            "'\(TerminalText.safe(file))' (offload \(TerminalText.safe(header.offloadVersion)), exported "
            + "\(TerminalText.safe(header.exportedAt)))"
        let summary = summaryParts(totals, isDryRun: report.isDryRun).joined(separator: ", ")
        var lines =
            report.isDryRun
            ? ["Dry run of \(source): \(summary). Nothing was written."] : ["Imported \(source): \(summary)."]
        for table in report.tables where table.total > table.unchanged {
            let name = table.table.padding(toLength: max(24, table.table.count + 1), withPad: " ", startingAt: 0)
            lines.append("  \(name)" + tableParts(table, isDryRun: report.isDryRun).joined(separator: ", "))
        }
        lines += conflictLines(report)
        return lines
    }

    private static func summaryParts(_ totals: ImportReport.TableCounts, isDryRun: Bool) -> [String] {
        var parts = [
            "\(count(totals.added, "row")) \(isDryRun ? "would be added" : "added")",
            "\(totals.unchanged) already here",
        ]
        if totals.merged > 0 { parts.append("\(totals.merged) merged by name") }
        if totals.kept > 0 { parts.append("\(count(totals.kept, "conflict")) kept") }
        if totals.replaced > 0 {
            parts.append("\(count(totals.replaced, "conflict")) \(isDryRun ? "would be replaced" : "replaced")")
        }
        return parts
    }

    private static func tableParts(_ table: ImportReport.TableCounts, isDryRun: Bool) -> [String] {
        var parts: [String] = []
        if table.added > 0 { parts.append("\(table.added) \(isDryRun ? "to add" : "added")") }
        if table.unchanged > 0 { parts.append("\(table.unchanged) already here") }
        if table.merged > 0 { parts.append("\(table.merged) merged by name") }
        if table.kept > 0 { parts.append("\(count(table.kept, "conflict")) kept") }
        if table.replaced > 0 {
            parts.append("\(count(table.replaced, "conflict")) \(isDryRun ? "to replace" : "replaced")")
        }
        return parts
    }

    private static func conflictLines(_ report: ImportReport) -> [String] {
        guard !report.conflicts.isEmpty else { return [] }
        var lines = [
            report.prefersImport
                ? "Conflicts (same id, other content); the file's rows replace these, except where noted:"
                : "Conflicts (same id, other content), kept as they are here; --prefer-import takes the file's:"
        ]
        for conflict in report.conflicts.prefix(listedConflicts) {
            let note: String =
                switch conflict.reason {
                case .differs: ""
                case .immutable: "  (kept: a capture's raw text never changes)"
                case .uniqueValue: "  (kept: another row here holds one of its unique values)"
                }
            lines.append("  \(conflict.table) \(TerminalText.safe(conflict.id))\(note)")
        }
        if report.conflicts.count > listedConflicts {
            lines.append("  … and \(report.conflicts.count - listedConflicts) more (--json lists every one).")
        }
        return lines
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

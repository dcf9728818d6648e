import OffloadStore

/// The human report of `offload doctor`: one labelled line per check, then the problems with what to do.
public enum DoctorText {
    /// The report of `diagnosis`, its lines made terminal-safe and joined by line breaks.
    public static func render(_ diagnosis: DatabaseDiagnosis) -> String {
        guard diagnosis.exists else { return "No database at '\(diagnosis.path)' yet; nothing to check." }
        var lines = ["database   \(diagnosis.path)"]
        lines += diagnosis.integrity.enumerated().map { ($0.offset == 0 ? "integrity  " : "           ") + $0.element }
        lines.append("schema     \(schema(diagnosis))")
        let sizes = diagnosis.sizes
        lines.append(
            "size       \(sizes.fileBytes) bytes (\(sizes.pageCount) pages of \(sizes.pageSize), "
                + "\(sizes.freelistCount) free); log \(sizes.walBytes) bytes")
        lines.append("access     file \(mode(diagnosis.fileMode)), folder \(mode(diagnosis.folderMode))")
        if !diagnosis.rowCounts.isEmpty {
            let counts = diagnosis.rowCounts.map { "\($0.table) \($0.count.map(String.init) ?? "unreadable")" }
            lines.append("rows       " + counts.joined(separator: ", "))
        }
        if diagnosis.isHealthy {
            lines.append("No problems found.")
        } else {
            lines.append(diagnosis.problems.count == 1 ? "1 problem:" : "\(diagnosis.problems.count) problems:")
            for problem in diagnosis.problems { lines += ["- \(problem.summary)", "  \(problem.advice)"] }
        }
        return lines.map(TerminalText.safe).joined(separator: "\n")
    }

    private static func schema(_ diagnosis: DatabaseDiagnosis) -> String {
        let applied = diagnosis.appliedMigrations.joined(separator: ", ")
        switch diagnosis.schemaState {
        case .current: return "current (\(applied))"
        case .older:
            let missing = diagnosis.knownMigrations.filter { !diagnosis.appliedMigrations.contains($0) }
            return "older (\(applied); the next writing command applies \(missing.joined(separator: ", ")))"
        case .newer: return "newer than this build (\(applied))"
        case .empty: return "empty (no tables yet)"
        case .unreadable: return "unreadable"
        }
    }

    private static func mode(_ mode: Int?) -> String { mode.map(DatabaseDiagnosis.modeText) ?? "unknown" }
}

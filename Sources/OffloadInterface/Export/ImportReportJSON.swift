import OffloadStore

/// `offload import --json`: what an import did (or with `dryRun`, would do), per table and for every conflict.
///
/// `{"dryRun","preferImport","offloadVersion","exportedAt","tables":[{"table","added","unchanged","merged",
/// "conflicts","replaced"}],"totals":{…},"conflicts":[{"table","id","reason","replaced"}]}`; a table's `conflicts`
/// counts its rows that are here with other content, `replaced` those of them the file's rows replaced.
public struct ImportReportJSON: Encodable {
    /// One table's counts (or the totals, without `table`).
    public struct Counts: Encodable {
        let table: String?
        let added, unchanged, merged, conflicts, replaced: Int

        init(_ counts: ImportReport.TableCounts, named: Bool) {
            table = named ? counts.table : nil
            added = counts.added
            unchanged = counts.unchanged
            merged = counts.merged
            conflicts = counts.kept + counts.replaced
            replaced = counts.replaced
        }
    }

    /// One conflict.
    public struct Conflict: Encodable {
        let table, id, reason: String
        let replaced: Bool
    }

    let dryRun: Bool
    let preferImport: Bool
    let offloadVersion: String
    let exportedAt: String
    let tables: [Counts]
    let totals: Counts
    let conflicts: [Conflict]

    /// The object for `report`, of a file with `header`.
    public init(_ report: ImportReport, header: ExportHeader) {
        dryRun = report.isDryRun
        preferImport = report.prefersImport
        offloadVersion = header.offloadVersion
        exportedAt = header.exportedAt
        tables = report.tables.map { Counts($0, named: true) }
        totals = Counts(report.totals, named: false)
        conflicts = report.conflicts.map {
            Conflict(table: $0.table, id: $0.id, reason: $0.reason.rawValue, replaced: $0.isReplaced)
        }
    }
}

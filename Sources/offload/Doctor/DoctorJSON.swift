import OffloadStore

/// The JSON object `offload doctor --json` prints; documented in README.md.
struct DoctorJSON: Encodable {
    struct Problem: Encodable {
        let summary: String
        let advice: String
    }

    struct Sizes: Encodable {
        let fileBytes: Int64
        let walBytes: Int64
        let pageSize: Int
        let pageCount: Int
        let freelistCount: Int
    }

    let path: String
    let exists: Bool
    let healthy: Bool
    let integrity: [String]
    let fileMode: String?
    let folderMode: String?
    let schema: String
    let appliedMigrations: [String]
    let knownMigrations: [String]
    let sizes: Sizes
    /// Rows per table; a table that could not be counted is `null`.
    let rows: [String: Int?]
    let problems: [Problem]

    init(_ diagnosis: DatabaseDiagnosis) {
        path = diagnosis.path
        exists = diagnosis.exists
        healthy = diagnosis.isHealthy
        integrity = diagnosis.integrity
        fileMode = diagnosis.fileMode.map(DatabaseDiagnosis.modeText)
        folderMode = diagnosis.folderMode.map(DatabaseDiagnosis.modeText)
        schema = diagnosis.schemaState.rawValue
        appliedMigrations = diagnosis.appliedMigrations
        knownMigrations = diagnosis.knownMigrations
        let sizes = diagnosis.sizes
        self.sizes = Sizes(
            fileBytes: sizes.fileBytes, walBytes: sizes.walBytes, pageSize: sizes.pageSize,
            pageCount: sizes.pageCount, freelistCount: sizes.freelistCount)
        rows = Dictionary(uniqueKeysWithValues: diagnosis.rowCounts.map { ($0.table, $0.count) })
        problems = diagnosis.problems.map { Problem(summary: $0.summary, advice: $0.advice) }
    }
}

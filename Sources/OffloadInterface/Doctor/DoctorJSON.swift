import OffloadStore

/// The JSON object `offload doctor --json` prints; documented in README.md.
public struct DoctorJSON: Encodable {
    /// One problem found and what to do about it.
    public struct Problem: Encodable {
        public let summary: String
        public let advice: String
    }

    /// The file sizes and page counts.
    public struct Sizes: Encodable {
        public let fileBytes: Int64
        public let walBytes: Int64
        public let pageSize: Int
        public let pageCount: Int
        public let freelistCount: Int
    }

    public let path: String
    public let exists: Bool
    public let healthy: Bool
    public let integrity: [String]
    public let fileMode: String?
    public let folderMode: String?
    public let schema: String
    public let appliedMigrations: [String]
    public let knownMigrations: [String]
    public let sizes: Sizes
    /// Rows per table; a table that could not be counted is `null`.
    public let rows: [String: Int?]
    public let problems: [Problem]

    /// The object for `diagnosis`.
    public init(_ diagnosis: DatabaseDiagnosis) {
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

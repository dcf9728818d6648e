import OffloadStore

/// The JSON object `offload doctor --json` prints; documented in README.md.
public struct DoctorJSON: Encodable {
    /// One problem found and what to do about it.
    public struct Problem: Encodable {
        /// What is wrong, in a sentence.
        public let summary: String
        /// What to do about it.
        public let advice: String
    }

    /// The file sizes and page counts.
    public struct Sizes: Encodable {
        /// The database file's size in bytes.
        public let fileBytes: Int64
        /// The write-ahead log's size in bytes.
        public let walBytes: Int64
        /// SQLite's page size in bytes.
        public let pageSize: Int
        /// Pages in the file.
        public let pageCount: Int
        /// Unused pages.
        public let freelistCount: Int
    }

    /// The database file's path.
    public let path: String
    /// Whether the file exists.
    public let exists: Bool
    /// Whether no problem was found.
    public let healthy: Bool
    /// The lines of SQLite's integrity check.
    public let integrity: [String]
    /// The file's permissions, such as `0600`.
    public let fileMode: String?
    /// The folder's permissions, such as `0700`.
    public let folderMode: String?
    /// `current`, `older`, `newer`, `empty` or `unreadable`.
    public let schema: String
    /// The migrations the file has.
    public let appliedMigrations: [String]
    /// The migrations this build knows.
    public let knownMigrations: [String]
    /// The sizes.
    public let sizes: Sizes
    /// Rows per table; a table that could not be counted is `null`.
    public let rows: [String: Int?]
    /// The problems found, each with advice.
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

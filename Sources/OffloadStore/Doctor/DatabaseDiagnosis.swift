/// What `offload doctor` found about one database file: integrity, access, schema, sizes and row counts, with what
/// to do about each problem.
public struct DatabaseDiagnosis: Sendable, Equatable {
    /// One thing wrong with the file, and what to do about it.
    public struct Problem: Sendable, Equatable {
        /// What is wrong, as one calm sentence.
        public let summary: String
        /// What to do next, as one sentence.
        public let advice: String
    }

    /// How the file's schema relates to this build's migrations.
    public enum SchemaState: String, Sendable, Equatable {
        /// Every migration this build knows is applied.
        case current
        /// An older Offload wrote it; the next writing command migrates it.
        case older
        /// A newer Offload wrote it; this build does not open it.
        case newer
        /// No tables yet.
        case empty
        /// Not readable as an Offload schema (not SQLite, another program's database, or damaged).
        case unreadable
    }

    /// Sizes of the file and its write-ahead log.
    public struct Sizes: Sendable, Equatable {
        /// The database file, in bytes.
        public var fileBytes: Int64 = 0
        /// The `-wal` file next to it, in bytes (0 when absent).
        public var walBytes: Int64 = 0
        /// SQLite's page size, in bytes (0 when unreadable).
        public var pageSize = 0
        /// Pages in the database (0 when unreadable).
        public var pageCount = 0
        /// Unused pages kept for reuse (0 when unreadable).
        public var freelistCount = 0
    }

    /// The number of rows in one table.
    public struct RowCount: Sendable, Equatable {
        /// The table name.
        public let table: String
        /// Its rows, or `nil` when SQLite could not count them (a damaged page).
        public let count: Int?
    }

    /// The database path examined.
    public let path: String
    /// Whether a file exists at the path; when not, nothing else was examined.
    public var exists = true
    /// `PRAGMA integrity_check` lines: `["ok"]` for a sound file, else up to 20 messages.
    public var integrity: [String] = []
    /// Permission bits of the file (such as `0o600`), `nil` when unknown.
    public var fileMode: Int?
    /// Permission bits of the folder holding it, `nil` when unknown.
    public var folderMode: Int?
    /// How the schema relates to this build.
    public var schemaState = SchemaState.unreadable
    /// Migration identifiers recorded in the file.
    public var appliedMigrations: [String] = []
    /// Migration identifiers this build knows.
    public var knownMigrations: [String] = []
    /// Sizes of the file and its log.
    public var sizes = Sizes()
    /// Rows per main table, in a fixed order.
    public var rowCounts: [RowCount] = []
    /// Everything wrong, most serious first; empty for a healthy file.
    public var problems: [Problem] = []

    /// Creates an empty diagnosis of `path`, filled in by ``CaptureStore/diagnose(atPath:)``.
    init(path: String) { self.path = path }

    /// Permission bits as four octal digits: `0o644` is "0644".
    public static func modeText(_ mode: Int) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether nothing is wrong.
    public var isHealthy: Bool { problems.isEmpty }
}

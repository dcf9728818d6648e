/// What an import did, or with `--dry-run` would do: per table, and every conflict.
public struct ImportReport: Sendable, Equatable {
    /// The rows of one table in the file, by what became of them.
    public struct TableCounts: Sendable, Equatable {
        /// The table's JSON name (``ExportTable/jsonName``).
        public let table: String
        /// Rows whose key was new, inserted.
        public internal(set) var added = 0
        /// Rows already here with the same content (under the same key, or for the event log under any sequence).
        public internal(set) var unchanged = 0
        /// Categories and tags whose name was taken by one here (ignoring case): the one here is used instead.
        public internal(set) var merged = 0
        /// Conflicting rows replaced by the file's (`--prefer-import`).
        public internal(set) var replaced = 0
        /// Conflicting rows kept as they were here.
        public internal(set) var kept = 0

        /// Every row of this table in the file.
        public var total: Int { added + unchanged + merged + replaced + kept }
    }

    /// A row of the file whose key is here with other content.
    public struct Conflict: Sendable, Equatable {
        /// Why a conflict was not, or could not be, replaced.
        public enum Reason: String, Sendable {
            /// The content differs.
            case differs
            /// The content differs in a column that never changes (a capture's raw text), so it is always kept.
            case immutable
            /// Another row here holds one of its unique values (a decision for the same suggestion, a name).
            case uniqueValue = "unique-value"
        }

        /// The table's JSON name.
        public let table: String
        /// The row's key (``ExportTable/keyText(of:)``).
        public let id: String
        /// Why it conflicts.
        public let reason: Reason
        /// Whether the file's row replaced the one here.
        public let isReplaced: Bool
    }

    /// Per table, in the order of the file, for every table the file holds.
    public internal(set) var tables: [TableCounts] = []
    /// Every conflict, in the order of the file.
    public internal(set) var conflicts: [Conflict] = []
    /// Whether nothing was written (`--dry-run`).
    public let isDryRun: Bool
    /// Whether conflicts took the file's rows (`--prefer-import`).
    public let prefersImport: Bool

    /// The sum of every table's counts.
    public var totals: TableCounts {
        tables.reduce(into: TableCounts(table: "")) { sum, table in
            sum.added += table.added
            sum.unchanged += table.unchanged
            sum.merged += table.merged
            sum.replaced += table.replaced
            sum.kept += table.kept
        }
    }
}

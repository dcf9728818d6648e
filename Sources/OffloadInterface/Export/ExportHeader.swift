/// The first line of an export: what it is, which version of the format, which Offload wrote it and when, and how
/// many rows each table holds.
public struct ExportHeader: Codable, Sendable, Equatable {
    /// The value of ``format`` in every Offload export.
    public static let formatName = "offload-export"
    /// The version of the format this build writes and reads.
    public static let currentVersion = 1

    /// Always ``formatName``.
    public let format: String
    /// The version of the format (``currentVersion``).
    public let formatVersion: Int
    /// The version of the Offload that wrote the file.
    public let offloadVersion: String
    /// When the export was made: ISO 8601 in UTC with milliseconds.
    public let exportedAt: String
    /// Rows per table, by the table's JSON name; exactly the tables the file holds.
    public let counts: [String: Int]

    /// A header for this build's format.
    public init(offloadVersion: String, exportedAt: String, counts: [String: Int]) {
        format = Self.formatName
        formatVersion = Self.currentVersion
        self.offloadVersion = offloadVersion
        self.exportedAt = exportedAt
        self.counts = counts
    }

    /// The number of rows in every table.
    public var rowCount: Int { counts.values.reduce(0, +) }
}

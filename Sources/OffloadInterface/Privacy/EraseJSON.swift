import OffloadStore

/// `offload erase --json`: what was removed and the byte scan's result.
public struct EraseJSON: Encodable, Equatable {
    /// Rows removed per table.
    public let removedRows: [String: Int]
    /// All rows removed.
    public let totalRows: Int
    /// Raw capture texts sampled before erasing (never the texts).
    public let sampledTexts: Int
    /// How many of them a byte scan of the database, WAL and SHM files still found; 0 when erased.
    public let textsStillFound: Int

    /// The JSON of `report`.
    public init(_ report: EraseReport) {
        removedRows = report.removedRows
        totalRows = report.removedRows.values.reduce(0, +)
        sampledTexts = report.sampledTexts
        textsStillFound = report.textsStillFound
    }
}

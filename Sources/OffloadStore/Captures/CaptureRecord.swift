import Foundation
import GRDB
import OffloadCore

/// One row of the `captures` table.
///
/// Only inserted and read whole. Status and deletion changes go through column-targeted `UPDATE`s, because any
/// `UPDATE` that names `raw_text` is aborted by the `captures_raw_text_is_immutable` trigger.
struct CaptureRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "captures"

    var id: String
    var rawText: String
    var createdAt: Date
    var source: String
    var status: String
    var deletedAt: Date?

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case id
        case rawText = "raw_text"
        case createdAt = "created_at"
        case source, status
        case deletedAt = "deleted_at"
    }

    /// Decodes a row column by column.
    ///
    /// The `Decodable` path GRDB would otherwise take costs several times more, which batch hand-off felt on every
    /// capture it read. The creation time is read by ``StoredDate`` when it has the usual shape (GRDB's date
    /// parsing went through `sscanf`). A value of the wrong type throws instead of trapping.
    init(row: Row) throws {
        id = try row.decode(forColumn: CodingKeys.id.rawValue)
        rawText = try row.decode(forColumn: CodingKeys.rawText.rawValue)
        createdAt = try Self.creationDate(row[CodingKeys.createdAt.rawValue]) {
            try row.decode(forColumn: CodingKeys.createdAt.rawValue)
        }
        source = try row.decode(forColumn: CodingKeys.source.rawValue)
        status = try row.decode(forColumn: CodingKeys.status.rawValue)
        deletedAt = try row.decode(forColumn: CodingKeys.deletedAt.rawValue)
    }

    /// Inserts a live row: id, raw text, creation time (as ``StoredDate`` writes it), source and status.
    ///
    /// A cached statement with bound values: GRDB's record insertion built its SQL and encoded the record anew for
    /// every capture, a tenth of the service's time per saved capture.
    static let insertion =
        "INSERT INTO captures (id, raw_text, created_at, source, status, deleted_at) VALUES (?, ?, ?, ?, ?, NULL)"

    /// The columns ``init(selected:)`` reads, in its order, with the status as stored.
    static let selection = "id, raw_text, created_at, source, status, deleted_at"

    /// The columns ``init(selected:)`` reads, in its order, with the status a reader sees
    /// (``CaptureLifecycle/shownStatus``).
    static let shownSelection =
        "id, raw_text, created_at, source, \(CaptureLifecycle.shownStatus) AS status, deleted_at"

    /// Decodes a row that selected ``selection``, by position: looking each column up by name compared it with
    /// every column's name, which batch hand-off paid for on every capture it read.
    init(selected row: Row) throws {
        id = try row.decode(atIndex: 0)
        rawText = try row.decode(atIndex: 1)
        createdAt = try Self.creationDate(row[2]) { try row.decode(atIndex: 2) }
        source = try row.decode(atIndex: 3)
        status = try row.decode(atIndex: 4)
        deletedAt = try row.decode(atIndex: 5)
    }

    /// The creation time in `value`, read by ``StoredDate`` when it has the usual shape, else by `decode` (GRDB's
    /// decoding, which throws for a value of the wrong type).
    private static func creationDate(_ value: DatabaseValue, decode: () throws -> Date) rethrows -> Date {
        if case .string(let text) = value.storage, let date = StoredDate.date(text) { return date }
        return try decode()
    }

    init(_ entry: CaptureEntry) {
        id = entry.id.uuidString.lowercased()
        rawText = entry.rawText
        createdAt = entry.createdAt
        source = entry.source.rawValue
        status = entry.status.rawValue
        deletedAt = nil
    }

    /// The domain value, or `nil` when the row's id, source or status is not one the model knows; the text is kept
    /// as saved.
    func entry() -> CaptureEntry? {
        guard let uuid = UUID(storedText: id), let source = CaptureSource(rawValue: source),
            let status = CaptureStatus(rawValue: status)
        else { return nil }
        return CaptureEntry(stored: uuid, rawText: rawText, createdAt: createdAt, source: source, status: status)
    }
}

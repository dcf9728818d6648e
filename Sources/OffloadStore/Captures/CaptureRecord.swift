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

    init(_ entry: CaptureEntry) {
        id = entry.id.uuidString.lowercased()
        rawText = entry.rawText
        createdAt = entry.createdAt
        source = entry.source.rawValue
        status = entry.status.rawValue
        deletedAt = nil
    }

    /// The domain value, or `nil` when the row holds a value the model refuses.
    func entry() -> CaptureEntry? {
        guard let uuid = UUID(uuidString: id), let source = CaptureSource(rawValue: source),
            let status = CaptureStatus(rawValue: status)
        else { return nil }
        return try? CaptureEntry(id: uuid, rawText: rawText, createdAt: createdAt, source: source, status: status)
    }
}

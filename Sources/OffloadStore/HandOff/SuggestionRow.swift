import Foundation
import GRDB
import OffloadCore

/// Writes and reads ``Suggestion`` values as rows of the `suggestions` table.
///
/// Items, tags and explanations are JSON text; empty arrays are written as `[]` without running the encoder,
/// which keeps batch hand-off fast.
enum SuggestionRow {
    /// The columns read back, in order.
    static let columns = """
        id, run_id, capture_id, title, confidence, destination_type, destination_name, items_json, due_date, \
        recurrence, priority, category, tags_json, contact, channel, explanation_json
        """

    static let insertSQL = """
        INSERT INTO suggestions (\(columns))
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// The JSON text of a suggestion's items, tags and explanation columns.
    struct JSONColumns: Sendable {
        let items: String
        let tags: String
        let explanation: String

        /// Encodes the columns of `suggestion`.
        init(_ suggestion: Suggestion, encoder: JSONEncoder) throws {
            items = try json(suggestion.items, encoder)
            tags = try json(suggestion.tags, encoder)
            explanation = try json(suggestion.explanation, encoder)
        }
    }

    /// Inserts `suggestion` with a cached statement; `columns` are its JSON columns when already encoded.
    static func insert(_ suggestion: Suggestion, columns: JSONColumns?, in db: Database, encoder: JSONEncoder) throws {
        let columns = try columns ?? JSONColumns(suggestion, encoder: encoder)
        let statement = try db.cachedStatement(sql: insertSQL)
        try statement.execute(arguments: [
            suggestion.id.lowercasedString, suggestion.runID.lowercasedString, suggestion.captureID.lowercasedString,
            suggestion.title, suggestion.confidence.value, suggestion.destinationType.rawValue,
            suggestion.destinationName, columns.items, suggestion.dueDate.map(StoredDate.string),
            suggestion.recurrence, suggestion.priority?.rawValue, suggestion.category, columns.tags,
            suggestion.contact, suggestion.channel?.rawValue, columns.explanation,
        ])
    }

    /// The suggestion in `row` (selected with ``columns``), or `nil` when a column holds an invalid value.
    static func suggestion(from row: Row, decoder: JSONDecoder) -> Suggestion? {
        guard let id = UUID(uuidString: row[0]), let runID = UUID(uuidString: row[1]),
            let captureID = UUID(uuidString: row[2]), let confidence = Confidence(row[4] as Double),
            let destination = DestinationType(rawValue: row[5]),
            let items = try? decoder.decode([SuggestedItem].self, from: Data((row[7] as String).utf8)),
            let tags = try? decoder.decode([String].self, from: Data((row[12] as String).utf8)),
            let explanation = try? decoder.decode([ExplanationItem].self, from: Data((row[15] as String).utf8))
        else { return nil }
        let priority = (row[10] as String?).flatMap(TaskPriority.init(rawValue:))
        let channel = (row[14] as String?).flatMap(CommunicationChannel.init(rawValue:))
        return Suggestion(
            id: id, runID: runID, captureID: captureID, title: row[3], confidence: confidence,
            destinationType: destination, destinationName: row[6], items: items, dueDate: row[8], recurrence: row[9],
            priority: priority, category: row[11], tags: tags, contact: row[13], channel: channel,
            explanation: explanation)
    }

    private static func json<T: Encodable & Collection>(_ value: T, _ encoder: JSONEncoder) throws -> String {
        if value.isEmpty { return "[]" }
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

extension UUID {
    /// The lowercase string form the store uses for ids.
    var lowercasedString: String { uuidString.lowercased() }
}

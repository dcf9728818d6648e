import Foundation
import GRDB
import OffloadCore

/// Writes and reads ``Suggestion`` values as rows of the `suggestions` table.
///
/// Items, tags and explanations are JSON text, written by ``ColumnJSON`` (batch hand-off writes millions of them)
/// and read back with `JSONDecoder`.
enum SuggestionRow {
    /// The columns read back, in order.
    static let columns = """
        id, run_id, capture_id, title, confidence, destination_type, destination_name, items_json, due_date, \
        recurrence, priority, category, tags_json, contact, channel, explanation_json
        """

    /// How many columns ``columns`` names.
    static let columnCount = columns.split(separator: ",").count

    /// `INSERT … VALUES ` without the rows.
    static let insertPrefix = "INSERT OR FAIL INTO suggestions (\(columns)) VALUES "

    /// The JSON text of a suggestion's items, tags and explanation columns.
    struct JSONColumns: Sendable {
        let items: String
        let tags: String
        let explanation: String

        /// Encodes the columns of `suggestion`.
        ///
        /// - Throws: `EncodingError` when a number is not finite.
        init(_ suggestion: Suggestion) throws {
            items = try ColumnJSON.array(suggestion.items) { try $0.item($1) }
            tags = ColumnJSON.array(suggestion.tags) { $0.string($1) }
            explanation = try ColumnJSON.array(suggestion.explanation) { try $0.explanation($1) }
        }
    }

    /// Binds the ``columnCount`` values of `suggestion`, in ``columns`` order.
    static func bind(_ suggestion: Suggestion, columns: JSONColumns, to row: inout BoundStatement.Row) {
        row.text(suggestion.id)
        row.text(suggestion.runID)
        row.text(suggestion.captureID)
        row.text(suggestion.title)
        row.real(suggestion.confidence.value)
        row.text(suggestion.destinationType.rawValue)
        row.text(suggestion.destinationName)
        row.text(columns.items)
        row.text(suggestion.dueDate)
        row.text(suggestion.recurrence)
        row.text(suggestion.priority?.rawValue)
        row.text(suggestion.category)
        row.text(columns.tags)
        row.text(suggestion.contact)
        row.text(suggestion.channel?.rawValue)
        row.text(columns.explanation)
    }

    /// The suggestion in `row` (selected with ``columns``), or `nil` when a column holds an invalid value.
    static func suggestion(from row: Row, decoder: JSONDecoder) -> Suggestion? {
        guard let id = UUID(storedText: row[0]), let runID = UUID(storedText: row[1]),
            let captureID = UUID(storedText: row[2]), let confidence = Confidence(row[4] as Double),
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
}

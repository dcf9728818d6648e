import Foundation
import GRDB
import OffloadCore

/// The one description of a row of the `suggestions` table: its columns, how a ``Suggestion`` binds to them and how
/// a row reads back.
///
/// Adding a column is one case of ``Column``; the compiler then asks for its value in ``bind(_:columns:to:)`` and in
/// ``suggestion(from:decoder:)``, and the column list of every `SELECT` and `INSERT` follows from the cases. Items,
/// tags and explanations are JSON text, written by ``ColumnJSON`` (batch hand-off writes millions of them) and read
/// back with `JSONDecoder`.
enum SuggestionRow {
    /// The columns, in the order they are selected and inserted.
    enum Column: String, CaseIterable {
        case id
        case runID = "run_id"
        case captureID = "capture_id"
        case title, confidence
        case destinationType = "destination_type"
        case destinationName = "destination_name"
        case items = "items_json"
        case dueDate = "due_date"
        case recurrence, priority, category
        case tags = "tags_json"
        case contact, channel
        case explanation = "explanation_json"
    }

    /// The column names, comma-separated, for `SELECT` and `INSERT`.
    static let columns = Column.allCases.map(\.rawValue).joined(separator: ", ")

    /// How many columns there are.
    static let columnCount = Column.allCases.count

    /// The columns in order, made once: `allCases` builds a new array on every use, and binding runs per suggestion.
    private static let ordered = Column.allCases

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

    /// Binds the values of `suggestion`, one per ``Column``, in their order.
    static func bind(_ suggestion: Suggestion, columns json: JSONColumns, to row: inout BoundStatement.Row) {
        for column in ordered {
            switch column {
            case .id: row.text(suggestion.id)
            case .runID: row.text(suggestion.runID)
            case .captureID: row.text(suggestion.captureID)
            case .title: row.text(suggestion.title)
            case .confidence: row.real(suggestion.confidence.value)
            case .destinationType: row.text(suggestion.destinationType.rawValue)
            case .destinationName: row.text(suggestion.destinationName)
            case .items: row.text(json.items)
            case .dueDate: row.text(suggestion.dueDate)
            case .recurrence: row.text(suggestion.recurrence)
            case .priority: row.text(suggestion.priority?.rawValue)
            case .category: row.text(suggestion.category)
            case .tags: row.text(json.tags)
            case .contact: row.text(suggestion.contact)
            case .channel: row.text(suggestion.channel?.rawValue)
            case .explanation: row.text(json.explanation)
            }
        }
    }

    /// The suggestion in `row` (selected with ``columns``), or `nil` when a column is missing or holds an invalid
    /// value.
    static func suggestion(from row: Row, decoder: JSONDecoder) -> Suggestion? {
        func value<T: DatabaseValueConvertible>(_ column: Column) -> T? { T.fromDatabaseValue(row[column.rawValue]) }
        func json<T: Decodable>(_ column: Column, as type: T.Type) -> T? {
            (value(column) as String?).flatMap { try? decoder.decode(type, from: Data($0.utf8)) }
        }
        guard let id = (value(.id) as String?).flatMap(UUID.init(storedText:)),
            let runID = (value(.runID) as String?).flatMap(UUID.init(storedText:)),
            let captureID = (value(.captureID) as String?).flatMap(UUID.init(storedText:)),
            let title: String = value(.title),
            let confidence = (value(.confidence) as Double?).flatMap(Confidence.init),
            let destination = (value(.destinationType) as String?).flatMap(DestinationType.init(rawValue:)),
            let items = json(.items, as: [SuggestedItem].self), let tags = json(.tags, as: [String].self),
            let explanation = json(.explanation, as: [ExplanationItem].self)
        else { return nil }
        return Suggestion(
            id: id, runID: runID, captureID: captureID, title: title, confidence: confidence,
            destinationType: destination, destinationName: value(.destinationName), items: items,
            dueDate: value(.dueDate), recurrence: value(.recurrence),
            priority: (value(.priority) as String?).flatMap(TaskPriority.init(rawValue:)), category: value(.category),
            tags: tags, contact: value(.contact),
            channel: (value(.channel) as String?).flatMap(CommunicationChannel.init(rawValue:)),
            explanation: explanation)
    }
}

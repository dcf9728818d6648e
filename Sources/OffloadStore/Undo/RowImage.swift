import Foundation
import GRDB

/// One SQLite value of a stored row, as JSON keeps it in an undo image.
enum ImageValue: Codable, Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .text(String(decoding: data, as: UTF8.self))
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let number = try? container.decode(Int64.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .real(number)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .integer(let number): try container.encode(number)
        case .real(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        }
    }

    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        }
    }
}

/// A stored row by column name.
typealias RowValues = [String: ImageValue]

/// What some rows were before an action: enough to put them back exactly.
///
/// A row image holds one organizer row by id (`nil` when the action created it); a link image holds every tag link
/// of one owner (link tables are keyed by their owner and tag, so they are put back as a set).
enum RowImage: Codable, Hashable, Sendable {
    case row(table: OrganizerTable, id: String, before: RowValues?)
    case links(table: TagLinkTable, ownerID: String, before: [RowValues])

    /// The image of row `id` of `table` as it is now.
    static func row(_ table: OrganizerTable, id: String, in db: Database) throws -> RowImage {
        .row(table: table, id: id, before: try values(table, id: id, in: db))
    }

    /// The image of the tag links of `ownerID` as they are now.
    static func links(_ table: TagLinkTable, ownerID: String, in db: Database) throws -> RowImage {
        let rows = try Row.fetchAll(
            db, sql: "SELECT * FROM \(table.rawValue) WHERE \(table.ownerColumn) = ? ORDER BY rowid",
            arguments: [ownerID])
        return .links(table: table, ownerID: ownerID, before: rows.map(values(of:)))
    }

    /// Row `id` of `table`, or `nil` when there is none.
    static func values(_ table: OrganizerTable, id: String, in db: Database) throws -> RowValues? {
        try Row.fetchOne(db, sql: "SELECT * FROM \(table.rawValue) WHERE id = ?", arguments: [id]).map(values(of:))
    }

    private static func values(of row: Row) -> RowValues {
        var values = RowValues()
        for (column, value) in row { values[column] = ImageValue(value) }
        return values
    }

    /// Puts the rows back as the image holds them: deletes a row the action created, updates or re-inserts one it
    /// changed or removed, and replaces an owner's tag links with the ones it had.
    func restore(in db: Database) throws {
        switch self {
        case .row(let table, let id, nil):
            try db.execute(sql: "DELETE FROM \(table.rawValue) WHERE id = ?", arguments: [id])
        case .row(let table, let id, let before?):
            let columns = before.keys.sorted()
            let exists =
                try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM \(table.rawValue) WHERE id = ?)", arguments: [id]) ?? false
            if exists {
                let assignments = columns.filter { $0 != "id" }.map { "\(Self.quoted($0)) = ?" }
                try db.execute(
                    sql: "UPDATE \(table.rawValue) SET \(assignments.joined(separator: ", ")) WHERE id = ?",
                    arguments: StatementArguments(
                        columns.filter { $0 != "id" }.map { before[$0]?.databaseValue ?? .null } + [id.databaseValue]))
            } else {
                try Self.insert(table.rawValue, before, in: db)
            }
        case .links(let table, let ownerID, let before):
            try db.execute(
                sql: "DELETE FROM \(table.rawValue) WHERE \(table.ownerColumn) = ?", arguments: [ownerID])
            for row in before { try Self.insert(table.rawValue, row, in: db) }
        }
    }

    private static func insert(_ table: String, _ values: RowValues, in db: Database) throws {
        let columns = values.keys.sorted()
        try db.execute(
            sql: """
                INSERT INTO \(table) (\(columns.map(quoted).joined(separator: ", ")))
                VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
                """,
            arguments: StatementArguments(columns.map { values[$0]?.databaseValue ?? .null }))
    }

    /// A column name as an SQL identifier (they come from SQLite's own column list).
    private static func quoted(_ column: String) -> String {
        "\"" + column.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

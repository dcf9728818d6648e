import Foundation
import GRDB
import OffloadCore

/// Finds organizer items by what a user types: any unique prefix of the id of a task, communication, list item,
/// list, plan or note; the name of a list or plan, ignoring case; or `LIST:N`, the N-th item of a list as shown.
enum ItemResolver {
    /// The table, title column and kind of each thing an id can name.
    private static let sources: [(table: String, title: String, kind: OrganizerItemKind)] = [
        ("tasks", "title", .task), ("communication_items", "title", .communication),
        ("list_items", "text", .listItem), ("lists", "name", .list), ("plans", "title", .plan),
        ("notes", "title", .note),
    ]

    /// The one item `reference` names, of one of `kinds`.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``.
    static func resolve(
        _ reference: String, kinds: Set<OrganizerItemKind> = Set(OrganizerItemKind.allCases), in db: Database
    ) throws -> OrganizerItemReference {
        let text = reference.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw StoreError.itemNotFound(reference: reference) }
        var matches: [OrganizerItemReference] = []
        if let prefix = try? CaptureStore.normalizedPrefix(text) {  // The id rule captures use, not an error here.
            for source in sources where kinds.contains(source.kind) {
                matches += try Row.fetchAll(
                    db,
                    sql: """
                        SELECT id, \(source.title) FROM \(source.table) WHERE id >= ? AND id < ? ORDER BY id LIMIT 11
                        """,
                    arguments: [prefix, prefix + "~"]
                ).compactMap { row in
                    UUID(storedText: row[0]).map { OrganizerItemReference(kind: source.kind, id: $0, title: row[1]) }
                }
            }
        }
        if matches.isEmpty, kinds.contains(.listItem), let item = try listItem(text, in: db) { return item }
        if matches.isEmpty {
            for source in sources where [.list, .plan].contains(source.kind) && kinds.contains(source.kind) {
                matches += try Row.fetchAll(
                    db,
                    sql: "SELECT id, \(source.title) FROM \(source.table) WHERE \(source.title) = ? COLLATE NOCASE",
                    arguments: [text]
                ).compactMap { row in
                    UUID(storedText: row[0]).map { OrganizerItemReference(kind: source.kind, id: $0, title: row[1]) }
                }
            }
        }
        guard let first = matches.first else { throw StoreError.itemNotFound(reference: reference) }
        guard matches.count == 1 else {
            throw StoreError.ambiguousItem(
                reference: reference,
                candidates: matches.prefix(10).map { "\($0.kind.noun) \($0.id.lowercasedString.prefix(8))" })
        }
        return first
    }

    /// The item `LIST:N` names: the N-th item, counted from 1 in the order shown, of the list named LIST.
    private static func listItem(_ text: String, in db: Database) throws -> OrganizerItemReference? {
        guard let colon = text.lastIndex(of: ":"), let number = Int(text[text.index(after: colon)...]), number >= 1
        else { return nil }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT list_items.id, list_items.text FROM list_items
                    JOIN lists ON lists.id = list_items.list_id
                    WHERE lists.name = ? COLLATE NOCASE
                    ORDER BY list_items.position, list_items.rowid LIMIT 1 OFFSET ?
                    """,
                arguments: [name, number - 1]),
            let id = UUID(storedText: row[0])
        else { return nil }
        return OrganizerItemReference(kind: .listItem, id: id, title: row[1])
    }
}

extension ItemResolver {
    /// The one item `reference` names, of any kind; an item of a kind outside `kinds` is refused with `action`.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/notApplicable(kind:action:)``.
    static func resolve(
        _ reference: String, kinds: Set<OrganizerItemKind>, refusing action: String, in db: Database
    ) throws -> OrganizerItemReference {
        let item = try resolve(reference, in: db)
        guard kinds.contains(item.kind) else { throw StoreError.notApplicable(kind: item.kind.noun, action: action) }
        return item
    }
}

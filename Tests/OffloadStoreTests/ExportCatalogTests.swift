import GRDB
import Testing

@testable import OffloadStore

/// The table descriptions against the migrated schema: a table or column added by a later migration fails here
/// until it is described for export (or excluded with a reason).
@Suite struct ExportCatalogTests {
    /// Every table of a migrated database: name → columns as `PRAGMA table_info` gives them.
    static func schema() throws -> [String: [Row]] {
        let store = try CaptureStore.inMemory()
        return try store.writer.read { db in
            let names = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_stat%'")
            return try Dictionary(
                uniqueKeysWithValues: names.map { ($0, try Row.fetchAll(db, sql: "PRAGMA table_info(\($0))")) })
        }
    }

    @Test("every table is exported or excluded with a reason, and nothing else is described")
    func everyTableIsAccountedFor() throws {
        let tables = Set(try Self.schema().keys)
        let described = Set(ExportTable.all.map(\.name))
        let excluded = Set(ExportTable.excluded.keys)
        #expect(tables.subtracting(described).subtracting(excluded).sorted() == [])
        #expect(described.subtracting(tables).sorted() == [])
        #expect(described.isDisjoint(with: excluded))
        #expect(Set(ExportTable.all.map(\.jsonName)).count == ExportTable.all.count)
    }

    @Test("each description has the table's columns in order, its key, its nullability and its number types")
    func columnsMatchTheSchema() throws {
        let schema = try Self.schema()
        for table in ExportTable.all {
            let info = try #require(schema[table.name])
            #expect(table.columns.map(\.name) == info.map { $0["name"] as String }, "\(table.name)")
            let key = info.filter { ($0["pk"] as Int) > 0 }.sorted { ($0["pk"] as Int) < ($1["pk"] as Int) }
            #expect(
                table.keyIndexes.map { table.columns[$0].name } == key.map { $0["name"] as String }, "\(table.name)")
            for (column, row) in zip(table.columns, info) {
                let type: String = row["type"]
                let isRowID = (row["pk"] as Int) > 0 && type == "INTEGER"
                #expect(column.isNullable == !((row["notnull"] as Bool) || isRowID), "\(table.name).\(column.name)")
                let expected: Set<ExportColumn.Kind> =
                    switch type {
                    case "INTEGER": [.integer, .boolean]
                    case "REAL": [.real]
                    default: [.text, .instant, .day, .json]
                    }
                #expect(expected.contains(column.kind), "\(table.name).\(column.name) is \(type)")
            }
        }
    }

    @Test("a table comes after every table it refers to, so an import can insert as it reads")
    func parentsComeFirst() throws {
        let store = try CaptureStore.inMemory()
        let order = ExportTable.all.map(\.name)
        for (index, table) in ExportTable.all.enumerated() {
            let parents = try store.writer.read { db in
                try String.fetchAll(
                    db, sql: "SELECT \"table\" FROM pragma_foreign_key_list(?)", arguments: [table.name])
            }
            for parent in parents {
                if parent == table.name {
                    #expect(table.order != .key, "\(table.name) refers to itself but is not ordered as a tree")
                } else {
                    let parentIndex = try #require(order.firstIndex(of: parent), "\(parent) is not exported")
                    #expect(parentIndex < index, "\(table.name) comes before its parent \(parent)")
                }
            }
        }
    }

    @Test("JSON names are camel case with ID and JSON in capitals")
    func jsonNames() {
        #expect(ExportColumn.jsonName(for: "raw_text") == "rawText")
        #expect(ExportColumn.jsonName(for: "capture_id") == "captureID")
        #expect(ExportColumn.jsonName(for: "items_json") == "itemsJSON")
        #expect(ExportColumn.jsonName(for: "id") == "id")
    }

    @Test("instants change form both ways exactly; any other text is left as it is")
    func instants() {
        #expect(ExportColumn.exportedInstant("2026-11-23 09:00:00.123") == "2026-11-23T09:00:00.123Z")
        #expect(ExportColumn.storedInstant("2026-11-23T09:00:00.123Z") == "2026-11-23 09:00:00.123")
        for odd in ["2026-11-23", "2026-11-23 09:00:00", "2026-11-23T09:00:00.123", "yyyy-MM-dd HH:mm:ss.SSS", ""] {
            #expect(ExportColumn.exportedInstant(odd) == odd)
            #expect(ExportColumn.storedInstant(odd) == odd)
        }
    }
}

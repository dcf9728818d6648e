import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct SearchMigrationTests {
    typealias S = SearchFixture

    @Test("v10 indexes every existing row of a v8 database, leaving deleted captures out, and passes both checks")
    func migratesV8() async throws {
        // Given a v8 database with captures (one deleted) and a row of every organizer kind
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v8.sqlite")
        let old = try DatabaseQueue(path: path)
        try CaptureStore.migrator.migrate(old, upTo: SchemaV8.identifier)
        let kept = try CaptureEntry(rawText: "Café au lait with Anna")
        let deleted = try CaptureEntry(rawText: "secret café plan")
        try await old.write { db in
            try CaptureRecord(kept).insert(db)
            try CaptureRecord(deleted).insert(db)
            try db.execute(
                sql: "UPDATE captures SET deleted_at = ? WHERE id = ?", arguments: [S.now, deleted.id.lowercasedString])
            for row in S.organizerRows { try db.execute(sql: row.insert) }
        }
        try old.close()

        // When the current build opens it
        let store = try CaptureStore.open(atPath: path)

        // Then every live row is found by its words, the deleted capture is not, and both checks pass
        #expect(try await S.ids(store, "cafe") == [kept.id.lowercasedString])
        for row in S.organizerRows {
            #expect(try await store.search(row.word, limit: 5).map(\.kind) == [row.kind], "\(row.kind)")
        }
        let documents = try await HandOffFixture.count(store, "search_documents")
        #expect(documents == 1 + S.organizerRows.count + 1)  // the packing list holding the item is a list too
        let integrity = try await store.writer.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(integrity == ["ok"])
        try await S.checkIndex(store)

        // And the triggers keep the migrated index in step
        let added = try await store.add(CaptureEntry(rawText: "cafe receipts"))
        #expect(Set(try await S.ids(store, "cafe")) == Set([kept, added].map(\.id.lowercasedString)))
        try await store.deleteCapture(idPrefix: kept.id.lowercasedString)
        #expect(try await S.ids(store, "cafe") == [added.id.lowercasedString])
        try await S.checkIndex(store)
    }
}

import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

/// Captures join the search index after their commit (schema v13): a catch-up finds every live one exactly once,
/// also when SQLite gives a deleted capture's rowid to a new one.
@Suite struct SearchIndexingTests {
    static func documents(_ store: CaptureStore, of id: UUID) async throws -> Int {
        try await store.writer.read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM search_documents WHERE kind = 'capture' AND item_id = ?",
                arguments: [id.uuidString.lowercased()]) ?? -1
        }
    }

    @Test("a saved capture waits for the catch-up, which a search runs first; then nothing waits")
    func catchUp() async throws {
        let store = try CaptureStore.inMemory()
        let saved = try await store.add([try CaptureEntry(rawText: "feed the axolotl"), try CaptureEntry(rawText: "x")])
        #expect(try await store.hasUnindexedCaptures())
        #expect(try await Self.documents(store, of: saved[0].id) == 0)
        #expect(try await SearchFixture.ids(store, "axolotl") == [saved[0].id.uuidString.lowercased()])
        #expect(try await !store.hasUnindexedCaptures())
        #expect(try await store.indexNewCaptures() == 0)
        try await SearchFixture.checkIndex(store)
    }

    @Test("a capture given the rowid of a deleted one is indexed; one deleted before the catch-up is not")
    func reusedRowids() async throws {
        let store = try CaptureStore.inMemory()
        let first = try await store.add([
            try CaptureEntry(rawText: "walrus one"), try CaptureEntry(rawText: "walrus two"),
        ])
        #expect(try await store.indexNewCaptures() == 2)
        // The last capture's row goes (as a purge removes it); SQLite hands its rowid to the next capture.
        try await SearchFixture.execute(
            store, "DELETE FROM captures WHERE id = '\(first[1].id.uuidString.lowercased())'")
        let reused = try await store.add(try CaptureEntry(rawText: "walrus three"))
        let rowids = try await store.writer.read { db in try Int64.fetchAll(db, sql: "SELECT rowid FROM captures") }
        #expect(rowids == [1, 2])
        let hidden = try await store.add(try CaptureEntry(rawText: "walrus hidden"))
        try await SearchFixture.execute(
            store,
            "UPDATE captures SET deleted_at = '2026-11-25 10:00:00.000' WHERE id = '\(hidden.id.uuidString.lowercased())'"
        )
        #expect(try await store.indexNewCaptures() == 2)
        #expect(
            Set(try await SearchFixture.ids(store, "walrus"))
                == Set([first[0].id, reused.id].map { $0.uuidString.lowercased() }))
        // Undeleted, it is indexed once by its update trigger, and a later catch-up adds no second document.
        try await SearchFixture.execute(
            store, "UPDATE captures SET deleted_at = NULL WHERE id = '\(hidden.id.uuidString.lowercased())'")
        _ = try await store.indexNewCaptures()
        #expect(try await Self.documents(store, of: hidden.id) == 1)
        try await SearchFixture.checkIndex(store)
    }

    @Test("a store opened for reading searches what is indexed and writes nothing")
    func readOnly() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        let store = try CaptureStore.open(atPath: path)
        _ = try await store.add(try CaptureEntry(rawText: "quokka picnic"))
        let reader = try CaptureStore.openForReading(atPath: path)
        #expect(reader.isReadOnly && !store.isReadOnly)
        #expect(try await reader.search("quokka", limit: 5).isEmpty)
        #expect(try await reader.hasSearchableRows())
        #expect(try await store.search("quokka", limit: 5).count == 1)
        #expect(try await reader.search("quokka", limit: 5).count == 1)
    }
}

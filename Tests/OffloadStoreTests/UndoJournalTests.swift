import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct UndoJournalTests {
    func rowCount(_ store: CaptureStore) async throws -> Int {
        try await store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM captures") ?? -1 }
    }

    @Test("Given a deleted capture, When undoing, Then it is back and the journal is empty")
    func deleteThenUndo() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "call mom"))
        let deleted = try await store.deleteCapture(idPrefix: String(entry.id.uuidString.prefix(8)))
        #expect(deleted == entry)
        #expect(try await store.captures().isEmpty)
        await #expect(throws: StoreError.captureNotFound(idPrefix: entry.id.uuidString.lowercased())) {
            try await store.capture(idPrefix: entry.id.uuidString)
        }
        #expect(try await store.undo() == entry)
        #expect(try await store.captures() == [entry])
        await #expect(throws: StoreError.nothingToUndo) { try await store.undo() }
    }

    @Test("Given two deletes, When undoing, Then only the last comes back and the first is gone for good")
    func nextDeletePurges() async throws {
        let store = try CaptureStore.inMemory()
        let first = try await store.add(CaptureEntry(rawText: "first"))
        let second = try await store.add(CaptureEntry(rawText: "second"))
        let keep = try await store.add(CaptureEntry(rawText: "keep"))
        try await store.deleteCapture(idPrefix: first.id.uuidString)
        try await store.deleteCapture(idPrefix: second.id.uuidString)
        #expect(try await rowCount(store) == 2)  // `first` was purged, `second` is soft-deleted.
        #expect(try await store.undo() == second)
        #expect(try await store.captures().map(\.id) == [second.id, keep.id])
        await #expect(throws: StoreError.nothingToUndo) { try await store.undo() }
    }

    @Test("undo on a fresh store has nothing to undo")
    func emptyJournal() async throws {
        await #expect(throws: StoreError.nothingToUndo) { try await CaptureStore.inMemory().undo() }
    }

    @Test("deleting an unknown id changes nothing, not even the journal")
    func unknownDelete() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "a"))
        try await store.deleteCapture(idPrefix: entry.id.uuidString)
        await #expect(throws: StoreError.captureNotFound(idPrefix: "0000")) {
            try await store.deleteCapture(idPrefix: "0000")
        }
        #expect(try await store.undo() == entry)
    }
}

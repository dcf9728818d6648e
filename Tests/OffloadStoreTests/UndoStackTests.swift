import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct UndoStackTests {
    typealias F = HandOffFixture

    func rowCount(_ store: CaptureStore, _ table: String = "captures") async throws -> Int {
        try await store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1 }
    }

    @Test("Given a deleted capture, When undoing, Then it is back and nothing is left to undo")
    func deleteThenUndo() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "call mom"))
        let deleted = try await store.deleteCapture(idPrefix: String(entry.id.uuidString.prefix(8)))
        #expect(deleted == entry)
        #expect(try await store.captures().isEmpty)
        await #expect(throws: StoreError.captureNotFound(idPrefix: entry.id.uuidString.lowercased())) {
            try await store.capture(idPrefix: entry.id.uuidString)
        }
        let undone = try await store.undo()
        #expect(undone.capture == entry)
        #expect(undone.summary == "Deleted capture \(entry.id.lowercasedString.prefix(8))")
        #expect(try await store.captures() == [entry])
        await #expect(throws: StoreError.nothingToUndo) { try await store.undo() }
    }

    @Test("Given two deletes, When undoing twice, Then the last comes back first, then the one before")
    func undoWalksBack() async throws {
        let store = try CaptureStore.inMemory()
        let first = try await store.add(CaptureEntry(rawText: "first"))
        let second = try await store.add(CaptureEntry(rawText: "second"))
        let keep = try await store.add(CaptureEntry(rawText: "keep"))
        try await store.deleteCapture(idPrefix: first.id.uuidString)
        try await store.deleteCapture(idPrefix: second.id.uuidString)
        #expect(try await store.undoHistory().count == 2)
        #expect(try await store.undo().capture == second)
        #expect(try await store.captures().map(\.id) == [second.id, keep.id])
        #expect(try await store.undo().capture == first)
        await #expect(throws: StoreError.nothingToUndo) { try await store.undo() }
    }

    @Test("the stack remembers the last 100 actions; a capture deleted before them is removed for good")
    func depthPurges() async throws {
        let store = try CaptureStore.inMemory()
        let entries = try await store.add((0...UndoStack.depth).map { try CaptureEntry(rawText: "thought \($0)") })
        for entry in entries { try await store.deleteCapture(idPrefix: entry.id.uuidString) }
        #expect(try await rowCount(store) == UndoStack.depth)
        #expect(try await rowCount(store, "undo_actions") == UndoStack.depth)
        for _ in 0..<UndoStack.depth { try await store.undo() }
        #expect(try await store.captures().map(\.id) == Array(entries.dropFirst().map(\.id)))
        await #expect(throws: StoreError.nothingToUndo) { try await store.undo() }
    }

    @Test("undo on a fresh store has nothing to undo")
    func emptyStack() async throws {
        await #expect(throws: StoreError.nothingToUndo) { try await CaptureStore.inMemory().undo() }
        #expect(try await CaptureStore.inMemory().undoHistory().isEmpty)
    }

    @Test("deleting an unknown id changes nothing, not even the stack")
    func unknownDelete() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "a"))
        try await store.deleteCapture(idPrefix: entry.id.uuidString)
        await #expect(throws: StoreError.captureNotFound(idPrefix: "0000")) {
            try await store.deleteCapture(idPrefix: "0000")
        }
        #expect(try await store.undo().capture == entry)
    }

    @Test("one stack across kinds: a decision, a state change and a deletion come back newest first")
    func acrossKinds() async throws {
        let store = try CaptureStore.inMemory()
        let (entry, made) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        try await store.decide(made[0].id, .accept)
        let task = try #require(try await store.tasks().first).task
        try await store.setState([task.id.uuidString], to: .done)
        let other = try await store.add(CaptureEntry(rawText: "other"))
        try await store.deleteCapture(idPrefix: other.id.uuidString)
        #expect(
            try await store.undoHistory().map(\.summary) == [
                "Deleted capture \(other.id.lowercasedString.prefix(8))", "Done: 'Buy milk'", "Accepted 'Buy milk'",
            ])
        #expect(try await store.undo().capture == other)
        #expect(try await store.undo().summary == "Done: 'Buy milk'")
        #expect(try await store.tasks().map(\.task.status) == [.open])
        #expect(try await store.tasks().first?.task.completedAt == nil)
        let decision = try await store.undo()
        #expect(decision.decision?.suggestion.id == made[0].id)
        #expect(try await store.tasks().isEmpty)
        #expect(try await store.capture(idPrefix: entry.id.uuidString).status == .review)
        await #expect(throws: StoreError.nothingToUndo) { try await store.undo() }
        let kinds = try await store.writer.read { db in
            try String.fetchAll(
                db, sql: "SELECT kind FROM organizer_events WHERE item_id = ? ORDER BY sequence",
                arguments: [task.id.lowercasedString])
        }
        #expect(kinds == ["created", "state_changed", "state_changed", "deleted"])
    }

    @Test("undoing a decision out of order drops later changes to what it placed, so they cannot bring it back")
    func decisionUndoDropsLaterChanges() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        try await store.decide(made[0].id, .accept)
        let task = try #require(try await store.tasks().first).task
        try await store.setState([task.id.uuidString], to: .active)
        try await store.undoLastDecision()
        #expect(try await store.tasks().isEmpty)
        await #expect(throws: StoreError.nothingToUndo) { try await store.undo() }
    }

    @Test("the event log is append-only: an update or delete of an entry is refused")
    func eventsAreAppendOnly() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        try await store.decide(made[0].id, .accept)
        #expect(try await rowCount(store, "organizer_events") == 1)
        await #expect(throws: DatabaseError.self) {
            try await store.writer.write { db in try db.execute(sql: "UPDATE organizer_events SET kind = 'edited'") }
        }
        await #expect(throws: DatabaseError.self) {
            try await store.writer.write { db in try db.execute(sql: "DELETE FROM organizer_events") }
        }
        #expect(try await rowCount(store, "organizer_events") == 1)
    }

    @Test("an edit of tags alone is logged as an edit of the task's tags, and undone with them")
    func tagOnlyEditIsLogged() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        try await store.decide(made[0].id, .accept)
        let task = try #require(try await store.tasks().first).task
        var edit = ItemEdit()
        edit.addedTags = ["shop"]
        try await store.edit(task.id.uuidString, edit)
        #expect(try await store.tasks().first?.tags == ["shop"])
        try await store.undo()
        #expect(try await store.tasks().first?.tags == [])
        let events = try await store.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT kind || coalesce(' ' || to_value, '') FROM organizer_events WHERE item_id = ?
                    ORDER BY sequence
                    """,
                arguments: [task.id.lowercasedString])
        }
        #expect(events == ["created", "edited tags", "edited tags"])
    }
}

import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct LabelEditTests {
    typealias F = HandOffFixture

    /// A task "Pay rent" [finance] #home #bills, a note "Rent idea" [money] #home, and a task "Call bank" [money].
    static func labelled() async throws -> CaptureStore {
        let store = try CaptureStore.inMemory()
        for (text, type, category, tags) in [
            ("Pay rent", DestinationType.task, "finance", ["home", "bills"]), ("Rent idea", .note, "money", ["home"]),
            ("Call bank", .task, "money", []),
        ] {
            let (_, made) = try await F.handOff(store, text) { captureID, runID in
                var suggestion = F.suggestion(captureID, runID, text, type)
                suggestion.category = category
                suggestion.tags = tags
                return [suggestion]
            }
            try await store.decide(made[0].id, .accept)
        }
        return store
    }

    static func taskLabels(_ store: CaptureStore) async throws -> [String] {
        try await store.tasks().map { "\($0.task.title) [\($0.category ?? "")] \($0.tags.joined(separator: " "))" }
    }

    @Test("categories and tags are listed by name with counts of tasks and other items")
    func counts() async throws {
        let store = try await Self.labelled()
        #expect(
            try await store.labels(.category) == [
                LabelCount(name: "finance", tasks: 1, others: 0), LabelCount(name: "money", tasks: 1, others: 1),
            ])
        #expect(
            try await store.labels(.tag) == [
                LabelCount(name: "bills", tasks: 1, others: 0), LabelCount(name: "home", tasks: 1, others: 1),
            ])
    }

    @Test("rename keeps every item's label under the new name; onto another's name it is refused; undo renames back")
    func rename() async throws {
        let store = try await Self.labelled()
        await #expect(throws: StoreError.nameTaken(kind: "category", name: "money")) {
            try await store.renameLabel(.category, "Finance", to: "MONEY")
        }
        await #expect(throws: StoreError.emptyName(kind: "tag name")) {
            try await store.renameLabel(.tag, "home", to: "")
        }
        await #expect(throws: StoreError.itemNotFound(reference: "nope")) {
            try await store.renameLabel(.tag, "nope", to: "x")
        }
        #expect(try await store.renameLabel(.tag, "HOME", to: "house").items == 2)
        #expect(try await Self.taskLabels(store) == ["Pay rent [finance] bills house", "Call bank [money] "])
        try await store.undo()
        #expect(try await store.labels(.tag).map(\.name) == ["bills", "home"])
    }

    @Test("merge re-points every item to the target and removes the old one; undo restores both")
    func merge() async throws {
        let store = try await Self.labelled()
        #expect(try await store.mergeLabel(.category, "money", into: "Finance").items == 2)
        #expect(try await store.labels(.category) == [LabelCount(name: "finance", tasks: 2, others: 1)])
        #expect(try await store.notes().first?.category == "finance")
        #expect(try await store.mergeLabel(.tag, "home", into: "bills").items == 2)
        #expect(try await store.labels(.tag) == [LabelCount(name: "bills", tasks: 1, others: 1)])
        #expect(try await Self.taskLabels(store) == ["Pay rent [finance] bills", "Call bank [finance] "])
        try await store.undo()
        try await store.undo()
        #expect(try await Self.taskLabels(store) == ["Pay rent [finance] bills home", "Call bank [money] "])
        #expect(try await store.notes().first.map { "\($0.category ?? "") \($0.tags)" } == "money [\"home\"]")
    }

    @Test("merge into a name nobody has is a rename; into itself it is refused")
    func mergeIntoNew() async throws {
        let store = try await Self.labelled()
        await #expect(throws: StoreError.nameTaken(kind: "tag", name: "home")) {
            try await store.mergeLabel(.tag, "home", into: "Home")
        }
        try await store.mergeLabel(.tag, "bills", into: "payments")
        #expect(try await store.labels(.tag).map(\.name) == ["home", "payments"])
    }

    @Test("delete clears a category from its items and a tag's links, logs the items' edits, and undo restores them")
    func delete() async throws {
        let store = try await Self.labelled()
        #expect(try await store.deleteLabel(.category, "MONEY").items == 2)
        #expect(try await store.deleteLabel(.tag, "home").items == 2)
        #expect(try await Self.taskLabels(store) == ["Pay rent [finance] bills", "Call bank [] "])
        #expect(try await store.labels(.category).map(\.name) == ["finance"])
        let edits = try await store.writer.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT item_type || ' ' || to_value FROM organizer_events WHERE kind = 'edited' ORDER BY sequence"
            )
        }
        // Two items lose the category (an edit of their category_id), two the tag (an edit of their tags).
        #expect(edits.sorted() == ["note category_id", "note tags", "task category_id", "task tags"])
        try await store.undo()
        try await store.undo()
        #expect(try await Self.taskLabels(store) == ["Pay rent [finance] bills home", "Call bank [money] "])
        #expect(
            try await store.labels(.tag) == [
                LabelCount(name: "bills", tasks: 1, others: 0), LabelCount(name: "home", tasks: 1, others: 1),
            ])
    }

    @Test("one note is found by an id prefix, whole")
    func oneNote() async throws {
        let store = try await Self.labelled()
        let note = try #require(try await store.notes().first).note
        let found = try await store.note(String(note.id.uuidString.prefix(6)))
        #expect(found.note == note && found.category == "money" && found.tags == ["home"])
        await #expect(throws: StoreError.self) { try await store.note("Pay rent") }
    }
}

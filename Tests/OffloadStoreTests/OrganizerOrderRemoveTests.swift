import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

/// `order`, `rm` and quick add in the store.
@Suite struct OrganizerOrderRemoveTests {
    typealias E = OrganizerEditTests

    static func order(_ store: CaptureStore) async throws -> [String] {
        try await store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT title FROM tasks ORDER BY position, rowid")
        }
    }

    static func positions(_ store: CaptureStore) async throws -> [Int] {
        try await store.writer.read { db in
            try Int.fetchAll(db, sql: "SELECT position FROM tasks ORDER BY position, rowid")
        }
    }

    @Test("order puts a task at the top, before or after another, midway between its neighbours")
    func ordering() async throws {
        let (store, ids) = try await E.tasks(["A", "B", "C", "D"])
        #expect(try await Self.positions(store) == [1024, 2048, 3072, 4096])
        let top = try await store.order(ids[3], .top, at: E.now)
        #expect(top.changed && !top.renumbered)
        #expect(try await Self.order(store) == ["D", "A", "B", "C"])
        try await store.order(ids[0], .after(ids[2]), at: E.now)
        #expect(try await Self.order(store) == ["D", "B", "C", "A"])
        try await store.order(ids[2], .before(ids[1]), at: E.now)
        #expect(try await Self.order(store) == ["D", "C", "B", "A"])
        #expect(try await Self.positions(store) == [0, 1024, 2048, 4096])
        #expect(try await store.order(ids[2], .before(ids[1]), at: E.now).changed == false)
        #expect(try await E.events(store).filter { $0.hasPrefix("task reordered") }.count == 3)
        try await store.undo(at: E.now)
        #expect(try await Self.order(store) == ["D", "B", "C", "A"])
    }

    @Test("with no integer left between neighbours, every task is renumbered by 1024 in one go; undo restores")
    func renumbering() async throws {
        let (store, ids) = try await E.tasks(["A", "B", "C"])
        try await store.writer.write { db in
            try db.execute(sql: "UPDATE tasks SET position = 1000 + rowid")
        }
        let outcome = try await store.order(ids[2], .before(ids[1]), at: E.now)
        #expect(outcome.renumbered && outcome.changed)
        #expect(try await Self.order(store) == ["A", "C", "B"])
        #expect(try await Self.positions(store) == [1024, 1536, 2048])
        try await store.undo(at: E.now)
        #expect(try await Self.positions(store) == [1001, 1002, 1003])
    }

    @Test("a task cannot go before itself, and the other must be a task; nothing changes")
    func orderRefusals() async throws {
        let store = try await StateChangeTests.placed()
        let task = try #require(try await store.tasks().first).task.id.lowercasedString
        await #expect(throws: StoreError.orderedAgainstItself) { try await store.order(task, .before(task)) }
        await #expect(throws: StoreError.notApplicable(kind: "list", action: "Ordering against")) {
            try await store.order(task, .after("groceries"))
        }
        await #expect(throws: StoreError.notApplicable(kind: "list", action: "Ordering")) {
            try await store.order("groceries", .top)
        }
    }

    @Test("rm of a tagged task logs deleted; undo brings it back with its tags, and logs restored")
    func removeTaggedTask() async throws {
        let store = try CaptureStore.inMemory()
        let added = try await store.addTasks(
            [try TaskDraft(title: "Call mom", tags: ["family", "phone"], category: "home")], at: E.now)
        let before = added[0].outline
        let id = before.task.id.lowercasedString
        let outcome = try await store.remove([String(id.prefix(6))], at: E.now)
        #expect(outcome.removed.map(\.title) == ["Call mom"])
        #expect(try await store.tasks().isEmpty)
        #expect(try await HandOffFixture.count(store, "task_tags") == 0)
        try await store.undo(at: E.now)
        #expect(try await store.tasks() == [before])
        #expect(try await E.events(store) == ["task deleted", "task restored"])
    }

    @Test("rm of a plan moves its tasks out of it, or with --with-tasks removes them; nested plans go with it")
    func removePlan() async throws {
        let store = try CaptureStore.inMemory()
        let added = try await store.addTasks(
            [try TaskDraft(title: "Dig", planName: "Garden"), try TaskDraft(title: "Sow", planName: "garden")],
            at: E.now)
        #expect(added[0].created == ["plan 'Garden'"] && added[1].created.isEmpty)
        try await store.writer.write { db in
            try db.execute(
                sql:
                    "INSERT INTO plans (id, title, parent_id, created_at) SELECT '00000000-0000-4000-8000-00000000feed', 'Beds', id, ? FROM plans",
                arguments: [E.now])
        }
        let kept = try await store.remove(["garden"], at: E.now)
        #expect(kept.subplans == 1 && kept.planTasksKept == 2 && kept.planTasksRemoved == 0)
        #expect(try await store.tasks().map(\.task.planID) == [nil, nil])
        #expect(try await HandOffFixture.count(store, "plans") == 0)
        try await store.undo(at: E.now)
        #expect(try await store.tasks().map(\.planTitle) == ["Garden", "Garden"])
        #expect(try await HandOffFixture.count(store, "plans") == 2)
        let gone = try await store.remove(["Garden"], withTasks: true, at: E.now)
        #expect(gone.planTasksRemoved == 2)
        #expect(try await store.tasks().isEmpty)
        try await store.undo(at: E.now)
        #expect(try await store.tasks().count == 2)
    }

    @Test("rm of a list takes its items; several kinds go in one action; an unknown id removes nothing")
    func removeMixed() async throws {
        let store = try await StateChangeTests.placed()
        let call = try #require(try await store.communicationItems().first).communication.id.lowercasedString
        await #expect(throws: StoreError.itemNotFound(reference: "nothing-here")) {
            try await store.remove(["groceries", "nothing-here"])
        }
        #expect(try await store.lists().count == 1)
        let outcome = try await store.remove(["groceries", call], at: E.now)
        #expect(outcome.listItems == 2 && outcome.removed.count == 2)
        #expect(try await store.lists().isEmpty)
        #expect(try await store.communicationItems().isEmpty)
        #expect(try await store.undoHistory().first?.summary == "Removed 'Groceries' and 1 more")
        try await store.undo(at: E.now)
        #expect(try await store.lists().first?.items.map(\.text) == ["eggs", "bread"])
        #expect(try await store.communicationItems().count == 1)
    }

    @Test("quick add places tasks at the end of the order with their labels; one undo takes them all back")
    func quickAdd() async throws {
        let (store, _) = try await E.tasks(["First"])
        let added = try await store.addTasks(
            [
                try TaskDraft(title: "Call mom", priority: .high, tags: ["family"], category: "Home"),
                try TaskDraft(title: "Pay rent", tags: ["Family"], category: "home"),
            ], at: E.now)
        #expect(added.map(\.outline.task.position) == [2048, 3072])
        #expect(added[0].created == ["category 'Home'", "tag 'family'"] && added[1].created.isEmpty)
        #expect(added[1].outline.tags == ["family"] && added[1].outline.category == "Home")
        #expect(try await store.undoHistory().first?.summary == "Added 2 tasks")
        let created = try await store.writer.read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM organizer_events WHERE kind = 'created' AND item_type = 'task'")
        }
        #expect(created == 3)
        try await store.undo(at: E.now)
        #expect(try await store.tasks().map(\.task.title) == ["First"])
        #expect(try await HandOffFixture.count(store, "tags") == 0)
        #expect(throws: CoreError.emptyTitle) { try TaskDraft(title: " \n") }
    }
}

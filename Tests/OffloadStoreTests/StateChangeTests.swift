import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct StateChangeTests {
    typealias F = HandOffFixture

    /// A store with an accepted task "Buy milk", a call "Call mom" and a list "Groceries" with eggs and bread.
    static func placed() async throws -> CaptureStore {
        let store = try CaptureStore.inMemory()
        let (_, task) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        let (_, call) = try await F.handOff(store, "call mom") {
            [F.suggestion($0, $1, "Call mom", .communication, contact: "mom", channel: .call)]
        }
        let (_, list) = try await F.handOff(store, "groceries: eggs, bread") {
            [
                F.suggestion(
                    $0, $1, "Groceries", .list, name: "Groceries",
                    items: [SuggestedItem(text: "eggs"), SuggestedItem(text: "bread")])
            ]
        }
        for made in [task, call, list] { try await store.decide(made[0].id, .accept) }
        return store
    }

    static func events(_ store: CaptureStore) async throws -> [String] {
        try await store.writer.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT item_type || ' ' || kind || coalesce(' ' || from_value || '>' || to_value, '')
                    FROM organizer_events WHERE kind <> 'created' ORDER BY sequence
                    """)
        }
    }

    @Test("a task goes through every state and back; completion time is set by done only")
    func taskStates() async throws {
        let store = try await Self.placed()
        let id = try #require(try await store.tasks().first).task.id.uuidString
        for state in [TaskStatus.active, .waiting, .someday, .done, .cancelled, .open] {
            let change = try #require(try await store.setState([String(id.prefix(6))], to: state).first)
            #expect(change.changed && change.to == state)
            let task = try #require(try await store.tasks().first).task
            #expect(task.status == state)
            #expect((task.completedAt != nil) == (state == .done))
        }
        #expect(
            try await Self.events(store) == [
                "task state_changed open>active", "task state_changed active>waiting",
                "task state_changed waiting>someday", "task state_changed someday>done",
                "task state_changed done>cancelled", "task state_changed cancelled>open",
            ])
    }

    @Test("asking for the state an item is in already changes nothing, logs nothing and pushes no undo")
    func sameStateIsQuiet() async throws {
        let store = try await Self.placed()
        let id = try #require(try await store.tasks().first).task.id.uuidString
        let before = try await store.undoHistory()
        let change = try #require(try await store.setState([id], to: .open).first)
        #expect(!change.changed)
        #expect(try await store.undoHistory() == before)
        #expect(try await Self.events(store).isEmpty)
    }

    @Test("communications and list items are done and reopened; LIST:N names the N-th item as shown")
    func communicationsAndItems() async throws {
        let store = try await Self.placed()
        let call = try #require(try await store.communicationItems().first).communication
        let changes = try await store.setState([call.id.uuidString, "groceries:2"], to: .done)
        #expect(changes.map(\.item.title) == ["Call mom", "bread"])
        #expect(try await store.communicationItems().first?.communication.isDone == true)
        #expect(try await store.lists().first?.items.map(\.isCompleted) == [false, true])
        #expect(try await store.undoHistory().first?.summary == "Done: 'Call mom' and 1 more")
        try await store.setState(["Groceries:2"], to: .open)
        #expect(try await store.lists().first?.items.map(\.isCompleted) == [false, false])
        try await store.undo()
        try await store.undo()
        #expect(try await store.communicationItems().first?.communication.isDone == false)
        #expect(
            try await Self.events(store) == [
                "communication state_changed 0>1", "list_item state_changed 0>1", "list_item state_changed 1>0",
                "list_item state_changed 0>1", "communication state_changed 1>0", "list_item state_changed 1>0",
            ])
    }

    @Test("a list item cannot wait; a plan has no state; unknown and ambiguous references change nothing")
    func refusals() async throws {
        let store = try await Self.placed()
        await #expect(throws: StoreError.stateNotHeld(kind: "list item", state: "waiting")) {
            try await store.setState(["groceries:1"], to: .waiting)
        }
        await #expect(throws: StoreError.itemNotFound(reference: "groceries:3")) {
            try await store.setState(["groceries:3"], to: .done)
        }
        await #expect(throws: StoreError.itemNotFound(reference: "nothing here")) {
            try await store.setState(["nothing here"], to: .done)
        }
        let task = try #require(try await store.tasks().first).task
        // One good id and one bad: the transaction changes nothing.
        await #expect(throws: StoreError.self) {
            try await store.setState([task.id.uuidString, "zzzz"], to: .done)
        }
        #expect(try await store.tasks().first?.task.status == .open)
        #expect(try await Self.events(store).isEmpty)
    }

    @Test("a prefix shared by items of different kinds lists every candidate with its kind")
    func ambiguousAcrossKinds() async throws {
        let store = try CaptureStore.inMemory()
        try await store.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tasks (id, title, created_at, updated_at) VALUES
                        ('abcd0000-0000-4000-8000-000000000001', 'Task one', '2026-01-01', '2026-01-01');
                    INSERT INTO communication_items (id, channel, title, created_at) VALUES
                        ('abcd0000-0000-4000-8000-000000000002', 'call', 'Call one', '2026-01-01');
                    """)
        }
        await #expect(
            throws: StoreError.ambiguousItem(
                reference: "abcd", candidates: ["task abcd0000", "communication abcd0000"])
        ) { try await store.setState(["abcd"], to: .done) }
        #expect(try await store.setState(["abcd0000-0000-4000-8000-000000000002"], to: .done).first?.changed == true)
    }

    @Test("completing a repeating task keeps it done and creates the next one at 08:00 local across the DST change")
    func recurringCompletion() async throws {
        let store = try CaptureStore.inMemory()
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let due = Date(timeIntervalSince1970: 1_774_681_200)  // 2026-03-28 07:00Z = 08:00 CET
        try await store.writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO tags (id, name) VALUES ('00000000-0000-4000-8000-0000000000a1', 'home');
                    INSERT INTO tasks (id, title, created_at, updated_at, due_date, recurrence, position) VALUES
                        ('00000000-0000-4000-8000-0000000000b1', 'Water plants', '2026-03-01', '2026-03-01', ?,
                        'FREQ=DAILY;BYHOUR=8', 1024);
                    INSERT INTO task_tags (task_id, tag_id)
                        VALUES ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000a1');
                    """, arguments: [due])
        }
        let now = due.addingTimeInterval(3_600)
        let change = try #require(
            try await store.setState(["00000000-0000-4000-8000-0000000000b1"], to: .done, at: now, timeZone: berlin)
                .first)
        #expect(change.nextDue == Date(timeIntervalSince1970: 1_774_764_000))  // 2026-03-29 06:00Z = 08:00 CEST
        let tasks = try await store.tasks()
        #expect(tasks.map(\.task.status) == [.open, .done])
        #expect(tasks.first?.task.title == "Water plants")
        #expect(tasks.first?.tags == ["home"])
        #expect(tasks.first?.task.recurrence == "FREQ=DAILY;BYHOUR=8")
        #expect(tasks.first?.task.id == change.next?.id)
        try await store.undo()
        #expect(try await store.tasks().map(\.task.status) == [.open])
        #expect(try await store.tasks().first?.task.dueDate == due)

        let skipped = try await store.skipOccurrence(
            ["00000000-0000-4000-8000-0000000000b1"], at: now, timeZone: berlin)
        #expect(skipped.map(\.due) == [Date(timeIntervalSince1970: 1_774_764_000)])
        #expect(try await store.tasks().map(\.task.status) == [.open])
        try await store.undo()
        #expect(try await store.tasks().first?.task.dueDate == due)
        let (_, made) = try await F.handOff(store, "buy milk") { [F.suggestion($0, $1, "Buy milk", .task)] }
        try await store.decide(made[0].id, .accept)
        let plain = try #require(try await store.tasks().first { $0.task.title == "Buy milk" }).task
        await #expect(throws: StoreError.notRecurring(id: plain.id.lowercasedString)) {
            try await store.skipOccurrence([plain.id.uuidString])
        }
    }
}

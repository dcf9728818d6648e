import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct PlacementFieldsTests {
    typealias F = HandOffFixture
    static let due = Date(timeIntervalSince1970: 1_800_000_000)

    static func plan(_ name: String, steps: [String], due: Date? = nil) -> (UUID, UUID) -> [Suggestion] {
        { captureID, runID in
            var suggestion = F.suggestion(
                captureID, runID, name, .plan, name: name, items: steps.map { SuggestedItem(text: $0) }, due: due)
            suggestion.category = "home"
            suggestion.tags = ["family"]
            suggestion.priority = .high
            return [suggestion]
        }
    }

    static func row(_ store: CaptureStore, _ sql: String) throws -> Row? {
        try store.writer.read { db in try Row.fetchOne(db, sql: sql) }
    }

    @Test("a plan keeps its due date, priority, category and tags; undo removes them with it")
    func planFields() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(
            store, "plan tom's birthday", Self.plan("Tom's birthday", steps: ["a"], due: Self.due))
        try await store.decide(try #require(made.first).id, .accept)
        let plan = try #require(
            try Self.row(
                store,
                """
                SELECT p.due_date, p.priority, c.name, t.name FROM plans p JOIN categories c ON c.id = p.category_id
                JOIN plan_tags pt ON pt.plan_id = p.id JOIN tags t ON t.id = pt.tag_id
                """))
        #expect(plan[0] as Date? == Self.due)
        #expect(plan[1] as String? == "high")
        #expect(plan[2] as String? == "home")
        #expect(plan[3] as String? == "family")
        try await store.undoLastDecision()
        for table in ["plans", "plan_tags", "tags", "categories", "tasks"] {
            #expect(try await F.count(store, table) == 0, "\(table)")
        }
    }

    @Test(
        "adding to an existing plan fills its blank due date and tags (undo blanks them again); a different date is refused"
    )
    func existingPlan() async throws {
        let store = try CaptureStore.inMemory()
        let (_, first) = try await F.handOff(store, "garage", Self.plan("Garage", steps: ["sort"]))
        try await store.decide(try #require(first.first).id, .accept)
        let (_, second) = try await F.handOff(
            store, "garage by friday", Self.plan("garage", steps: ["sweep"], due: Self.due))
        try await store.decide(try #require(second.first).id, .accept)
        #expect(try Self.row(store, "SELECT due_date FROM plans")?[0] as Date? == Self.due)
        try await store.undoLastDecision()
        #expect(try Self.row(store, "SELECT due_date FROM plans")?[0] as Date? == nil)
        #expect(try await store.plans().first?.tasks.map(\.task.title) == ["sort"])
        try await store.decide(try #require(second.first).id, .accept)
        let (_, third) = try await F.handOff(
            store, "garage later", Self.plan("Garage", steps: ["paint"], due: Self.due.addingTimeInterval(86_400)))
        await #expect(throws: StoreError.destinationHasOwn(field: "due date", name: "Garage")) {
            try await store.decide(try #require(third.first).id, .accept)
        }
        #expect(try await store.plans().first?.tasks.map(\.task.title) == ["sort", "sweep"])
    }

    @Test("lists, communications and notes keep category and tags; communications keep priority and recurrence")
    func otherDestinations() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "call mom every sunday #family") { captureID, runID in
            var call = F.suggestion(captureID, runID, "Call mom", .communication, contact: "mom", channel: .call)
            call.category = "social"
            call.tags = ["family"]
            call.priority = .urgent
            call.recurrence = "FREQ=WEEKLY;BYDAY=SU"
            var list = F.suggestion(
                captureID, runID, "Groceries", .list, name: "Groceries", items: [SuggestedItem(text: "milk")])
            list.category = "errands"
            list.tags = ["weekly"]
            var note = F.suggestion(captureID, runID, "Idea", .note)
            note.category = "ideas"
            note.tags = ["someday"]
            return [call, list, note]
        }
        for suggestion in made { try await store.decide(suggestion.id, .accept) }
        let call = try #require(
            try Self.row(store, "SELECT priority, recurrence, category_id IS NOT NULL FROM communication_items"))
        #expect(call[0] as String? == "urgent")
        #expect(call[1] as String? == "FREQ=WEEKLY;BYDAY=SU")
        #expect(call[2] as Bool? == true)
        for table in ["communication_tags", "list_tags", "note_tags"] {
            #expect(try await F.count(store, table) == 1, "\(table)")
        }
        #expect(try Self.row(store, "SELECT count(*) FROM lists WHERE category_id IS NOT NULL")?[0] as Int? == 1)
        #expect(try Self.row(store, "SELECT count(*) FROM notes WHERE category_id IS NOT NULL")?[0] as Int? == 1)
    }

    @Test("a field the destination cannot hold is refused by name and nothing is written")
    func fieldNotHeld() async throws {
        let store = try CaptureStore.inMemory()
        let (_, made) = try await F.handOff(store, "read dune tomorrow") {
            [F.suggestion($0, $1, "Read Dune", .task, due: Self.due)]
        }
        var edited = try #require(made.first)
        edited.move(to: .list, name: "Reading")
        await #expect(throws: CoreError.fieldNotHeld(field: .dueDate, destination: .list)) {
            try await store.decide(edited.id, .edit(edited))
        }
        #expect(try await F.count(store, "suggestion_decisions") == 0)
        edited.dueDate = nil
        try await store.decide(edited.id, .edit(edited))
        #expect(try await store.lists(named: "reading").first?.items.map(\.text) == ["Read Dune"])
    }

    @Test("re-processing marks what the capture already placed, and accepting it again needs again")
    func alreadyPlaced() async throws {
        let store = try CaptureStore.inMemory()
        let make = ReviewStoreTests.listSuggestion("Groceries", ["milk", "eggs"])
        let (entry, first) = try await F.handOff(store, "milk and eggs", make)
        try await store.decide(try #require(first.first).id, .accept)
        #expect(try await store.countWithPlacements([entry.id]) == 1)
        let again = try await F.run(store, entry.id, mode: .reprocess, make)
        let item = try #require(try await store.awaitingReview().first)
        let list = try #require(try await store.lists().first)
        #expect(
            item.alreadyPlaced[try #require(again.first).id]
                == PlacedDestination(type: .list, id: list.list.id, name: "Groceries"))
        await #expect(throws: StoreError.self) { try await store.decide(try #require(again.first).id, .accept) }
        #expect(try await store.lists().first?.items.count == 2)
        try await store.decide(try #require(again.first).id, .accept, again: true)
        #expect(try await store.lists().first?.items.count == 4)
    }

    @Test("v6 keeps a v5 database's placements and its undo journal working")
    func migratesV5() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v5.sqlite")
        let old = try DatabaseQueue(path: path)
        try CaptureStore.migrator.migrate(old, upTo: SchemaV5.identifier)
        try old.close()
        // A v5 store can't be opened by this build without migrating, so the decision is written by hand as v5 did.
        let queue = try DatabaseQueue(path: path)
        let entry = try CaptureEntry(rawText: "milk")
        try await queue.write { db in
            try CaptureRecord(entry).insert(db)
            try db.execute(
                sql: """
                    INSERT INTO lists (id, name, list_type, created_at) VALUES ('00000000-0000-4000-8000-0000000000a1', 'Groceries', 'shopping', '2026-01-01');
                    INSERT INTO list_items (id, list_id, text, is_completed, position) VALUES ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a1', 'milk', 0, 0);
                    INSERT INTO handoff_requests (id, requested_at) VALUES ('00000000-0000-4000-8000-0000000000b4', '2026-01-01');
                    INSERT INTO handoff_runs (id, request_id, capture_id, status, started_at, model_version)
                        VALUES ('00000000-0000-4000-8000-0000000000b3', '00000000-0000-4000-8000-0000000000b4', '\(entry.id.lowercasedString)', 'completed', '2026-01-01', 'm');
                    INSERT INTO suggestions (id, run_id, capture_id, title, confidence, destination_type, decided_at)
                        VALUES ('00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000b3', '\(entry.id.lowercasedString)', 'Groceries', 0.9, 'list', '2026-01-01');
                    INSERT INTO suggestion_decisions (id, suggestion_id, kind, decided_at) VALUES ('00000000-0000-4000-8000-0000000000b1', '00000000-0000-4000-8000-0000000000b2', 'accepted', '2026-01-01');
                    INSERT INTO decision_journal (decision_id, recorded_at) VALUES ('00000000-0000-4000-8000-0000000000b1', '2026-01-01');
                    INSERT INTO decision_effects (decision_id, position, table_name, row_id) VALUES ('00000000-0000-4000-8000-0000000000b1', 0, 'lists', '00000000-0000-4000-8000-0000000000a1');
                    INSERT INTO decision_effects (decision_id, position, table_name, row_id) VALUES ('00000000-0000-4000-8000-0000000000b1', 1, 'list_items', '00000000-0000-4000-8000-0000000000a2');
                    INSERT INTO placements (id, decision_id, destination_type, destination_id, placed_at)
                        VALUES ('00000000-0000-4000-8000-0000000000b5', '00000000-0000-4000-8000-0000000000b1', 'list', '00000000-0000-4000-8000-0000000000a1', '2026-01-01');
                    """)
        }
        try queue.close()
        let store = try CaptureStore.open(atPath: path)
        let (effects, integrity, violations) = try await store.writer.read { db in
            try (
                Int.fetchOne(db, sql: "SELECT count(*) FROM decision_effects"),
                String.fetchOne(db, sql: "PRAGMA integrity_check"),
                Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
            )
        }
        #expect(effects == 2)
        #expect(integrity == "ok")
        #expect(violations == 0)
        #expect(try await store.lists().first?.items.map(\.text) == ["milk"])
        let undone = try await store.undoLastDecision()
        #expect(undone.removedRowCount == 2)
        #expect(try await store.lists().isEmpty)
    }
}

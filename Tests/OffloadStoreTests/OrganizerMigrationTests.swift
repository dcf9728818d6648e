import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct OrganizerMigrationTests {
    @Test("v9 from a v5 database with real rows: nothing lost, in_progress is active, one order, history and undo")
    func migratesV5Organizer() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v5.sqlite")
        let old = try DatabaseQueue(path: path)
        try CaptureStore.migrator.migrate(old, upTo: SchemaV5.identifier)
        let capture = "00000000-0000-4000-8000-0000000000c1"
        let deleted = "00000000-0000-4000-8000-0000000000c2"
        try await old.write { db in
            try db.execute(
                sql: """
                    INSERT INTO captures (id, raw_text, created_at, source, status) VALUES
                        ('\(capture)', 'plan the party: room, cake', '2026-01-01 09:00:00.000', 'text', 'completed'),
                        ('\(deleted)', 'gone for now', '2026-01-01 09:01:00.000', 'text', 'pending');
                    UPDATE captures SET deleted_at = '2026-01-02 00:00:00.000' WHERE id = '\(deleted)';
                    INSERT INTO undo_journal (slot, action, capture_id, recorded_at)
                        VALUES (1, 'delete_capture', '\(deleted)', '2026-01-02 00:00:00.000');
                    INSERT INTO handoff_requests VALUES ('00000000-0000-4000-8000-0000000000a1', '2026-01-01');
                    INSERT INTO handoff_runs (id, request_id, capture_id, status, started_at, model_version) VALUES
                        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a1',
                        '\(capture)', 'completed', '2026-01-01', 'm');
                    INSERT INTO suggestions (id, run_id, capture_id, title, confidence, destination_type, decided_at)
                        VALUES ('00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-0000000000a2',
                        '\(capture)', 'Party', 0.9, 'plan', '2026-01-01 10:00:00.000');
                    INSERT INTO suggestion_decisions (id, suggestion_id, kind, decided_at) VALUES
                        ('00000000-0000-4000-8000-0000000000a4', '00000000-0000-4000-8000-0000000000a3', 'accepted',
                        '2026-01-01 10:00:00.000');
                    INSERT INTO decision_journal (decision_id, recorded_at)
                        VALUES ('00000000-0000-4000-8000-0000000000a4', '2026-01-01 10:00:00.000');
                    INSERT INTO plans (id, title, created_at) VALUES
                        ('00000000-0000-4000-8000-0000000000b1', 'Party', '2026-01-01 10:00:00.000');
                    INSERT INTO tasks (id, title, created_at, updated_at, status, position, plan_id, completed_at) VALUES
                        ('00000000-0000-4000-8000-0000000000b3', 'Cake', '2026-01-01 10:00:00.000',
                            '2026-01-01 10:00:00.000', 'in_progress', 1, '00000000-0000-4000-8000-0000000000b1', NULL),
                        ('00000000-0000-4000-8000-0000000000b2', 'Room', '2026-01-01 10:00:00.000',
                            '2026-01-01 10:00:00.000', 'done', 0, '00000000-0000-4000-8000-0000000000b1',
                            '2026-01-03 08:00:00.000'),
                        ('00000000-0000-4000-8000-0000000000b4', 'Earlier', '2025-12-31 10:00:00.000',
                            '2025-12-31 10:00:00.000', 'open', 0, NULL, NULL);
                    INSERT INTO decision_effects (decision_id, position, table_name, row_id) VALUES
                        ('00000000-0000-4000-8000-0000000000a4', 0, 'plans', '00000000-0000-4000-8000-0000000000b1'),
                        ('00000000-0000-4000-8000-0000000000a4', 1, 'tasks', '00000000-0000-4000-8000-0000000000b2'),
                        ('00000000-0000-4000-8000-0000000000a4', 2, 'tasks', '00000000-0000-4000-8000-0000000000b3');
                    INSERT INTO placements (id, decision_id, destination_type, destination_id, placed_at) VALUES
                        ('00000000-0000-4000-8000-0000000000a5', '00000000-0000-4000-8000-0000000000a4', 'plan',
                        '00000000-0000-4000-8000-0000000000b1', '2026-01-01 10:00:00.000');
                    INSERT INTO lists (id, name, created_at) VALUES
                        ('00000000-0000-4000-8000-0000000000d1', 'Groceries', '2026-01-01');
                    INSERT INTO list_items (id, list_id, text, position) VALUES
                        ('00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-0000000000d1', 'eggs', 0);
                    INSERT INTO communication_items (id, channel, title, created_at) VALUES
                        ('00000000-0000-4000-8000-0000000000e1', 'call', 'Call mom', '2026-01-01');
                    INSERT INTO notes (id, title, body, created_at) VALUES
                        ('00000000-0000-4000-8000-0000000000f1', 'Idea', 'an idea', '2026-01-01');
                    """)
        }
        try old.close()

        let store = try CaptureStore.open(atPath: path)
        let tasks = try await store.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT title, status, position FROM tasks ORDER BY position").map {
                "\($0["title"] as String) \($0["status"] as String) \($0["position"] as Int)"
            }
        }
        #expect(tasks == ["Earlier open 1024", "Room done 2048", "Cake active 3072"])
        #expect(try await store.plans().first?.tasks.map(\.task.title) == ["Room", "Cake"])
        #expect(try await store.lists().first?.items.map(\.text) == ["eggs"])
        #expect(try await store.communicationItems().count == 1)
        #expect(try await store.notes().count == 1)
        let (events, integrity, violations) = try await store.writer.read { db in
            try (
                String.fetchAll(
                    db, sql: "SELECT item_type || ' ' || kind FROM organizer_events ORDER BY sequence"),
                String.fetchOne(db, sql: "PRAGMA integrity_check"),
                Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
            )
        }
        #expect(
            events == [
                "task created", "task created", "task created", "task state_changed", "communication created",
                "plan created", "list created", "note created",
            ])
        #expect(integrity == "ok")
        #expect(violations == 0)
        #expect(
            try await store.undoHistory().map(\.summary) == [
                "Deleted capture 00000000", "Accepted 'Party'",
            ])
        #expect(try await store.undo().capture?.rawText == "gone for now")
        #expect(try await store.undo().decision != nil)
        #expect(try await store.tasks().map(\.task.title) == ["Earlier"])
        #expect(try await store.plans().isEmpty)
    }
}

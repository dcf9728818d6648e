import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct MigrationTests {
    static let modelTables: Set<String> = [
        "captures", "undo_actions", "organizer_events", "handoff_requests", "handoff_request_captures", "handoff_runs",
        "suggestions",
        "suggestion_decisions", "placements", "categories", "plans", "tasks", "tags", "task_tags", "lists",
        "list_items", "communication_items", "grdb_migrations", "decision_effects", "notes",
        "sqlite_sequence", "plan_tags", "list_tags", "communication_tags", "note_tags", "search_documents",
        "search_index", "search_index_data", "search_index_idx", "search_index_docsize", "search_index_config",
        "reminders", "milestones", "search_progress", "passphrase_lock",
    ]

    @Test("a fresh database gets every table of the model")
    func freshDatabase() async throws {
        let store = try CaptureStore.inMemory()
        let tables = try await store.writer.read { db in
            try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        }
        #expect(tables == Self.modelTables)
        let applied = try await store.writer.read { db in try CaptureStore.migrator.appliedMigrations(db) }
        #expect(
            applied == ["v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15"])
        let indexes = try await store.writer.read { db in
            try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'"))
        }
        #expect(
            indexes.isDisjoint(with: [
                "suggestions_by_run", "handoff_runs_by_capture", "suggestions_by_capture",
                "handoff_request_captures_by_capture",
            ]))
        #expect(indexes.isSuperset(of: ["suggestions_open_by_run", "handoff_runs_by_capture_status"]))
    }

    @Test("a file database uses WAL, synchronous FULL, foreign keys, a busy timeout, a 32 MiB cache, memory temp store")
    func filePragmas() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try CaptureStore.open(atPath: directory.path("nested/folders/offload.sqlite"))
        let (journal, synchronous, foreignKeys, timeout, cache, checkpoint, temporary) = try await store.writer.write {
            db in
            try (
                String.fetchOne(db, sql: "PRAGMA journal_mode"), Int.fetchOne(db, sql: "PRAGMA synchronous"),
                Int.fetchOne(db, sql: "PRAGMA foreign_keys"), Int.fetchOne(db, sql: "PRAGMA busy_timeout"),
                Int.fetchOne(db, sql: "PRAGMA cache_size"), Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint"),
                Int.fetchOne(db, sql: "PRAGMA temp_store")
            )
        }
        #expect(journal == "wal")
        #expect(synchronous == 2)  // FULL
        #expect(foreignKeys == 1)
        #expect(timeout == 10_000)
        #expect(cache == -32_768)  // 32 MiB
        #expect(checkpoint == 16_384)
        #expect(temporary == 2)  // MEMORY: statement journals never reach the disk
    }

    @Test("re-opening a database is idempotent and keeps its captures")
    func reopen() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        let saved = try await CaptureStore.open(atPath: path).add(CaptureEntry(rawText: "buy milk"))
        for _ in 0..<3 {
            let store = try CaptureStore.open(atPath: path)
            #expect(try await store.captures() == [saved])
            let applied = try await store.writer.read { db in try CaptureStore.migrator.appliedMigrations(db) }
            #expect(
                applied == [
                    "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15",
                ])
        }
    }

    @Test("foreign keys cascade from captures to hand-off runs and their suggestions")
    func foreignKeys() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "plan trip"))
        let id = entry.id.uuidString.lowercased()
        try await store.writer.write { db in
            try db.execute(
                sql: "INSERT INTO handoff_requests (id, requested_at) VALUES ('r1', '2026-01-01 00:00:00.000')")
            try db.execute(
                sql: "INSERT INTO handoff_runs (id, request_id, capture_id, status, started_at, model_version) "
                    + "VALUES ('run1', 'r1', ?, 'pending', '2026-01-01 00:00:00.000', 'm1')",
                arguments: [id])
            try db.execute(
                sql: "INSERT INTO suggestions (id, run_id, capture_id, title, confidence, destination_type) "
                    + "VALUES ('s1', 'run1', ?, 'Plan trip', 0.8, 'plan')",
                arguments: [id])
        }
        await #expect(throws: DatabaseError.self) {
            try await store.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO handoff_runs (id, request_id, capture_id, status, started_at, model_version) "
                        + "VALUES ('run2', 'missing', ?, 'pending', '2026-01-01 00:00:00.000', 'm1')",
                    arguments: [id])
            }
        }
        try await store.writer.write { db in try db.execute(sql: "DELETE FROM captures") }
        let left = try await store.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM handoff_runs) + (SELECT count(*) FROM suggestions)")
        }
        #expect(left == 0)
    }

    @Test("v5 keeps every request's capture list in order, keyed by request and position only")
    func migratesV4RequestLists() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v4.sqlite")
        let old = try DatabaseQueue(path: path)
        try CaptureStore.migrator.migrate(old, upTo: SchemaV4.identifier)
        let entries = try (1...3).map { try CaptureEntry(rawText: "buy milk \($0)") }
        try await old.write { db in
            for entry in entries { try CaptureRecord(entry).insert(db) }
            try db.execute(
                sql: "INSERT INTO handoff_requests (id, requested_at) VALUES ('r1', '2026-01-01 00:00:00.000')")
            for (position, entry) in entries.reversed().enumerated() {
                try db.execute(
                    sql: "INSERT INTO handoff_request_captures (request_id, capture_id, position) VALUES ('r1', ?, ?)",
                    arguments: [entry.id.lowercasedString, position])
            }
        }
        try old.close()
        let store = try CaptureStore.open(atPath: path)
        let (listed, isWithoutRowID, violations, integrity) = try store.writer.read { db in
            try (
                String.fetchAll(
                    db, sql: "SELECT capture_id FROM handoff_request_captures WHERE request_id = 'r1' ORDER BY position"
                ),
                Bool.fetchOne(
                    db,
                    sql: "SELECT sql LIKE '%WITHOUT ROWID%' FROM sqlite_master WHERE name = 'handoff_request_captures'"),
                Row.fetchAll(db, sql: "PRAGMA foreign_key_check"),
                String.fetchAll(db, sql: "PRAGMA integrity_check")
            )
        }
        #expect(integrity == ["ok"])
        #expect(listed == entries.reversed().map(\.id.lowercasedString))
        #expect(isWithoutRowID == true)
        #expect(violations.isEmpty)
        try await store.writer.write { db in try db.execute(sql: "DELETE FROM handoff_requests") }
        #expect(try await HandOffFixture.count(store, "handoff_request_captures") == 0)
    }

    @Test("v4 rebuilds suggestions without their capture index, keeping every suggestion, decision and reference")
    func migratesV3Suggestions() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v3.sqlite")
        let old = try DatabaseQueue(path: path)
        try CaptureStore.migrator.migrate(old, upTo: SchemaV3.identifier)
        let entry = try CaptureEntry(rawText: "call mom")
        let id = entry.id.lowercasedString
        try await old.write { db in
            try CaptureRecord(entry).insert(db)
            try db.execute(
                sql: """
                    INSERT INTO handoff_requests (id, requested_at) VALUES ('r1', '2026-01-01 00:00:00.000');
                    INSERT INTO handoff_runs (id, request_id, capture_id, status, started_at, model_version)
                        VALUES ('run1', 'r1', ?, 'completed', '2026-01-01 00:00:00.000', 'm1');
                    INSERT INTO suggestions (id, run_id, capture_id, title, confidence, destination_type,
                        explanation_json, decided_at)
                        VALUES ('s1', 'run1', ?, 'Call mom', 0.8, 'communication', '[]', '2026-01-02 00:00:00.000'),
                        ('s2', 'run1', ?, 'Note', 0.4, 'note', '[]', NULL);
                    INSERT INTO suggestion_decisions (id, suggestion_id, kind, decided_at)
                        VALUES ('d1', 's1', 'rejected', '2026-01-02 00:00:00.000');
                    """, arguments: [id, id, id])
        }
        try old.close()
        let store = try CaptureStore.open(atPath: path)
        let (suggestions, violations, indexes) = try store.writer.read { db in
            try (
                Row.fetchAll(db, sql: "SELECT id, capture_id, decided_at FROM suggestions ORDER BY id"),
                Row.fetchAll(db, sql: "PRAGMA foreign_key_check"),
                String.fetchAll(db, sql: "SELECT name FROM pragma_index_list('suggestions')")
            )
        }
        #expect(suggestions.map { $0["id"] as String } == ["s1", "s2"])
        #expect(suggestions.allSatisfy { $0["capture_id"] == id })
        #expect(suggestions.map { $0["decided_at"] as String? } == ["2026-01-02 00:00:00.000", nil])
        #expect(violations.isEmpty)
        #expect(Set(indexes) == ["suggestions_open_by_run", "sqlite_autoindex_suggestions_1"])
        try await store.writer.write { db in try db.execute(sql: "DELETE FROM suggestions WHERE id = 's1'") }
        let decisions = try await store.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM suggestion_decisions")
        }
        #expect(decisions == 0)
    }
}

import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct MigrationTests {
    static let modelTables: Set<String> = [
        "captures", "undo_journal", "handoff_requests", "handoff_request_captures", "handoff_runs", "suggestions",
        "suggestion_decisions", "placements", "categories", "plans", "tasks", "tags", "task_tags", "lists",
        "list_items", "communication_items", "grdb_migrations", "decision_journal", "decision_effects", "notes",
        "sqlite_sequence",
    ]

    @Test("a fresh database gets every table of the model")
    func freshDatabase() async throws {
        let store = try CaptureStore.inMemory()
        let tables = try await store.writer.read { db in
            try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        }
        #expect(tables == Self.modelTables)
        let applied = try await store.writer.read { db in try CaptureStore.migrator.appliedMigrations(db) }
        #expect(applied == ["v1", "v2", "v3"])
        let indexes = try await store.writer.read { db in
            try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'"))
        }
        #expect(indexes.isDisjoint(with: ["suggestions_by_run", "handoff_runs_by_capture"]))
        #expect(indexes.isSuperset(of: ["suggestions_open_by_run", "handoff_runs_by_capture_status"]))
    }

    @Test("a file database uses WAL, synchronous FULL, foreign keys, a busy timeout and a 32 MiB cache")
    func filePragmas() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try CaptureStore.open(atPath: directory.path("nested/folders/offload.sqlite"))
        let (journal, synchronous, foreignKeys, timeout, cache, checkpoint) = try await store.writer.write { db in
            try (
                String.fetchOne(db, sql: "PRAGMA journal_mode"), Int.fetchOne(db, sql: "PRAGMA synchronous"),
                Int.fetchOne(db, sql: "PRAGMA foreign_keys"), Int.fetchOne(db, sql: "PRAGMA busy_timeout"),
                Int.fetchOne(db, sql: "PRAGMA cache_size"), Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint")
            )
        }
        #expect(journal == "wal")
        #expect(synchronous == 2)  // FULL
        #expect(foreignKeys == 1)
        #expect(timeout == 10_000)
        #expect(cache == -32_768)  // 32 MiB
        #expect(checkpoint == 16_384)
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
            #expect(applied == ["v1", "v2", "v3"])
        }
    }

    @Test("foreign keys cascade from captures to hand-off runs")
    func foreignKeys() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "plan trip"))
        let id = entry.id.uuidString.lowercased()
        try await store.writer.write { db in
            try db.execute(sql: "INSERT INTO handoff_requests VALUES ('r1', '2026-01-01 00:00:00.000')")
            try db.execute(
                sql: "INSERT INTO handoff_runs (id, request_id, capture_id, status, started_at, model_version) "
                    + "VALUES ('run1', 'r1', ?, 'pending', '2026-01-01 00:00:00.000', 'm1')",
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
        let runs = try await store.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM handoff_runs") }
        #expect(runs == 0)
    }
}

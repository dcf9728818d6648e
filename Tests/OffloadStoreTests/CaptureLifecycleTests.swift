import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct CaptureLifecycleTests {
    typealias F = HandOffFixture

    static func status(_ store: CaptureStore, _ entry: CaptureEntry) async throws -> CaptureStatus {
        try await store.capture(idPrefix: entry.id.uuidString).status
    }

    @Test("captureCount(status:) counts what captures(status:) lists, so the review queue's length is its review count")
    func countByStatus() async throws {
        let store = try CaptureStore.inMemory()
        let first = try await store.add(CaptureEntry(rawText: "one"))
        _ = try await store.add(CaptureEntry(rawText: "two"))
        #expect(try await store.captureCount(status: .pending) == 2)
        let made = try await F.run(store, first.id, mode: .firstTime) { [F.suggestion($0, $1, "One", .task)] }
        for status in CaptureStatus.allCases {
            #expect(try await store.captureCount(status: status) == store.captures(status: status).count, "\(status)")
        }
        #expect(try await store.captureCount(status: .review) == store.awaitingReview().count)
        #expect(try await store.captureCount(status: .review) == 1)
        try await store.decide(made[0].id, .accept)
        #expect(try await store.captureCount(status: .review) == 0)
        #expect(try await store.captureCount(status: .completed) == 1)
        #expect(try await store.captureCount(status: .pending) == 1)
    }

    @Test("pending, then review while a suggestion waits, completed once every one is decided, review again on undo")
    func lifecycle() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "buy stamps and call the plumber"))
        #expect(try await Self.status(store, entry) == .pending)
        let made = try await F.run(store, entry.id, mode: .firstTime) { captureID, runID in
            [F.suggestion(captureID, runID, "Buy stamps", .task), F.suggestion(captureID, runID, "Call", .task)]
        }
        #expect(try await Self.status(store, entry) == .review)
        try await store.decide(made[0].id, .accept)
        #expect(try await Self.status(store, entry) == .review)
        try await store.decide(made[1].id, .reject)
        #expect(try await Self.status(store, entry) == .completed)
        #expect(try await store.captures(status: .completed).map(\.id) == [entry.id])
        try await store.undoLastDecision()
        #expect(try await Self.status(store, entry) == .review)
        #expect(try await store.captures(status: .review).map(\.id) == [entry.id])
        _ = try await F.run(store, entry.id, mode: .reprocess) { [F.suggestion($0, $1, "Stamps", .task)] }
        try await store.decide(made[1].id, .reject)  // an older run's suggestion: the newest run still waits
        #expect(try await Self.status(store, entry) == .review)
    }

    @Test(
        "an open request shows as processing what it will still organize: on a first hand-off what is not handed off yet, on a re-process every capture; finishing it or a later request ends that"
    )
    func processingIsReadFromOpenRequests() async throws {
        let store = try CaptureStore.inMemory()
        let fresh = try await store.add(CaptureEntry(rawText: "buy stamps"))
        let (organized, _) = try await F.handOff(store, "call the plumber") { [F.suggestion($0, $1, "Call", .task)] }
        let first = HandOffRequest(captureIDs: [fresh.id, organized.id])
        try await store.createHandOffRequest(first, mode: .firstTime)
        #expect(try await Self.status(store, fresh) == .processing)
        #expect(try await Self.status(store, organized) == .review)
        #expect(try await store.captures(status: .processing).map(\.id) == [fresh.id])
        #expect(try await store.captures(status: .pending).isEmpty)
        #expect(try await store.captures().map(\.status) == [.processing, .review])
        #expect(try await store.captureIDs(withStatus: [.pending, .processing]) == [fresh.id])
        let run = HandOffRun(requestID: first.id, captureID: fresh.id, status: .completed, modelVersion: F.model)
        try await store.recordHandOff(
            [HandOffResult(run: run, suggestions: [F.suggestion(fresh.id, run.id, "Buy stamps", .task)])],
            mode: .firstTime)
        #expect(try await store.captures().map(\.status) == [.review, .review])

        let again = HandOffRequest(captureIDs: [fresh.id, organized.id])
        try await store.createHandOffRequest(again, mode: .reprocess)
        #expect(try await store.captures().map(\.status) == [.processing, .processing])
        let open = try await store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT id FROM handoff_requests WHERE finished_at IS NULL")
        }
        #expect(open == [again.id.lowercasedString])
        try await store.finishHandOffRequest(again.id)
        #expect(try await store.captures().map(\.status) == [.review, .review])
        #expect(try await store.captures(status: .processing).isEmpty)
    }

    @Test("v8 finishes every stored request and derives the status of a capture an earlier build left processing")
    func migratesV7() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v7.sqlite")
        let old = try DatabaseQueue(path: path)
        try CaptureStore.migrator.migrate(old, upTo: SchemaV7.identifier)
        let entry = try CaptureEntry(rawText: "left behind by a killed hand-off")
        try await old.write { db in
            try CaptureRecord(entry).insert(db)
            try db.execute(
                sql: """
                    UPDATE captures SET status = 'processing';
                    INSERT INTO handoff_requests (id, requested_at) VALUES ('00000000-0000-4000-8000-0000000000f0', '2026-01-01');
                    INSERT INTO handoff_request_captures (request_id, position, capture_id)
                        VALUES ('00000000-0000-4000-8000-0000000000f0', 0, '\(entry.id.lowercasedString)');
                    """)
        }
        try old.close()
        let store = try CaptureStore.open(atPath: path)
        #expect(try await Self.status(store, entry) == .pending)
        let (stored, finished) = try await store.writer.read { db in
            try (
                String.fetchOne(db, sql: "SELECT status FROM captures"),
                String.fetchOne(db, sql: "SELECT finished_at FROM handoff_requests")
            )
        }
        #expect(stored == "pending")
        #expect(finished == "2026-01-01")
    }

    @Test("v7 keeps every capture, its rowid and triggers, and derives each status from runs and decisions")
    func migratesV6() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("v6.sqlite")
        let old = try DatabaseQueue(path: path)
        try CaptureStore.migrator.migrate(old, upTo: SchemaV6.identifier)
        let entries = try (0..<4).map { try CaptureEntry(rawText: "thought \($0)") }
        let ids = entries.map(\.id.lowercasedString)
        let run: @Sendable (Int, Int, String) -> String = { n, capture, status in
            """
            INSERT INTO handoff_runs (id, request_id, capture_id, status, started_at, model_version)
                VALUES ('00000000-0000-4000-8000-00000000000\(n)', '00000000-0000-4000-8000-0000000000f0',
                    '\(ids[capture])', '\(status)', '2026-01-01', 'm');
            """
        }
        try await old.write { db in
            for entry in entries { try CaptureRecord(entry).insert(db) }
            try db.execute(
                sql: """
                    UPDATE captures SET status = 'completed' WHERE id IN ('\(ids[1])', '\(ids[2])');
                    INSERT INTO handoff_requests (id, requested_at) VALUES ('00000000-0000-4000-8000-0000000000f0', '2026-01-01');
                    \(run(1, 1, "completed")) \(run(2, 2, "completed")) \(run(3, 3, "failed"))
                    INSERT INTO suggestions (id, run_id, capture_id, title, confidence, destination_type, decided_at)
                        VALUES ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001',
                            '\(ids[1])', 'One', 0.9, 'task', NULL),
                        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000002',
                            '\(ids[2])', 'Two', 0.9, 'task', '2026-01-02');
                    """)
        }
        let rowids = try await old.read { db in try Int64.fetchAll(db, sql: "SELECT rowid FROM captures ORDER BY id") }
        try old.close()
        let store = try CaptureStore.open(atPath: path)
        #expect(
            try await entries.asyncMap { try await Self.status(store, $0) } == [.pending, .review, .completed, .failed])
        let (after, integrity, violations, triggers) = try await store.writer.read { db in
            try (
                Int64.fetchAll(db, sql: "SELECT rowid FROM captures ORDER BY id"),
                String.fetchOne(db, sql: "PRAGMA integrity_check"),
                Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count,
                String.fetchAll(
                    db,
                    sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'captures' ORDER BY name"
                )
            )
        }
        #expect(after == rowids)
        #expect(integrity == "ok")
        #expect(violations == 0)
        // v7's two triggers survive the rebuild; v10 adds the search index's; v13 indexes new captures after their
        // commit instead of inside it.
        #expect(
            triggers == [
                "captures_raw_text_is_immutable", "captures_raw_text_is_never_replaced", "captures_search_deleted",
                "captures_search_rowid_freed", "captures_search_updated",
            ])
        #expect(try await store.runs(ofCapture: entries[1].id).count == 1)
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}

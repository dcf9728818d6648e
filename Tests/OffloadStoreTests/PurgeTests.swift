import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct PurgeTests {
    static let secret = "ask zanzibarquokka about the quilted teapot"

    /// Given a handed-off capture that is deleted and then pushed off the undo stack by 100 newer deletions.
    static func purged(in path: String) async throws -> (CaptureStore, CaptureEntry) {
        let store = try CaptureStore.open(atPath: path)
        let (entry, _) = try await HandOffFixture.handOff(store, secret) { capture, run in
            [HandOffFixture.suggestion(capture, run, "zanzibarquokka teapot", .task)]
        }
        try await store.createHandOffRequest(HandOffRequest(captureIDs: [entry.id]), mode: .reprocess)
        let fillers = try await store.add((0..<UndoStack.depth).map { try CaptureEntry(rawText: "filler \($0)") })
        try await store.deleteCapture(idPrefix: entry.id.uuidString)
        for filler in fillers { try await store.deleteCapture(idPrefix: filler.id.uuidString) }
        try await store.writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        return (store, entry)
    }

    @Test("a capture deleted for good leaves every table and, with secure_delete, the database, WAL and SHM bytes")
    func purgedTextLeavesTheFiles() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        let (store, entry) = try await Self.purged(in: path)
        let id = entry.id.uuidString.lowercased()
        let rows = try await store.writer.read { db in
            try [
                Int.fetchOne(db, sql: "SELECT count(*) FROM captures WHERE id = ?", arguments: [id]),
                Int.fetchOne(db, sql: "SELECT count(*) FROM suggestions WHERE capture_id = ?", arguments: [id]),
                Int.fetchOne(
                    db, sql: "SELECT count(*) FROM handoff_request_captures WHERE capture_id = ?", arguments: [id]),
                Int.fetchOne(db, sql: "SELECT count(*) FROM search_index WHERE search_index MATCH 'zanzibarquokka'"),
            ]
        }
        #expect(rows == [0, 0, 0, 0])
        let found = try FileByteScan.foundCount(
            of: [Self.secret, "zanzibarquokka", "quilted teapot"], inFiles: FileByteScan.files(ofDatabaseAt: path))
        #expect(found == 0)
    }

    @Test("the byte scan finds text that is still in the files")
    func scanFindsLiveText() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        let store = try CaptureStore.open(atPath: path)
        _ = try await store.add(CaptureEntry(rawText: Self.secret))
        let files = FileByteScan.files(ofDatabaseAt: path)
        #expect(try FileByteScan.foundCount(of: [Self.secret, "not in there at all"], inFiles: files) == 1)
    }
}

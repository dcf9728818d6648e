import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct ImmutabilityTests {
    @Test("a raw SQL UPDATE of raw_text is aborted by the schema trigger")
    func rawTextUpdateFails() async throws {
        let store = try CaptureStore.inMemory()
        let entry = try await store.add(CaptureEntry(rawText: "call mom"))
        let error = await #expect(throws: DatabaseError.self) {
            try await store.writer.write { db in try db.execute(sql: "UPDATE captures SET raw_text = 'x'") }
        }
        #expect(error?.message == "The raw text of a capture can never be changed.")
        // Even "changing" it to the same value is refused: no UPDATE may name the column.
        await #expect(throws: DatabaseError.self) {
            try await store.writer.write { db in try db.execute(sql: "UPDATE captures SET raw_text = raw_text") }
        }
        #expect(try await store.captures().map(\.rawText) == [entry.rawText])
    }

    @Test("other columns can still change")
    func statusUpdateWorks() async throws {
        let store = try CaptureStore.inMemory()
        try await store.add(CaptureEntry(rawText: "call mom"))
        try await store.writer.write { db in try db.execute(sql: "UPDATE captures SET status = 'completed'") }
        #expect(try await store.captures().map(\.status) == [.completed])
    }

    @Test("the schema refuses blank raw text and unknown statuses even without Swift checks")
    func schemaChecks() async throws {
        let store = try CaptureStore.inMemory()
        for (text, status) in [(" \n\t", "pending"), ("ok", "archived")] {
            await #expect(throws: DatabaseError.self) {
                try await store.writer.write { db in
                    try db.execute(
                        sql: "INSERT INTO captures (id, raw_text, created_at, source, status) "
                            + "VALUES ('00000000-0000-4000-8000-000000000000', ?, '2026-01-01', 'text', ?)",
                        arguments: [text, status])
                }
            }
        }
    }

    @Test("INSERT OR REPLACE with an existing id cannot swap a capture's raw text, even from a plain connection")
    func insertOrReplaceFails() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        let entry = try await CaptureStore.open(atPath: path).add(CaptureEntry(rawText: "call mom"))
        let plain = try DatabaseQueue(path: path)
        let error = await #expect(throws: DatabaseError.self) {
            try await plain.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO captures (id, raw_text, created_at, source, status) "
                        + "VALUES (?, 'x', '2026-01-01 00:00:00.000', 'text', 'pending')",
                    arguments: [entry.id.lowercasedString])
            }
        }
        #expect(error?.message == "A capture with this id exists; its raw text can never be replaced.")
        try plain.close()
        #expect(try await CaptureStore.open(atPath: path).captures().map(\.rawText) == ["call mom"])
    }
}

import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct OpenErrorTests {
    @Test("a directory is refused")
    func directory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(throws: StoreError.isDirectory(path: directory.url.path)) {
            try CaptureStore.open(atPath: directory.url.path)
        }
    }

    @Test(
        "a file that is not SQLite is refused and left byte-identical",
        arguments: ["hello\n", String(repeating: "x", count: 5000)])
    func notSQLite(_ content: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("notes.txt")
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path)) { try CaptureStore.open(atPath: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(content.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["notes.txt"])
    }

    @Test("an SQLite database from another program is refused and left untouched")
    func foreign() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("other.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE notes (body TEXT)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.foreignDatabase(path: path)) { try CaptureStore.open(atPath: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a database from a newer schema is refused and left untouched")
    func newerSchema() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        do {
            let store = try CaptureStore.open(atPath: path)
            try await store.add(CaptureEntry(rawText: "a"))
            try await store.writer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
            try (store.writer as? DatabasePool)?.close()
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.newerSchema(path: path, unknownMigrations: ["v99"])) {
            try CaptureStore.open(atPath: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("a path below a regular file cannot be created")
    func unwritable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let blocker = directory.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let path = blocker + "/sub/offload.sqlite"
        #expect(throws: StoreError.notWritable(path: path)) { try CaptureStore.open(atPath: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: blocker)) == Data("x".utf8))
    }

    @Test("an empty file becomes a fresh database")
    func emptyFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(try await CaptureStore.open(atPath: path).captureCount() == 0)
    }
}

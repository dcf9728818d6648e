import Foundation
import GRDB
import Testing

@testable import OffloadStore

/// `offload erase` as a whole process: it asks, it erases only after DELETE, a byte scan of the files finds none of
/// the erased texts, and a database held by another process is left as it was.
@Suite struct EraseCommandTests {
    static let environment = ["OFFLOAD_NOW": "2026-11-25T09:00:00Z", "TZ": "UTC", "NO_COLOR": "1"]

    static let texts = (0..<120).map { "ask the lighthouse keeper \($0) about the marmalade sextant" }

    static func fill(_ offload: OffloadProcess) async throws {
        let captured = try await offload.run(
            ["capture", "--lines"], stdin: Data(texts.joined(separator: "\n").utf8), environment: environment)
        #expect(captured.status == 0, "\(captured.stderr)")
        #expect(try await offload.run(["handoff"], environment: environment).status == 0)
        #expect(try await offload.run(["add", "Feed the quokkaboat friday"], environment: environment).status == 0)
    }

    static func count(_ offload: OffloadProcess, _ table: String) throws -> Int {
        try DatabaseQueue(path: offload.databasePath).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1
        }
    }

    @Test("anything but DELETE keeps everything (exit 1); DELETE erases and the files hold none of the texts")
    func asksThenErases() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.fill(offload)
        let kept = try await offload.run(["erase"], stdin: Data("delete\n".utf8), environment: Self.environment)
        #expect(kept.status == 1)
        #expect(kept.stdout.hasPrefix("This erases everything in \(offload.databasePath): 120 captures, 1 task and "))
        #expect(kept.stdout.contains("To keep a copy first: offload export"))
        #expect(kept.stdout.hasSuffix("(anything else keeps it): \nNothing was erased.\n"))
        #expect(try Self.count(offload, "captures") == 120 && Self.count(offload, "tasks") == 1)

        let erased = try await offload.run(["erase"], stdin: Data("DELETE\n".utf8), environment: Self.environment)
        #expect(erased.status == 0, "\(erased.stderr)")
        #expect(erased.stdout.contains("\nErased "))
        #expect(
            erased.stdout.hasSuffix(
                "Checked: none of 100 sampled capture texts is left in the database file or its -wal and -shm files.\n")
        )
        #expect(try Self.count(offload, "captures") == 0 && Self.count(offload, "tasks") == 0)
        let files = FileByteScan.files(ofDatabaseAt: offload.databasePath)
        #expect(try FileByteScan.foundCount(of: Self.texts + ["marmalade", "quokkaboat"], inFiles: files) == 0)
        #expect(try await offload.run(["capture", "a fresh start"], environment: Self.environment).status == 0)
    }

    @Test("--yes-delete-everything --json erases without asking and prints only the JSON")
    func script() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.fill(offload)
        let result = try await offload.run(
            ["erase", "--yes-delete-everything", "--json"], environment: Self.environment)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["removedRows"] as? [String: Int])?["captures"] == 120)
        #expect(json["sampledTexts"] as? Int == 100 && json["textsStillFound"] as? Int == 0)
        #expect(try Self.count(offload, "captures") == 0)
    }

    @Test("another process holding the database: exit 75, one line, nothing erased")
    func busy() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.fill(offload)
        // Another connection takes the write lock and keeps it until erase has given up.
        let holder = try DatabaseQueue(path: offload.databasePath)
        let (locked, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let holding = Task.detached {
            try holder.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                locked.signal()
                release.wait()
                try db.execute(sql: "ROLLBACK")
            }
        }
        await Task.detached { locked.wait() }.value
        let result = try await offload.run(["erase", "--yes-delete-everything"], environment: Self.environment)
        release.signal()
        try await holding.value
        #expect(result.status == 75)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stdout.isEmpty)
        #expect(try Self.count(offload, "captures") == 120)
    }
}

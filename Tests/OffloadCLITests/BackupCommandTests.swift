import Foundation
import GRDB
import Testing

/// `offload backup` and `offload restore` of plain (ZIP) backups, end to end through the built binary.
@Suite struct BackupCommandTests {
    @Test("backup, restore into an empty database: its export is the original's byte for byte but the export time")
    func roundTrip() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await ExportFixture.build(offload)
        let file = offload.directory.appendingPathComponent("offload-backup.zip").path
        let backup = try await offload.run(["backup", file])
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout == "Backed up 117 rows to \(file) (a ZIP, not encrypted).\n")
        #expect(try Self.mode(file) == 0o600)
        let copy = offload.directory.appendingPathComponent("restored.sqlite").path
        let restored = try await offload.run(["restore", file], database: copy)
        #expect(restored.status == 0 && restored.stderr.isEmpty, "\(restored.stderr)")
        #expect(restored.stdout == "Restored 117 rows from \(file) into \(copy).\n")
        let original = try await offload.run(["export", "--include", "events"])
        let again = try await offload.run(["export", "--include", "events"], database: copy)
        #expect(ExportFixture.masked(again.stdout) == ExportFixture.masked(original.stdout))
        #expect(try Self.leftovers(in: offload.directory).isEmpty)
    }

    @Test("a database with rows is refused without --replace (exit 73, unchanged); --replace swaps in the backup")
    func replace() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await ExportFixture.build(offload)
        let file = offload.directory.appendingPathComponent("backup.zip").path
        #expect(try await offload.run(["backup", file]).status == 0)
        let other = offload.directory.appendingPathComponent("other.sqlite").path
        #expect(try await offload.run(["capture", "only in the other database"], database: other).status == 0)
        let before = try await offload.run(["export", "--include", "events"], database: other).stdout
        let refused = try await offload.run(["restore", file], database: other)
        #expect(refused.status == 73)
        #expect(
            refused.stderr
                == "The database \(other) is not empty, so nothing was restored. Give --replace to replace it with "
                + "the backup, or --db with a new file.\n")
        let unchanged = try await offload.run(["export", "--include", "events"], database: other).stdout
        #expect(ExportFixture.masked(unchanged) == ExportFixture.masked(before))
        let replaced = try await offload.run(["restore", file, "--replace"], database: other)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        let original = try await offload.run(["export", "--include", "events"])
        let after = try await offload.run(["export", "--include", "events"], database: other)
        #expect(ExportFixture.masked(after.stdout) == ExportFixture.masked(original.stdout))
        #expect(!after.stdout.contains("only in the other database"))
        #expect(try Self.mode(other) == 0o600)
        #expect(try Self.leftovers(in: offload.directory).isEmpty)
    }

    @Test("backups taken while another process keeps adding restore to whole, consistent databases")
    func whileWriting() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        #expect(try await offload.run(["add", "errand 0"]).status == 0)
        let writer = Task {
            for index in 1...40 { _ = try await offload.run(["add", "errand \(index)"]) }
        }
        var backups: [String] = []
        for index in 0..<4 {
            let file = offload.directory.appendingPathComponent("during\(index).zip").path
            let backup = try await offload.run(["backup", file])
            #expect(backup.status == 0, "\(backup.stderr)")
            backups.append(file)
        }
        try await writer.value
        var counts: Set<Int> = []
        for (index, file) in backups.enumerated() {
            let copy = offload.directory.appendingPathComponent("copy\(index).sqlite").path
            let restored = try await offload.run(["restore", file], database: copy)
            #expect(restored.status == 0, "\(restored.stderr)")
            let (tasks, events, undos, problems) = try Self.inspect(copy)
            #expect(!tasks.isEmpty && tasks == events, "every task with its event, or neither")
            #expect(undos == tasks.count, "every task with its undo entry")
            #expect(problems == ["ok"], "integrity_check ok and foreign_key_check empty")
            counts.insert(tasks.count)
        }
        #expect(counts.count > 1, "the backups saw the writer's progress: \(counts.sorted())")
    }

    /// The ids of the tasks, the ids the "created" events name, the number of undo entries, and `integrity_check`
    /// followed by every `foreign_key_check` row, of the database at `path`.
    static func inspect(_ path: String) throws -> (Set<String>, Set<String>, Int, [String]) {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            let tasks = try String.fetchSet(db, sql: "SELECT id FROM tasks")
            let events = try String.fetchSet(db, sql: "SELECT item_id FROM organizer_events WHERE kind = 'created'")
            let undos = try Int.fetchOne(db, sql: "SELECT count(*) FROM undo_actions") ?? -1
            let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            let foreignKeys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map(\.description)
            return (tasks, events, undos, integrity + foreignKeys)
        }
    }

    /// The permission bits of the file at `path`.
    static func mode(_ path: String) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    /// The work folders and temporary files a backup or restore left in `directory`.
    static func leftovers(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".") }
    }
}

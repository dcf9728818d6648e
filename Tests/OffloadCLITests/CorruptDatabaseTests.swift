import Foundation
import GRDB
import Testing

@Suite struct CorruptDatabaseTests {
    /// A database of 300 captures, its log copied back into the file, with page `page` overwritten by 0xA5 bytes
    /// (by default page 5; with `page: nil`, the root page of the captures table).
    static func damaged(_ offload: OffloadProcess, page: Int? = 5) async throws -> Data {
        let lines = (0..<300).map { "buy milk and eggs number \($0)" }.joined(separator: "\n")
        #expect(try await offload.run(["capture", "--lines"], stdin: Data(lines.utf8)).status == 0)
        let queue = try DatabaseQueue(path: offload.databasePath)
        let (pageSize, root) = try await queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            return (
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096,
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'captures'") ?? 2
            )
        }
        try queue.close()
        let page = page ?? root
        let url = URL(fileURLWithPath: offload.databasePath)
        var bytes = try Data(contentsOf: url)
        let start = (page - 1) * pageSize
        #expect(bytes.count > start + pageSize)
        bytes.replaceSubrange(start..<start + pageSize, with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: url)
        return bytes
    }

    static func message(_ path: String) -> String {
        "The database '\(path)' is damaged, so Offload stopped without writing anything. "
            + "Run `offload doctor --db '\(path)'` to see what is wrong and what to do.\n"
    }

    @Test("Given a damaged captures table, When capturing, Then SQLite's corrupt-page error is 74 with one sentence")
    func captureMeetsDamage() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        _ = try await Self.damaged(offload, page: nil)
        let result = try await offload.run(["capture", "x"])
        #expect(result.status == 74)
        #expect(result.stderr == Self.message(offload.databasePath))
    }

    @Test(
        "Given a damaged middle page, When handing off or re-processing, Then 74 with one sentence and the same bytes")
    func refusesToWrite() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let bytes = try await Self.damaged(offload)
        let path = offload.databasePath
        let models = try TinyModels.arguments()
        for arguments in [["handoff"] + models, ["reprocess", "--all"] + models] {
            let result = try await offload.run(arguments)
            #expect(result.status == 74, "\(arguments)")
            #expect(result.stderr == Self.message(path))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "\(arguments) changed the file")
        }
    }
}

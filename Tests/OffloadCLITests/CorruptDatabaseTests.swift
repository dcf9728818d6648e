import Foundation
import GRDB
import Testing

@Suite struct CorruptDatabaseTests {
    /// A database of 300 captures, its log copied back into the file, with page `page` overwritten by 0xA5 bytes.
    static func damaged(_ offload: OffloadProcess, page: Int = 5) async throws -> Data {
        let lines = (0..<300).map { "buy milk and eggs number \($0)" }.joined(separator: "\n")
        #expect(try await offload.run(["capture", "--lines"], stdin: Data(lines.utf8)).status == 0)
        let queue = try DatabaseQueue(path: offload.databasePath)
        let pageSize = try await queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            return try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
        }
        try queue.close()
        let url = URL(fileURLWithPath: offload.databasePath)
        var bytes = try Data(contentsOf: url)
        let start = (page - 1) * pageSize
        #expect(bytes.count > start + pageSize)
        bytes.replaceSubrange(start..<start + pageSize, with: Data(repeating: 0xA5, count: pageSize))
        try bytes.write(to: url)
        return bytes
    }

    @Test("Given a damaged middle page, When capturing or handing off, Then 74 with one sentence and the same bytes")
    func refusesToWrite() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let bytes = try await Self.damaged(offload)
        let path = offload.databasePath
        for arguments in [["capture", "x"], ["handoff"] + (try TinyModels.arguments())] {
            let result = try await offload.run(arguments)
            #expect(result.status == 74, "\(arguments)")
            #expect(
                result.stderr
                    == "The database '\(path)' is damaged, so Offload stopped without writing anything. "
                    + "Run `offload doctor --db '\(path)'` to see what is wrong and what to do.\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "\(arguments) changed the file")
        }
    }
}

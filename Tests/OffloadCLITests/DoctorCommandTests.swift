import Foundation
import Testing

@Suite struct DoctorCommandTests {
    /// A database of `count` captures, made private (file 0600, folder 0700).
    static func privateDatabase(_ offload: OffloadProcess, count: Int = 3) async throws {
        let lines = (0..<count).map { "note number \($0)" }.joined(separator: "\n")
        #expect(try await offload.run(["capture", "--lines"], stdin: Data(lines.utf8)).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: offload.databasePath)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: offload.directory.path)
    }

    @Test("Given a sound, private database, Then doctor reports every check and exits 0")
    func healthy() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.privateDatabase(offload)
        let result = try await offload.run(["doctor"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "database   \(offload.databasePath)")
        #expect(lines.contains("integrity  ok"))
        #expect(lines.contains { $0.hasPrefix("schema     current (v1, ") })
        #expect(lines.contains("access     file 0600, folder 0700"))
        #expect(lines.contains { $0.hasPrefix("rows       captures 3, undo_actions 0, ") })
        #expect(lines.last == "No problems found.")
        let report = try await offload.run(["doctor", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        #expect(object["healthy"] as? Bool == true)
        #expect(object["integrity"] as? [String] == ["ok"])
        #expect((object["rows"] as? [String: Any])?["captures"] as? Int == 3)
        #expect((object["problems"] as? [Any])?.isEmpty == true)
    }

    @Test("Given a database others can read, Then doctor names the privacy problem with a fix and exits 65")
    func readableByOthers() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await Self.privateDatabase(offload)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: offload.databasePath)
        let result = try await offload.run(["doctor"])
        #expect(result.status == 65)
        #expect(
            result.stdout.hasSuffix(
                "1 problem:\n- Other users on this machine can read the database file (mode 0644).\n"
                    + "  Make it private with: chmod 600 '\(offload.databasePath)'\n"))
    }

    @Test("Given a damaged page, Then doctor reports it, exits 65 and leaves the file and folder as they were")
    func damaged() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let bytes = try await CorruptDatabaseTests.damaged(offload)
        let before = try FileManager.default.contentsOfDirectory(atPath: offload.directory.path).sorted()
        let result = try await offload.run(["doctor"])
        #expect(result.status == 65)
        #expect(result.stdout.contains("\nintegrity  *** in database main ***\n"))
        #expect(result.stdout.contains("- SQLite's integrity check found damage in the database file.\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: offload.databasePath)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: offload.directory.path).sorted() == before)
    }

    @Test("Given no database, Then doctor says so, exits 0 and creates nothing")
    func missing() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let path = offload.directory.appendingPathComponent("none/offload.sqlite").path
        let result = try await offload.run(["doctor"], database: path)
        #expect(result.status == 0)
        #expect(result.stdout == "No database at '\(path)' yet; nothing to check.\n")
        #expect(!FileManager.default.fileExists(atPath: offload.directory.appendingPathComponent("none").path))
    }
}

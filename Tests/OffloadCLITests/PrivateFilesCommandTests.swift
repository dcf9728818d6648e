import Foundation
import Testing

@Suite struct PrivateFilesCommandTests {
    static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber).intValue
    }

    @Test("Given umask 022, When capture creates the database, Then its folders are 0700 and the file 0600")
    func createdPrivate() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let binary = try #require(OffloadProcess.binary)
        let path = offload.directory.appendingPathComponent("data/offload/offload.sqlite").path
        let result = try await offload.run(
            ["-c", "umask 022 && exec \"$0\" capture 'a private thought' --db \"$1\"", binary.path, path],
            passesDatabase: false, executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(try Self.mode(offload.directory.appendingPathComponent("data").path) == 0o700)
        #expect(try Self.mode(offload.directory.appendingPathComponent("data/offload").path) == 0o700)
        #expect(try Self.mode(path) == 0o600)
    }

    @Test("Given a database others can read, Then a command warns once on stderr with the chmod, and still works")
    func warnsAboutSharedFile() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        #expect(try await offload.run(["capture", "a private thought"]).status == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: offload.databasePath)
        let result = try await offload.run(["captures"])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "Warning: other users may access the database file (mode 0644); make it private with: "
                + "chmod 600 '\(offload.databasePath)'\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: offload.databasePath)
        #expect(try await offload.run(["captures"]).stderr.isEmpty)
    }
}

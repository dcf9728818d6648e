import Foundation
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct PrivateFilesTests {
    static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber).intValue
    }

    @Test("under umask 022 the new folders are 0700 and the database, -wal and -shm files 0600")
    func ownerOnlyUnderUmask() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("data/offload/offload.sqlite")
        // umask is process-wide: 022 is the usual default (and the tests' own), set here so the test does not
        // depend on the runner's, and restored at once after the store is open.
        let previous = umask(0o022)
        let store: CaptureStore
        do {
            defer { umask(previous) }
            store = try CaptureStore.open(atPath: path)
        }
        _ = try await store.add(CaptureEntry(rawText: "a private thought"))
        #expect(try Self.mode(directory.path("data")) == 0o700)
        #expect(try Self.mode(directory.path("data/offload")) == 0o700)
        for file in [path, path + "-wal", path + "-shm"] {
            #expect(try Self.mode(file) == 0o600, "\(file)")
        }
    }

    @Test("a database file and folder others may read get one warning line each, with the chmod that fixes it")
    func warnings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("offload.sqlite")
        _ = try CaptureStore.open(atPath: path)
        chmod(directory.url.path, 0o755)
        chmod(path, 0o644)
        #expect(
            PrivateFiles.warnings(forDatabaseAt: path) == [
                "Warning: other users may access the database file (mode 0644); make it private with: "
                    + "chmod 600 '\(path)'",
                "Warning: other users may access the database folder (mode 0755); make it private with: "
                    + "chmod 700 '\(directory.url.path)'",
            ])
        chmod(directory.url.path, 0o700)
        chmod(path, 0o600)
        #expect(PrivateFiles.warnings(forDatabaseAt: path).isEmpty)
    }

    @Test("a shared sticky folder such as /tmp is not reported")
    func foreignFolder() {
        #expect(PrivateFiles.warnings(forDatabaseAt: "/tmp/offload-no-such-file.sqlite").isEmpty)
    }
}

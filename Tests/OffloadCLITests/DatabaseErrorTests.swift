import Foundation
import Testing

@Suite struct DatabaseErrorTests {
    @Test("a directory given as --db is refused with exit 73")
    func directory() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let result = try await cli.run(["capture", "hello"], database: cli.directory.path)
        #expect(result.status == 73)
        #expect(
            result.stderr == "'\(cli.directory.path)' is a directory, not a database file. Pass a file path such as "
                + "'\(cli.directory.path)/offload.sqlite' with --db.\n")
    }

    @Test("a file that is not SQLite is refused with exit 65 and stays byte-identical")
    func notSQLite() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let path = cli.directory.appendingPathComponent("notes.txt").path
        let content = Data("my notes, not a database\n".utf8) + Data((0...255).map { UInt8($0) })
        try content.write(to: URL(fileURLWithPath: path))
        for arguments in [["capture", "hello"], ["captures"], ["undo"]] {
            let result = try await cli.run(arguments, database: path)
            #expect(result.status == 65)
            #expect(
                result.stderr
                    == "'\(path)' is not an SQLite database, so Offload left it untouched. Pass a different file with --db.\n"
            )
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test("an uncreatable path is refused with exit 73")
    func uncreatable() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let blocker = cli.directory.appendingPathComponent("file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let result = try await cli.run(["capture", "hello"], database: blocker + "/offload.sqlite")
        #expect(result.status == 73)
        #expect(
            result.stderr
                == "Cannot create or write '\(blocker)/offload.sqlite'. Check the permissions of the file and "
                + "its folder, or pass --db.\n")
    }

    @Test("without --db, OFFLOAD_DB and then XDG_DATA_HOME choose the file; folders are created")
    func location() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let xdg = cli.directory.appendingPathComponent("xdg").path
        let viaXDG = try await cli.run(["capture", "a"], database: "", environment: ["XDG_DATA_HOME": xdg])
        #expect(viaXDG.status == 0)
        #expect(FileManager.default.fileExists(atPath: xdg + "/offload/offload.sqlite"))
        let env = cli.directory.appendingPathComponent("env/deep/o.sqlite").path
        let viaEnv = try await cli.run(
            ["capture", "b"], database: "", environment: ["OFFLOAD_DB": env, "XDG_DATA_HOME": xdg])
        #expect(viaEnv.status == 0)
        #expect(FileManager.default.fileExists(atPath: env))
        let home = try await cli.run(["capture", "c"], database: "")
        #expect(home.status == 0)
        #expect(FileManager.default.fileExists(atPath: cli.directory.path + "/.local/share/offload/offload.sqlite"))
    }
}

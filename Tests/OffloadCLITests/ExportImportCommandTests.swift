import Foundation
import Testing

/// `offload export` and `offload import` end to end, through the built binary.
@Suite struct ExportImportCommandTests {
    @Test("export, import into an empty database, export again: the same bytes but the export time, events too")
    func roundTrip() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await ExportFixture.build(offload)
        for include in [[], ["--include", "events"]] {
            let first = try await offload.run(["export"] + include, environment: ExportFixture.environment)
            #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
            let file = offload.directory.appendingPathComponent("first\(include.count).json")
            try Data(first.stdout.utf8).write(to: file)
            let copy = offload.directory.appendingPathComponent("copy\(include.count).sqlite").path
            let imported = try await offload.run(["import", file.path], database: copy)
            #expect(imported.status == 0, "\(imported.stderr)")
            let second = try await offload.run(["export"] + include, database: copy)
            #expect(ExportFixture.masked(second.stdout) == ExportFixture.masked(first.stdout))
            #expect(second.stdout != first.stdout, "the export time is now's")
            let tables = try ExportFixture.tables(first.stdout)
            #expect(tables.filter(\.value.isEmpty).keys.sorted() == [], "the fixture fills every table")
            #expect(tables["events"] == nil ? include.isEmpty : !include.isEmpty)
        }
    }

    @Test("importing twice changes nothing, and search finds the imported captures and tasks")
    func idempotent() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await ExportFixture.build(offload)
        let file = offload.directory.appendingPathComponent("export.json").path
        #expect(try await offload.run(["export", "--include", "events", "-o", file]).status == 0)
        let copy = offload.directory.appendingPathComponent("copy.sqlite").path
        _ = try await offload.run(["import", file], database: copy)
        let before = try await offload.run(["export", "--include", "events"], database: copy).stdout
        let again = try await offload.run(["import", file, "--json"], database: copy)
        let totals = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        let counts = try #require(totals["totals"] as? [String: Int])
        #expect(counts["added"] == 0 && counts["conflicts"] == 0 && (counts["unchanged"] ?? 0) > 50)
        let after = try await offload.run(["export", "--include", "events"], database: copy).stdout
        #expect(ExportFixture.masked(after) == ExportFixture.masked(before))
        let found = try await offload.run(["search", "pinecone42"], database: copy).stdout
        #expect(found.contains("capture ") && found.contains("note "), "\(found)")
        #expect(try await offload.run(["search", "plants"], database: copy).stdout.contains("task "))
    }

    @Test("a conflicting row is listed with its table and id and kept; --prefer-import takes the file's")
    func conflict() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await ExportFixture.build(offload)
        let export = try await offload.run(["export"]).stdout
        let tasks = try #require(ExportFixture.tables(export)["tasks"])
        let rent = try #require(tasks.first { $0["title"] as? String == "Pay rent" }?["id"] as? String)
        let file = offload.directory.appendingPathComponent("changed.json")
        try Data(export.replacingOccurrences(of: "\"title\":\"Pay rent\"", with: "\"title\":\"Pay the rent\"").utf8)
            .write(to: file)
        let dry = try await offload.run(["import", file.path, "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("1 conflict kept. Nothing was written.\n"), "\(dry.stdout)")
        #expect(dry.stdout.contains("  tasks \(rent)\n"))
        let kept = try await offload.run(["import", file.path, "--json"])
        #expect(kept.stdout.contains(#"{"id":"\#(rent)","reason":"differs","replaced":false,"table":"tasks"}"#))
        #expect(try await offload.run(["search", "rent"]).stdout.contains("Pay rent"))
        let replaced = try await offload.run(["import", file.path, "--prefer-import"])
        #expect(replaced.stdout.contains("1 conflict replaced."), "\(replaced.stdout)")
        #expect(try await offload.run(["search", "rent"]).stdout.contains("Pay the rent"))
    }

    @Test("a JSON cut short or a ZIP with a changed byte is refused in one line, exit 65, nothing written")
    func refusals() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        try await ExportFixture.build(offload)
        let export = try await offload.run(["export"]).stdout
        let cut = offload.directory.appendingPathComponent("cut.json")
        try Data(export.utf8.prefix(export.utf8.count * 2 / 3)).write(to: cut)
        let empty = offload.directory.appendingPathComponent("empty.sqlite").path
        let refused = try await offload.run(["import", cut.path], database: empty)
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("'\(cut.path)' is cut short (it ends inside the table '"))
        #expect(refused.stderr.hasSuffix("), so nothing was imported.\n") && refused.stdout.isEmpty)
        let counts = try await offload.run(["export"], database: empty).stdout
        #expect(counts.hasPrefix(#"{"counts":{"captures":0,"categories":0,"#))

        let zip = offload.directory.appendingPathComponent("export.zip").path
        #expect(try await offload.run(["export", "--format", "zip", "-o", zip]).status == 0)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: zip)))
        bytes[bytes.count / 4] ^= 0x20
        let changed = offload.directory.appendingPathComponent("changed.zip")
        try Data(bytes).write(to: changed)
        let other = offload.directory.appendingPathComponent("other.sqlite").path
        let rejected = try await offload.run(["import", changed.path], database: other)
        #expect(rejected.status == 65)
        #expect(rejected.stderr.hasPrefix("'\(changed.path)' holds a changed or damaged "), "\(rejected.stderr)")
        #expect(rejected.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: other))

        let newer = offload.directory.appendingPathComponent("newer.json")
        try Data(export.replacingOccurrences(of: "\"formatVersion\":1,", with: "\"formatVersion\":2,").utf8).write(
            to: newer)
        let version = try await offload.run(["import", newer.path])
        #expect(version.status == 65)
        #expect(
            version.stderr
                == "'\(newer.path)' is an export of format version 2; this offload reads version 1, so nothing was imported.\n"
        )
    }

    @Test("an empty database exports a valid JSON, four CSV files with headers only and a ZIP that imports")
    func emptyDatabase() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let json = try await offload.run(["export", "--include", "events"])
        #expect(json.status == 0)
        let tables = try ExportFixture.tables(json.stdout)
        #expect(tables.count == 25 && tables.values.allSatisfy(\.isEmpty))
        let folder = offload.directory.appendingPathComponent("csv").path
        let csv = try await offload.run(["export", "--format", "csv", "-o", folder])
        #expect(
            csv.stdout
                == "Wrote captures.csv (0 rows), tasks.csv (0 rows), list_items.csv (0 rows), plans.csv (0 rows) to \(folder).\n"
        )
        let header = try String(contentsOfFile: folder + "/tasks.csv", encoding: .utf8)
        #expect(
            header
                == "id,title,status,priority,due,scheduled,completed,created,category,tags,plan,notes,repeats,postponed\r\n"
        )
        let zip = offload.directory.appendingPathComponent("empty.zip").path
        #expect(try await offload.run(["export", "--format", "zip", "-o", zip]).status == 0)
        let imported = try await offload.run(["import", zip])
        #expect(
            imported.status == 0 && imported.stdout.contains(": 0 rows added, 0 already here."), "\(imported.stderr)")
    }

    @Test("CSV and ZIP need -o (one line, exit 64); files are owner-only; CSV defuses formulas")
    func filesAndFormats() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        for format in ["csv", "zip"] {
            let refused = try await offload.run(["export", "--format", format])
            #expect(refused.status == 64)
            #expect(
                refused.stderr
                    == "--format \(format) writes files: give -o \(format == "csv" ? "FOLDER" : "FILE.zip").\n")
        }
        try await ExportFixture.run(offload, ["add", "a formula"])
        let task = try #require(try await offload.run(["tasks", "--json"]).objects().first?["id"] as? String)
        try await ExportFixture.run(offload, ["edit", String(task.prefix(8)), "--title", "=SUM(A1:A9) totals"])
        let binary = try #require(OffloadProcess.binary)
        let json = offload.directory.appendingPathComponent("export.json").path
        let folder = offload.directory.appendingPathComponent("sheets").path
        let zip = offload.directory.appendingPathComponent("export.zip").path
        for arguments in [["-o", json], ["--format", "csv", "-o", folder], ["--format", "zip", "-o", zip]] {
            let result = try await offload.run(
                ["-c", "umask 022 && exec \"$0\" export \"$@\"", binary.path] + arguments + [
                    "--db", offload.databasePath,
                ],
                passesDatabase: false, executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(result.status == 0, "\(result.stderr)")
        }
        for path in [json, zip, folder + "/tasks.csv", folder + "/captures.csv"] {
            #expect(try PrivateFilesCommandTests.mode(path) == 0o600, "\(path)")
        }
        #expect(try PrivateFilesCommandTests.mode(folder) == 0o700)
        let tasks = try String(contentsOfFile: folder + "/tasks.csv", encoding: .utf8)
        #expect(tasks.contains(",'=SUM(A1:A9) totals,"), "\(tasks)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: offload.directory.path)
        #expect(leftovers.filter { $0.hasPrefix(".") }.isEmpty, "\(leftovers)")
    }
}

import Foundation
import OffloadCore
import OffloadStore
import Testing

@Suite struct DeleteUndoTests {
    @Test("Given a capture, When deleted then undone, Then it is back; a second undo has nothing to do")
    func deleteUndo() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let saved = try await cli.run(["capture", "--json", "call mom"])
        let id = try JSONDecoder().decode(CaptureJSONRow.self, from: Data(saved.stdout.utf8)).id
        let short = String(id.prefix(8))
        let deleted = try await cli.run(["delete", String(id.prefix(5)).uppercased()])
        #expect(deleted.status == 0)
        #expect(deleted.stdout == "Deleted \(short). Run `offload undo` to restore it.\n")
        #expect(try await cli.run(["captures"]).stdout == "No captures yet. Save one: offload capture \"…\"\n")
        let undone = try await cli.run(["undo"])
        #expect(undone.stdout == "Undid: Deleted capture \(short). Capture \(short) is back.\n")
        #expect(try await cli.run(["captures", "--json"]).captures().map(\.id) == [id])
        let again = try await cli.run(["undo"])
        #expect(again.status == 66)
        #expect(again.stderr == "Nothing to undo: every action still remembered has been taken back.\n")
    }

    @Test("unknown, too short and ambiguous ids are clear errors")
    func badIDs() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        let store = try CaptureStore.open(atPath: cli.databasePath)
        for suffix in ["1", "2"] {
            let id = try #require(UUID(uuidString: "3f2a9c1b-0000-4000-8000-00000000000\(suffix)"))
            try await store.add(CaptureEntry(id: id, rawText: "entry \(suffix)"))
        }
        let unknown = try await cli.run(["delete", "abcd"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr == "No capture has an id starting with 'abcd'. List ids with `offload captures`.\n")
        let short = try await cli.run(["delete", "3f2"])
        #expect(short.status == 64)
        #expect(
            short.stderr
                == "'3f2' is not a capture id. Give at least 4 hexadecimal characters, as shown by `offload captures`.\n"
        )
        let ambiguous = try await cli.run(["delete", "3f2a9"])
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr == "The id '3f2a9' matches 2 captures (3f2a9c1b, 3f2a9c1b). Type more characters.\n")
        #expect(try await cli.run(["delete", "3f2a9c1b-0000-4000-8000-000000000002"]).status == 0)
        #expect(try await cli.run(["captures", "--json"]).captures().map(\.rawText) == ["entry 1"])
    }

    @Test("captures filters by status, limits to the most recent, and rejects a bad limit")
    func listing() async throws {
        let cli = try OffloadProcess()
        defer { cli.remove() }
        _ = try await cli.run(["capture", "--lines"], stdin: Data("one\ntwo\nthree\n".utf8))
        #expect(
            try await cli.run(["captures", "--limit", "2", "--json"]).captures().map(\.rawText) == ["two", "three"])
        #expect(try await cli.run(["captures", "--status", "failed"]).stdout == "No failed captures.\n")
        #expect(try await cli.run(["captures", "--limit", "0"]).status == 64)
        #expect(try await cli.run(["captures", "--status", "nope"]).status == 64)
        let long = String(repeating: "word ", count: 40) + "\nsecond line"
        _ = try await cli.run(["capture"], stdin: Data(long.utf8))
        let lines = try await cli.run(["captures"]).stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.last?.hasSuffix("…") == true)  // Cut to 80 columns, and there is a second line.
    }
}

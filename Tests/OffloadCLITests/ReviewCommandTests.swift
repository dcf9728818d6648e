import Foundation
import Testing

/// `offload review` driven by a stdin script (one key per line, prompts read the next line), end to end.
@Suite struct ReviewCommandTests {
    func prepared(_ texts: [String]) async throws -> OffloadProcess {
        let offload = try OffloadProcess()
        for text in texts { _ = try await offload.run(["capture", text]) }
        let handoff = try await offload.run(["handoff"] + TinyModels.arguments())
        #expect(handoff.status == 0, "\(handoff.stderr)")
        return offload
    }

    @Test("a scripted review accepts, edits and rejects; only accepted and edited ones are placed")
    func scripted() async throws {
        // Given three handed-off captures
        let offload = try await prepared(["fix the fence", "call grandma", "idea: a podcast about maps"])
        defer { offload.remove() }
        let before = try await offload.run(["suggestions", "--json"])
        #expect(try before.reviewItems().count == 3)
        // When the user accepts the first, edits the title of the second and accepts it, and rejects the third
        let script = "a\ne\nt\nRing Grandma\na\nr\n"
        let review = try await offload.run(["review"], stdin: Data(script.utf8))
        // Then two things are placed and nothing is left to review
        #expect(review.status == 0, "\(review.stderr)")
        #expect(
            review.stdout.contains("Done. 1 accepted, 1 edited, 1 rejected, 0 skipped, 0 left as they were; 2 placed."))
        let after = try await offload.run(["suggestions", "--json"])
        #expect(try after.reviewItems().isEmpty)
        let comms = try await offload.run(["comms", "--json"])
        #expect(comms.stdout.contains("Ring Grandma"))
    }

    @Test("cancel leaves the capture as it was, end of input saves and quits, unknown keys show the help")
    func cancelAndEndOfInput() async throws {
        let offload = try await prepared(["fix the fence", "call grandma"])
        defer { offload.remove() }
        let review = try await offload.run(["review"], stdin: Data("z\nc\n".utf8))
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("keys: a accept"))
        #expect(review.stdout.contains("Left this capture as it was."))
        #expect(review.stdout.contains("0 placed."))
        let after = try await offload.run(["suggestions", "--json"])
        #expect(try after.reviewItems().count == 2)
        let tasks = try await offload.run(["tasks", "--json"])
        #expect(try tasks.objects().isEmpty)
    }

    @Test("undo in a review takes back a saved decision and its placement")
    func undo() async throws {
        let offload = try await prepared(["fix the fence", "call grandma"])
        defer { offload.remove() }
        let review = try await offload.run(["review"], stdin: Data("a\nu\nq\n".utf8))
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("it is open for review again."))
        let after = try await offload.run(["suggestions", "--json"])
        #expect(try after.reviewItems().count == 2)
    }

    @Test("nothing to review is said calmly")
    func empty() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let review = try await offload.run(["review"])
        #expect(review.status == 0)
        #expect(review.stdout == "Nothing to review. Hand captures off first: offload handoff\n")
    }

    @Test("the demo runs the whole flow into a new database and refuses an existing one")
    func demo() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let path = offload.directory.appendingPathComponent("demo.sqlite").path
        let demo = try await offload.run(["demo"] + TinyModels.arguments(), database: path)
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(demo.stdout.contains("Saved. Organize later."))
        #expect(demo.stdout.contains("Accepting every suggestion"))
        let again = try await offload.run(["demo"] + TinyModels.arguments(), database: path)
        #expect(again.status == 64)
        #expect(again.stderr.contains("already exists; the demo needs a new database file, so nothing was changed."))
    }
}

import Foundation
import Testing

@Suite struct DecideCommandTests {
    /// Captures `texts`, hands them off with the tiny models, and returns the review items.
    static func handedOff(_ offload: OffloadProcess, _ texts: [String]) async throws -> [ReviewItemRow] {
        let saved = try await offload.run(["capture", "--lines"], stdin: Data(texts.joined(separator: "\n").utf8))
        #expect(saved.status == 0)
        let handOff = try await offload.run(["handoff"] + TinyModels.arguments())
        #expect(handOff.status == 0, "\(handOff.stderr)")
        let noun = texts.count == 1 ? "capture" : "captures"
        #expect(handOff.stdout.hasPrefix("Handed off \(texts.count) \(noun): "))
        return try await offload.run(["suggestions", "--json"]).reviewItems()
    }

    @Test("Given an existing list, When a list suggestion is accepted into it by name, Then items join that list")
    func listIntoExistingList() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let items = try await Self.handedOff(offload, ["milk, eggs and bread", "coffee, sugar and tea"])
        let first = try #require(items.first?.suggestions.first)
        let second = try #require(items.last?.suggestions.first)
        let created = try await offload.run(["decide", first.id, "edit", "--destination", "list:Groceries"])
        #expect(created.status == 0, "\(created.stderr)")
        let joined = try await offload.run(["decide", second.id, "edit", "--destination", "list:groceries"])
        #expect(joined.stdout.contains("in the list Groceries."), "\(joined.stdout)")
        let lists = try await offload.run(["lists", "--json"]).objects()
        #expect(lists.count == 1)
        #expect(lists.first?["name"] as? String == "Groceries")
        #expect(lists.first?["listType"] as? String == "shopping")
    }

    @Test("Given a suggestion, When edited with --due, Then the due date is read by the date grammar")
    func editWithDue() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let item = try #require(try await Self.handedOff(offload, ["call mom"]).first?.suggestions.first)
        let result = try await offload.run([
            "decide", String(item.id.prefix(8)), "edit", "--title", "Call Mom", "--destination", "communication",
            "--due", "2030-03-14 5pm",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"Call Mom\" in communications"))
        let comms = try await offload.run(["comms", "--json"]).objects()
        #expect(comms.first?["dueDate"] as? String == "2030-03-14T17:00:00.000Z")
        #expect(comms.first?["title"] as? String == "Call Mom")
    }

    @Test("Unreadable --due, unknown ids and deciding twice are clear errors")
    func errors() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let item = try #require(try await Self.handedOff(offload, ["water the plants"]).first?.suggestions.first)
        let due = try await offload.run(["decide", item.id, "edit", "--due", "blurgh"])
        #expect(due.status == 65)
        #expect(
            due.stderr == "Could not read 'blurgh' as a date or time, so nothing was changed. "
                + "Try e.g. --due \"tomorrow 5pm\", --due \"next fri\" or --due 2026-12-01.\n")
        let unknown = try await offload.run(["decide", "0000", "accept"])
        #expect(unknown.status == 66)
        #expect(
            unknown.stderr
                == "No suggestion or capture has an id starting with '0000'. List open suggestions with `offload suggestions`.\n"
        )
        #expect(try await offload.run(["decide", item.id, "reject"]).status == 0)
        let again = try await offload.run(["decide", item.id, "accept"])
        #expect(again.status == 65)
        #expect(again.stderr.hasPrefix("This suggestion was already decided in another session ("))
        #expect(try await offload.run(["tasks", "--json"]).stdout == "[]\n")
    }

    @Test("Given accept then undo, Then the task is gone and the suggestion is open again; a second undo has nothing")
    func undo() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let item = try #require(try await Self.handedOff(offload, ["fix the leaky tap"]).first?.suggestions.first)
        #expect(try await offload.run(["decide", item.id, "edit", "--destination", "task"]).status == 0)
        #expect(try await offload.run(["tasks", "--json"]).objects().count == 1)
        let undone = try await offload.run(["decide", "--undo"])
        #expect(undone.stdout.hasPrefix("Undid the edited decision on \(item.id.prefix(8))"))
        #expect(try await offload.run(["tasks", "--json"]).stdout == "[]\n")
        #expect(try await offload.run(["suggestions", "--json"]).reviewItems().count == 1)
        let nothing = try await offload.run(["undo-decision"])
        #expect(nothing.status == 66)
        #expect(nothing.stderr == "Nothing to undo: no review decision is recorded.\n")
    }

    @Test("Given a re-processed capture, Then review shows only the new run and the old one is kept")
    func reprocess() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let before = try #require(try await Self.handedOff(offload, ["renew passport"]).first)
        let again = try await offload.run(["reprocess", String(before.capture.id.prefix(8))] + TinyModels.arguments())
        #expect(again.stdout.hasPrefix("Re-processed 1 capture: "), "\(again.stderr)")
        let after = try #require(try await offload.run(["suggestions", "--json"]).reviewItems().first)
        #expect(after.runID != before.runID)
        let old = try #require(before.suggestions.first)
        let shown = try await offload.run(["suggestions", old.id, "--json"]).reviewItems()
        #expect(shown.first?.runID == before.runID)  // History: the old run and its suggestion remain.
        let skipped = try await offload.run(["handoff", String(before.capture.id.prefix(8))] + TinyModels.arguments())
        #expect(skipped.stderr.contains("was handed off already"))
    }
}

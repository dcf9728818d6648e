import Foundation
import OffloadCore
import Testing

@testable import OffloadStore
@testable import offload

/// `offload start|done|reopen|wait|someday|cancel` and the one `offload undo`.
@Suite struct StateCommandTests {
    typealias Fields = OrganizerFieldsTests

    @Test("done, start and reopen change a task's state; the same state again says so and exits 0; undo walks back")
    func statesAndUndo() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let made = try await Fields.suggestions(offload, ["buy milk tomorrow"])
        _ = try await Fields.stdout(
            offload, ["decide", made[0].id, "edit", "--title", "Buy milk", "--destination", "task"])
        let store = try CaptureStore.open(atPath: offload.databasePath)
        let id = try #require(try await store.tasks().first).task.id.lowercasedString
        let short = String(id.prefix(8))

        #expect(
            try await Fields.stdout(offload, ["done", String(id.prefix(5))])
                == "Done: Buy milk (\(short))\n`offload undo` takes it back.\n")
        #expect(try await Fields.stdout(offload, ["done", short]) == "Already done: Buy milk (\(short))\n")
        #expect(
            try await Fields.stdout(offload, ["start", short])
                == "Started: Buy milk (\(short))\n`offload undo` takes it back.\n")
        #expect(try await store.tasks().first?.task.status == .active)

        let list = try await Fields.stdout(offload, ["undo", "--list"])
        #expect(list.split(separator: "\n").map { $0.drop(while: { $0 != " " }).dropFirst(2) }.count == 3)
        #expect(list.contains("Started: 'Buy milk'") && list.contains("Done: 'Buy milk'"))
        #expect(try await Fields.stdout(offload, ["undo"]) == "Undid: Started: 'Buy milk'.\n")
        #expect(try await store.tasks().first?.task.status == .done)
        #expect(try await Fields.stdout(offload, ["undo"]) == "Undid: Done: 'Buy milk'.\n")
        #expect(try await store.tasks().first?.task.status == .open)
        #expect(
            try await Fields.stdout(offload, ["undo"])
                == "Undid: Edited and accepted 'Buy milk'. Its suggestion is open for review again.\n")
        #expect(try await store.tasks().isEmpty)
        let empty = try await offload.run(["undo"])
        #expect(empty.status == 66)
        #expect(try await Fields.stdout(offload, ["undo", "--list"]) == "Nothing to undo.\n")
    }

    @Test("unknown and ambiguous ids, and a state an item cannot hold, are one-line errors that change nothing")
    func refusals() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let unknown = try await offload.run(["done", "nothing-like-this"])
        #expect(unknown.status == 66)
        #expect(unknown.stderr.hasPrefix("Nothing in your tasks, lists, plans, communications or notes matches"))
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        let made = try await Fields.suggestions(offload, ["milk, eggs and bread"])
        _ = try await Fields.stdout(offload, ["decide", made[0].id, "edit", "--destination", "list:Groceries"])
        let wait = try await offload.run(["wait", "groceries:1"])
        #expect(wait.status == 65)
        #expect(wait.stderr == "A list item can only be done or reopened, not waiting, so nothing was changed.\n")
        #expect(try await Fields.stdout(offload, ["done", "Groceries:1"]).hasPrefix("Done: "))
        let none = try await offload.run(["done"])
        #expect(none.status == 64)
    }

    @Test("bare offload shows today; a word that names no command is a one-line usage error, not an argument of today")
    func unknownCommand() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let typo = try await offload.run(["hand-off"])
        #expect(typo.status == 64)
        #expect(typo.stderr == "'hand-off' is not an offload command. Run `offload --help` to see them.\n")
        let bare = try await offload.run([], environment: ["NO_COLOR": "1"])
        #expect(bare.status == 0)
        #expect(bare.stdout.hasPrefix("Today, "))
    }

    @Test("two processes changing the same task at once both succeed, in some order, and the event log shows both")
    func concurrentChanges() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let added = try await offload.run(["add", "Pay rent"])
        #expect(added.status == 0, "\(added.stderr)")
        let store = try CaptureStore.open(atPath: offload.databasePath)
        let id = try #require(try await store.tasks().first).task.id.lowercasedString
        for round in 0..<3 {
            async let started = offload.run(["start", id])
            async let edited = offload.run(["edit", id, "--title", "Pay rent \(round)"])
            let (start, edit) = try await (started, edited)
            #expect(start.status == 0, "\(start.stderr)")
            #expect(edit.status == 0, "\(edit.stderr)")
            _ = try await offload.run(["reopen", id])
        }
        let kinds = try await store.writer.read { db in
            try String.fetchAll(
                db, sql: "SELECT kind FROM organizer_events WHERE item_id = ? ORDER BY sequence", arguments: [id])
        }
        #expect(kinds.filter { $0 == "edited" }.count == 3)
        #expect(kinds.filter { $0 == "state_changed" }.count == 6)
        #expect(try await store.tasks().first?.task.title == "Pay rent 2")
    }
}

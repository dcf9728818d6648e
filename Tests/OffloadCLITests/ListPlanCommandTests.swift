import Foundation
import OffloadCore
import Testing

@testable import OffloadStore
@testable import offload

/// `offload list add|rename|order`, `check`/`uncheck`, `offload plan add|rename|archive|unarchive`, `plans`
/// progress and `--archived`, `comms` order and `notes ID`.
@Suite struct ListPlanCommandTests {
    typealias Fields = OrganizerFieldsTests

    @Test("list add makes the list and says so; check, uncheck and order by LIST:N; every change is undone")
    func lists() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let added = try await Fields.stdout(offload, ["list", "add", "Groceries", "2 loaves of bread", "milk", "eggs"])
        #expect(added.hasPrefix("Made a new list 'Groceries'.\nAdded to Groceries: 2 loaves of bread ("))
        #expect(!(try await Fields.stdout(offload, ["list", "add", "groceries", "butter"])).contains("Made"))
        #expect(try await Fields.stdout(offload, ["check", "groceries:2"]).hasPrefix("Done: milk ("))
        #expect(
            try await Fields.stdout(offload, ["list", "order", "groceries:4", "--top"])
                == "Moved 'butter' to number 1 in Groceries.\n`offload undo` takes it back.\n")
        let shown = """
            Groceries  (shopping, 4 items)
              [ ] butter
              [ ] 2 loaves of bread
              [x] milk
              [ ] eggs

            """
        #expect(try await Fields.stdout(offload, ["lists"]) == shown)
        #expect(try await Fields.stdout(offload, ["uncheck", "groceries:3"]).hasPrefix("Reopened: milk ("))
        #expect(
            try await Fields.stdout(offload, ["list", "rename", "GROCERIES", "Shopping"])
                == "Renamed list 'Groceries' to 'Shopping'.\n`offload undo` takes it back.\n")
        for _ in 0..<2 { _ = try await Fields.stdout(offload, ["undo"]) }
        #expect(try await Fields.stdout(offload, ["lists"]) == shown)
    }

    @Test("empty names, names taken, and ordering against itself or another list are one-line errors")
    func listRefusals() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        _ = try await Fields.stdout(offload, ["list", "add", "A", "one", "two"])
        _ = try await Fields.stdout(offload, ["list", "add", "B", "three"])
        let cases: [([String], Int32, String)] = [
            (["list", "add", "A", " "], 65, "A list item cannot be empty, so nothing was changed.\n"),
            (["list", "rename", "a", ""], 65, "A list name cannot be empty, so nothing was changed.\n"),
            (["list", "rename", "a", "b"], 65, "There is already a list called 'B', so nothing was changed.\n"),
            (["list", "order", "a:1", "--before", "a:1"], 64, "'a:1' is the item itself, so nothing was moved.\n"),
            (
                ["list", "order", "a:1", "--after", "b:1"], 64,
                "'b:1' is an item of another list, so nothing was moved.\n"
            ),
        ]
        for (arguments, status, message) in cases {
            let result = try await offload.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.stderr == message, "\(arguments)")
        }
        let both = try await offload.run(["list", "order", "a:1", "--top", "--bottom"])
        #expect(both.status == 64)
        #expect(try await Fields.stdout(offload, ["lists", "a"]).contains("[ ] one\n  [ ] two\n"))
    }

    @Test("plan add makes the plan, plans shows progress; archive hides it unless --archived; undo brings it back")
    func plans() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let added = try await Fields.stdout(offload, ["plan", "add", "Garage", "Sort screws", "Sweep", "Paint"])
        #expect(added.hasPrefix("Made a new plan 'Garage'.\nAdded to Garage: Sort screws ("))
        let store = try CaptureStore.open(atPath: offload.databasePath)
        let plan = try #require(try await store.plans().first)
        _ = try await Fields.stdout(offload, ["done", String(plan.tasks[0].task.id.lowercasedString.prefix(8))])
        let shown = "Garage  (1/3 done, \(plan.plan.id.short))\n  [x] Sort screws\n  [ ] Sweep\n  [ ] Paint\n"
        #expect(try await Fields.stdout(offload, ["plans"]) == shown)
        #expect(
            try await Fields.stdout(offload, ["plan", "archive", "garage"])
                == "Archived 'Garage'.\n`offload undo` takes it back.\n")
        #expect(try await Fields.stdout(offload, ["plan", "archive", "garage"]) == "'Garage' is archived already.\n")
        #expect(
            try await Fields.stdout(offload, ["plans"])
                == "No plans in use. Archived plans show with `offload plans --archived`.\n")
        #expect(
            try await Fields.stdout(offload, ["plans", "--archived"]).hasPrefix(
                "Garage  (1/3 done, \(plan.plan.id.short))  archived\n"))
        _ = try await Fields.stdout(offload, ["undo"])
        #expect(try await Fields.stdout(offload, ["plans"]) == shown)
        #expect(
            try await Fields.stdout(offload, ["plan", "rename", "garage", "Workshop"])
                == "Renamed plan 'Garage' to 'Workshop'.\n`offload undo` takes it back.\n")
        _ = try await Fields.stdout(offload, ["plan", "archive", "workshop"])
        _ = try await Fields.stdout(offload, ["plan", "unarchive", "workshop"])
        #expect(try await Fields.stdout(offload, ["plans"]).hasPrefix("Workshop  (1/3 done"))
        let empty = try await offload.run(["plan", "add", "Workshop", ""])
        #expect(empty.status == 65)
    }

    @Test("comms shows done ones last; notes ID shows one note whole")
    func commsAndNotes() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let made = try await Fields.suggestions(offload, ["call mom", "email tom", "idea about the garden"])
        _ = try await Fields.stdout(offload, ["decide", made[0].id, "edit", "--destination", "communication"])
        _ = try await Fields.stdout(offload, ["decide", made[1].id, "edit", "--destination", "communication"])
        _ = try await Fields.stdout(
            offload, ["decide", made[2].id, "edit", "--destination", "note", "--title", "Garden"])
        let store = try CaptureStore.open(atPath: offload.databasePath)
        let first = try #require(try await store.communicationItems().first).communication
        _ = try await Fields.stdout(offload, ["done", first.id.short])
        let comms = try await Fields.stdout(offload, ["comms"]).split(separator: "\n")
        #expect(comms.count == 2 && comms[1].hasPrefix("[x] \(first.id.short)") && comms[0].hasPrefix("[ ] "))
        let note = try #require(try await store.notes().first).note
        let shown = try await Fields.stdout(offload, ["notes", note.id.short])
        #expect(shown.hasPrefix("Garden  (\(note.id.short), "))
        #expect(shown.hasSuffix("\n\n\(note.body)\n"))
        let missing = try await offload.run(["notes", "ffffffff"])
        #expect(missing.status == 66)
    }
}

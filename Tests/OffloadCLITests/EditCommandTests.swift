import Foundation
import OffloadCore
import Testing

@testable import OffloadStore

/// `offload add`, `edit`, `move`, `order` and `rm` end to end: their words, errors and exit codes.
@Suite struct EditCommandTests {
    /// Monday 2026-11-23 09:00 UTC; the runs use `TZ=UTC`.
    static let now = ["OFFLOAD_NOW": "2026-11-23T09:00:00Z"]

    func run(_ offload: OffloadProcess, _ arguments: [String], stdin: String = "") async throws
        -> OffloadProcess.Result
    {
        try await offload.run(arguments, stdin: Data(stdin.utf8), environment: Self.now)
    }

    func stdout(_ offload: OffloadProcess, _ arguments: [String], stdin: String = "") async throws -> String {
        let result = try await run(offload, arguments, stdin: stdin)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    /// Adds `text` and returns the new task's short id.
    func add(_ offload: OffloadProcess, _ text: String) async throws -> String {
        let output = try await stdout(offload, ["add", text])
        let start = try #require(output.firstIndex(of: "(")).utf16Offset(in: output) + 1
        return String(output.dropFirst(start).prefix(8))
    }

    @Test("add says what it understood in the user's words; text with nothing to read is an inbox task")
    func addWords() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let first = try await stdout(offload, ["add", "call mom tmrw at 5pm #family @home +Weekend !!"])
        let id = String(first.dropFirst("Added 'Call mom' (".count).prefix(8))
        #expect(
            first == """
                Added 'Call mom' (\(id)) — due tomorrow 17:00, high priority, #family (new), @home (new), \
                in plan 'Weekend' (new).
                `offload undo` takes it back.

                """)
        let plain = try await stdout(offload, ["add", "think", "about", "the", "garden"])
        #expect(plain.hasPrefix("Added 'Think about the garden' (") && plain.contains(") — in the inbox.\n"))
        let again = try await stdout(offload, ["add", "book tickets friday #Family +weekend"])
        #expect(again.contains("— due Fri, #Family, in plan 'Weekend'.\n"))
        let blank = try await run(offload, ["add", "  "])
        #expect(blank.status == 65 && blank.stderr == "A title cannot be empty.\n")
        let store = try CaptureStore.open(atPath: offload.databasePath)
        #expect(try await store.tasks().count == 3)
    }

    @Test("add --json prints the task object; --lines adds every line in one undo action")
    func addJSONAndLines() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let json = try await stdout(offload, ["add", "--json", "pay rent friday 9am #home"])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == ["id", "title", "status", "dueDate", "position", "priority", "tags", "postponed"])
        #expect(object["title"] as? String == "Pay rent" && object["dueDate"] as? String == "2026-11-27T09:00:00.000Z")
        #expect(object["postponed"] as? Int == 0 && object["tags"] as? [String] == ["home"])
        let lines = try await stdout(offload, ["add", "--lines"], stdin: "buy milk\n\n  \nwater plants tomorrow\n")
        #expect(lines.hasSuffix("`offload undo` takes all 2 back.\n"))
        #expect(try await stdout(offload, ["undo"]) == "Undid: Added 2 tasks.\n")
        let store = try CaptureStore.open(atPath: offload.databasePath)
        #expect(try await store.tasks().map(\.task.title) == ["Pay rent"])
        let empty = try await run(offload, ["add", "--lines"], stdin: "\n \n")
        #expect(empty.status == 65)
        #expect(empty.stderr == "Standard input held no task (every line was blank), so nothing was added.\n")
    }

    @Test("edit changes fields and says so; an unreadable --due, a blank title and an unknown id change nothing")
    func edit() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let id = try await add(offload, "buy milk #shop")
        #expect(
            try await stdout(
                offload,
                [
                    "edit", id, "--title", "Buy oat milk", "--due", "next fri 9am", "--priority", "normal", "--tag",
                    "-shop",
                    "--tag", "+food", "--category", "Errands",
                ])
                == "Edited 'Buy milk' (\(id)). Created category 'Errands', tag 'food'. `offload undo` takes it back.\n")
        let store = try CaptureStore.open(atPath: offload.databasePath)
        let task = try #require(try await store.tasks().first)
        #expect(task.task.title == "Buy oat milk" && task.tags == ["food"] && task.category == "Errands")
        #expect(task.task.dueDate == ISO8601DateFormatter().date(from: "2026-12-04T09:00:00Z"))

        let unreadable = try await run(offload, ["edit", id, "--due", "blorp"])
        #expect(unreadable.status == 65)
        #expect(
            unreadable.stderr
                == "Could not read 'blorp' as a date or time, so nothing was changed. Try e.g. \"tomorrow 5pm\", "
                + "\"next fri 9am\", \"in 2 weeks\" or 2026-12-01.\n")
        #expect(try await run(offload, ["edit", id, "--title", ""]).status == 65)
        #expect(try await run(offload, ["edit", "abcdef12", "--title", "x"]).status == 66)
        let nothing = try await run(offload, ["edit", id])
        #expect(nothing.status == 64)
        #expect(try await store.tasks().first == task)
        #expect(
            try await stdout(offload, ["edit", id, "--priority", "normal"])
                == "Nothing changed: 'Buy oat milk' (\(id)) already has those values.\n")
    }

    @Test("move says where to, counts postponements, and says a move into the past")
    func move() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let id = try await add(offload, "call the bank today 4pm")
        #expect(
            try await stdout(offload, ["move", id, "tomorrow"])
                == "Moved 'Call the bank' (\(id)) to tomorrow 16:00 (postponed once). `offload undo` takes it back.\n")
        #expect(
            try await stdout(offload, ["move", id, "in", "2", "weeks"]).hasPrefix(
                "Moved 'Call the bank' (\(id)) to 2026-12-07 16:00 (postponed 2 times)."))
        #expect(
            try await stdout(offload, ["move", id, "2026-11-01"])
                == "Moved 'Call the bank' (\(id)) to 2026-11-01 16:00. 2026-11-01 16:00 is in the past; moved anyway. "
                + "`offload undo` takes it back.\n")
        #expect(
            try await stdout(offload, ["move", id, "inbox"])
                == "Moved 'Call the bank' (\(id)) to the inbox. `offload undo` takes it back.\n")
        #expect(
            try await stdout(offload, ["move", id, "inbox"])
                == "'Call the bank' (\(id)) is already in the inbox; nothing changed.\n")
        let unreadable = try await run(offload, ["move", id, "blorp"])
        #expect(unreadable.status == 65 && unreadable.stderr.hasPrefix("Could not read 'blorp'"))
    }

    @Test("a task carries its postponed count: tasks --json and the views' JSON show it")
    func postponedCount() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let id = try await add(offload, "call the bank today 4pm")
        _ = try await stdout(offload, ["move", id, "tomorrow"])
        _ = try await stdout(offload, ["move", id, "in", "2", "days"])
        let tasks = try #require(
            JSONSerialization.jsonObject(with: Data(try await stdout(offload, ["tasks", "--json"]).utf8))
                as? [[String: Any]])
        #expect(tasks.map { $0["postponed"] as? Int } == [2])
        let upcoming = try #require(
            JSONSerialization.jsonObject(with: Data(try await stdout(offload, ["upcoming", "--json"]).utf8))
                as? [String: Any])
        let days = try #require(upcoming["days"] as? [[String: Any]])
        #expect(days.compactMap { ($0["tasks"] as? [[String: Any]])?.first?["postponed"] as? Int } == [2])
    }

    @Test("order places a task; before itself and a non-task other are refused with 65")
    func order() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let first = try await add(offload, "first")
        let second = try await add(offload, "second")
        #expect(
            try await stdout(offload, ["order", second, "--before", first])
                == "Placed 'Second' (\(second)) before 'First' (\(first)). `offload undo` takes it back.\n")
        #expect(
            try await stdout(offload, ["order", second, "--top"])
                == "'Second' (\(second)) is already at the top; nothing changed.\n")
        let itself = try await run(offload, ["order", first, "--after", first])
        #expect(itself.status == 65)
        #expect(
            itself.stderr == "A task cannot go before or after itself, so nothing was changed. Name another task.\n")
        _ = try await stdout(offload, ["add", "sow peas +Garden"])
        let plan = try await run(offload, ["order", first, "--after", "garden"])
        #expect(plan.status == 65)
        #expect(plan.stderr == "Ordering against does not apply to a plan, so nothing was changed.\n")
        #expect(try await run(offload, ["order", first]).status == 64)
    }

    @Test("rm removes a tagged task and a plan (its tasks stay); undo puts back everything, tags included")
    func remove() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let id = try await add(offload, "call mom #family #phone")
        let step = try await add(offload, "dig +Garden")
        let store = try CaptureStore.open(atPath: offload.databasePath)
        let before = try await store.tasks().sorted { $0.task.id.short < $1.task.id.short }
        let output = try await stdout(offload, ["rm", id, "garden"]).split(separator: "\n")
        #expect(output.count == 4)
        #expect(output.first == "Removed task 'Call mom' (\(id)).")
        #expect(output.dropFirst().first?.hasPrefix("Removed plan 'Garden' (") == true)
        #expect(
            Array(output.suffix(2)) == [
                "1 task of the plan stayed, out of any plan (--with-tasks removes them).",
                "`offload undo` puts it all back.",
            ])
        #expect(try await store.tasks().first?.task.planID == nil)
        #expect(try await store.tasks().map(\.task.id.short) == [step])
        #expect(try await stdout(offload, ["undo"]) == "Undid: Removed 'Call mom' and 1 more.\n")
        #expect(try await store.tasks().sorted { $0.task.id.short < $1.task.id.short } == before)
        let unknown = try await run(offload, ["rm", id, "nothing-like-this"])
        #expect(unknown.status == 66)
        #expect(try await store.tasks().sorted { $0.task.id.short < $1.task.id.short } == before)
    }
}

extension UUID {
    fileprivate var short: String { String(uuidString.lowercased().prefix(8)) }
}

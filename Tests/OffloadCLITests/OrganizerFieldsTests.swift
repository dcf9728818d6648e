import Foundation
import OffloadCore
import Testing

@testable import OffloadStore
@testable import offload

/// Every field a plan, list, communication or note stores shows in `plans`, `lists`, `comms` and `notes`, in text
/// and in `--json`.
///
/// Categories are given with `offload decide ID edit --category`, so that the tiny test models' category
/// confidence does not matter; tags come from hashtags, the priority and recurrence from the capture's words.
@Suite struct OrganizerFieldsTests {
    /// Hands off `texts` with the tiny models and returns their suggestions, one a capture, in capture order.
    static func suggestions(_ offload: OffloadProcess, _ texts: [String]) async throws -> [ReviewItemRow.SuggestionRow]
    {
        let items = try await DecideCommandTests.handedOff(offload, texts)
        let suggestions = items.compactMap { $0.suggestions.first }
        try #require(suggestions.count == texts.count)
        return suggestions
    }

    /// Runs `offload arguments…`, expects success, and returns stdout.
    static func stdout(_ offload: OffloadProcess, _ arguments: [String]) async throws -> String {
        let result = try await offload.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    @Test("Given a plan, a list, a communication and a note placed with their fields, Then each listing shows them")
    func everyField() async throws {
        // Given four captures, each placed with a category (and the plan with a due date, the call as a communication)
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let made = try await Self.suggestions(
            offload,
            [
                "plan tom's birthday: book venue, send invites #family", "milk, eggs and bread #weekly",
                "urgent: call mom every sunday #family", "wifi password is pinecone42 #home",
            ])
        #expect(Array(made.map(\.destinationType).prefix(2)) == ["plan", "list"])
        let edits = [
            ["--due", "2030-03-14 7pm", "--category", "social"], ["--category", "errands"],
            ["--destination", "communication", "--category", "social"],
            ["--destination", "note", "--category", "home"],
        ]
        for (suggestion, edit) in zip(made, edits) {
            _ = try await Self.stdout(offload, ["decide", suggestion.id, "edit"] + edit)
        }

        // Then plans shows the due date, category and tags in its header, and --json carries them
        let plan = try #require(try await offload.run(["plans", "--json"]).objects().first)
        let planID = try #require(plan["id"] as? String)
        #expect(plan["dueDate"] as? String == "2030-03-14T19:00:00.000Z")
        #expect(plan["priority"] == nil)
        #expect(plan["category"] as? String == "social")
        #expect(plan["tags"] as? [String] == ["family"])
        let plans = try await Self.stdout(offload, ["plans"])
        #expect(
            plans.hasPrefix(
                "Tom's birthday  (0/2 done, \(planID.prefix(8)))  due 2030-03-14 19:00  [social]  #family\n"),
            "\(plans)")

        // And lists shows the category and tags
        let list = try #require(try await offload.run(["lists", "--json"]).objects().first)
        #expect(list["category"] as? String == "errands")
        #expect(list["tags"] as? [String] == ["weekly"])
        #expect(
            try await Self.stdout(offload, ["lists"]).hasPrefix("Groceries  (shopping, 3 items)  [errands]  #weekly\n"))

        // And comms shows the priority, the recurrence as stored, the category and tags
        let call = try #require(try await offload.run(["comms", "--json"]).objects().first)
        let callID = try #require(call["id"] as? String)
        #expect(call["priority"] as? String == "urgent")
        #expect(call["recurrence"] as? String == "FREQ=WEEKLY;BYDAY=SU")
        #expect(call["category"] as? String == "social")
        #expect(call["tags"] as? [String] == ["family"])
        let comms = try await Self.stdout(offload, ["comms"])
        // Due at the rule's first occurrence: the next Sunday after the capture was made.
        #expect(comms.hasPrefix("[ ] \(callID.prefix(8))  call mom: Call mom  due "), "\(comms)")
        #expect(comms.hasSuffix("  (urgent)  repeats FREQ=WEEKLY;BYDAY=SU  [social]  #family\n"), "\(comms)")

        // And notes shows the category and tags
        let note = try #require(try await offload.run(["notes", "--json"]).objects().first)
        #expect(note["category"] as? String == "home")
        #expect(note["tags"] as? [String] == ["home"])
        let notes = try await Self.stdout(offload, ["notes"])
        #expect(notes.hasSuffix("  Wifi password is pinecone42  [home]  #home\n"), "\(notes)")
    }

    @Test("Given destinations with no category or tags, Then --json gives empty tags and leaves the rest out")
    func noLabels() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let made = try await Self.suggestions(offload, ["milk, eggs and bread", "call mom"])
        _ = try await Self.stdout(offload, ["decide", made[0].id, "accept"])
        _ = try await Self.stdout(offload, ["decide", made[1].id, "edit", "--destination", "note"])
        let list = try #require(try await offload.run(["lists", "--json"]).objects().first)
        #expect(list["tags"] as? [String] == [])
        #expect(list["category"] == nil)
        let note = try #require(try await offload.run(["notes", "--json"]).objects().first)
        #expect(note["tags"] as? [String] == [])
        #expect(note["category"] == nil)
        #expect(try await Self.stdout(offload, ["notes"]).hasSuffix("  Call mom\n"))
    }

    @Test("A plan header shows a priority other than medium, like tasks, and its progress")
    func priorityAndCounts() throws {
        let id = UUID()
        func header(_ priority: TaskPriority?, steps: Int) throws -> String? {
            let plan = try Plan(id: id, title: "Garage", priority: priority)
            let tasks = try (0..<steps).map {
                TaskOutline(
                    task: try TaskItem(title: "step \($0)", planID: id), category: nil, tags: [], planTitle: nil)
            }
            let outline = PlanOutline(plan: plan, category: nil, tags: [], tasks: tasks, subplans: [])
            return PlansCommand.lines(for: outline, indent: "").first
        }
        #expect(try header(.high, steps: 1) == "Garage  (0/1 done, \(id.short))  (high)")
        #expect(try header(.medium, steps: 2) == "Garage  (0/2 done, \(id.short))")
        #expect(try header(nil, steps: 0) == "Garage  (no steps, \(id.short))")
        let list = try ListEntity(name: "Hardware", listType: .custom)
        let one = ListOutline(
            list: list, category: nil, tags: ["diy"], items: [try ListItem(listID: list.id, text: "nails")])
        #expect(ListsCommand.header(for: one) == "Hardware  (custom, 1 item)  #diy")
    }
}

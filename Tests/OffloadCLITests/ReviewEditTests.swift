import Foundation
import Testing

/// Every edit lands: titles name lists and plans, items can be changed, a field the destination cannot hold is
/// refused, and what was placed before is not placed twice without saying so.
@Suite struct ReviewEditTests {
    static func only(_ offload: OffloadProcess, _ text: String) async throws -> ReviewItemRow.SuggestionRow {
        try #require(try await DecideCommandTests.handedOff(offload, [text]).first?.suggestions.first)
    }

    @Test("Given a plan suggestion, When its title, an item and the due date are edited, Then the plan has them all")
    func planTitleAndItems() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let plan = try await Self.only(offload, "plan tom's birthday: book venue, send invites, order cake")
        try #require(plan.destinationType == "plan")
        let result = try await offload.run([
            "decide", plan.id, "edit", "--title", "Tom's birthday", "--due", "2030-03-14 7pm", "--item",
            "2=send the invites", "--add-item", "buy balloons",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("the plan \"Tom's birthday\" with 4 steps"), "\(result.stdout)")
        let plans = try await offload.run(["plans", "--json"]).objects()
        #expect(plans.map { $0["title"] as? String } == ["Tom's birthday"])
        let steps = (plans.first?["tasks"] as? [[String: Any]] ?? []).map { $0["title"] as? String }
        #expect(steps == ["book venue", "send the invites", "order cake", "buy balloons"])
    }

    @Test("Given a list suggestion, When retitled with an item removed, Then the title names the new list")
    func listTitle() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let list = try await Self.only(offload, "milk, eggs and bread")
        try #require(list.destinationType == "list")
        let result = try await offload.run(["decide", list.id, "edit", "--title", "Weekly shop", "--remove-item", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("2 items in the new list Weekly shop."), "\(result.stdout)")
        let lists = try await offload.run(["lists", "--json"]).objects()
        #expect(lists.map { $0["name"] as? String } == ["Weekly shop"])
        #expect((lists.first?["items"] as? [[String: Any]])?.map { $0["text"] as? String } == ["milk", "bread"])
    }

    @Test("Empty item text, a missing item number and a title that fights a list name are refused; nothing is placed")
    func itemRefusals() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let list = try await Self.only(offload, "milk, eggs and bread")
        let empty = try await offload.run(["decide", list.id, "edit", "--item", "1= "])
        #expect(empty.status == 65)
        #expect(empty.stderr == "An item cannot be empty, so nothing was changed. Give it some text, or remove it.\n")
        let missing = try await offload.run(["decide", list.id, "edit", "--remove-item", "9"])
        #expect(missing.status == 65)
        #expect(missing.stderr == "There is no item 9: this suggestion has 3 items, so nothing was changed.\n")
        let both = try await offload.run(["decide", list.id, "edit", "--title", "A", "--destination", "list:B"])
        #expect(both.status == 65)
        #expect(try await offload.run(["lists", "--json"]).stdout == "[]\n")
    }

    @Test("Given a task, When sent to plan:NAME, Then the task is the plan's step, not an empty plan")
    func taskIntoPlan() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let task = try await Self.only(offload, "water the plants")
        let result = try await offload.run(["decide", task.id, "edit", "--destination", "plan:Garden"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("the plan \"Garden\" with 1 step"), "\(result.stdout)")
        let plans = try await offload.run(["plans", "--json"]).objects()
        let steps = (plans.first?["tasks"] as? [[String: Any]] ?? []).map { $0["title"] as? String }
        #expect(steps == [task.title])
    }

    @Test("Given a task with a due date, When sent to a list, Then the date is refused by name and nothing is placed")
    func listRefusesDue() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let task = try await Self.only(offload, "water the plants")
        let result = try await offload.run([
            "decide", task.id, "edit", "--destination", "list:Reading", "--due", "tomorrow",
        ])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "A list cannot hold a due date, so nothing was placed. "
                + "Drop it with --no-due, or choose task, plan or communication.\n")
        #expect(try await offload.run(["lists", "--json"]).stdout == "[]\n")
    }

    @Test("Given an accepted list, When re-processed, Then the repeat is marked and placing it twice needs --again")
    func reprocessAfterAccept() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        let list = try await Self.only(offload, "milk, eggs and bread")
        #expect(try await offload.run(["decide", list.id, "accept"]).status == 0)
        let again = try await offload.run(["reprocess", String(list.captureID.prefix(8))] + TinyModels.arguments())
        #expect(again.stdout.contains("1 of them has placements already"), "\(again.stdout)")
        let shown = try await offload.run(["suggestions"])
        #expect(shown.stdout.contains("already placed in the list Groceries"), "\(shown.stdout)")
        let json = try await offload.run(["suggestions", "--json"])
        let items = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        let suggestion = try #require((items?.first?["suggestions"] as? [[String: Any]])?.first)
        let placed = suggestion["alreadyPlaced"] as? [String: Any]
        #expect(placed?["destinationType"] as? String == "list")
        #expect(placed?["destinationName"] as? String == "Groceries")
        let id = try #require(suggestion["id"] as? String)
        let refused = try await offload.run(["decide", id, "accept"])
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "This capture is already placed in the list Groceries, so \(id.prefix(8)) was not placed again. "
                + "Accept it with --again to place it a second time, or reject it.\n")
        #expect(try await Self.itemCount(offload) == 3)
        #expect(try await offload.run(["decide", id, "accept", "--again"]).status == 0)
        #expect(try await Self.itemCount(offload) == 6)
    }

    static func itemCount(_ offload: OffloadProcess) async throws -> Int {
        try await offload.run(["lists", "--json"]).objects().reduce(0) { count, list in
            count + ((list["items"] as? [Any])?.count ?? 0)
        }
    }

    @Test("Review: an unreadable when says so; i and n edit items; undo returns to the suggestion and counts right")
    func reviewEdits() async throws {
        let offload = try OffloadProcess()
        defer { offload.remove() }
        _ = try await DecideCommandTests.handedOff(offload, ["milk, eggs and bread", "water the plants"])
        let keys = "e\nw\nsomeday soon\ni\n2\nbrown eggs\nn\nbutter\na\nu\na\nr\n"
        let review = try await offload.run(["review"], stdin: Data(keys.utf8))
        #expect(review.status == 0, "\(review.stderr)")
        #expect(
            review.stdout.contains(
                "Could not read 'someday soon' as a date or time; the due date is unchanged. Try e.g. tomorrow 5pm."))
        #expect(review.stdout.contains("Placed 4 items in the new list Groceries."), "\(review.stdout)")
        #expect(review.stdout.contains("Undid \"Groceries\"; it is open for review again."))
        #expect(review.stdout.contains("Placed 3 items in the new list Groceries."))
        #expect(review.stdout.contains("Rejected \"Water the plants\"; nothing was placed."), "\(review.stdout)")
        #expect(
            review.stdout.hasSuffix(
                "Done. 1 accepted, 0 edited, 1 rejected, 0 skipped, 0 left as they were; 1 placed.\n"),
            "\(review.stdout)")
        #expect(try await Self.itemCount(offload) == 3)
    }
}

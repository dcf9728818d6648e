import Foundation
import OffloadCore
import Testing

@testable import OffloadStore

/// Reading one item by reference, making lists and plans by name, any month's counts, and an edit's whole tag set.
@Suite struct OrganizerItemReadTests {
    @Test("createList and createPlan make them with their first entries, refuse a taken name and undo in one step")
    func create() async throws {
        let store = try CaptureStore.inMemory()
        let list = try await store.createList(named: " Groceries ", items: ["milk", "eggs"])
        #expect(list.title == "Groceries")
        #expect(try await store.list("groceries").items.map(\.text) == ["milk", "eggs"])
        await #expect(throws: StoreError.nameTaken(kind: "list", name: "Groceries")) {
            try await store.createList(named: "GROCERIES")
        }
        let plan = try await store.createPlan(titled: "Garden", steps: ["dig", "plant"])
        #expect(
            try await store.plan(String(plan.id.lowercasedString.prefix(6))).tasks.map(\.task.title) == [
                "dig", "plant",
            ])
        await #expect(throws: StoreError.emptyName(kind: "plan step")) {
            try await store.createPlan(titled: "Hall", steps: [" "])
        }
        try await store.undo()
        #expect(try await store.plans().isEmpty)
        #expect(try await store.tasks().isEmpty)
        try await store.undo()
        #expect(try await store.lists().isEmpty)
    }

    @Test("task, list and plan read by reference; unknown ones are itemNotFound")
    func reads() async throws {
        let store = try CaptureStore.inMemory()
        let added = try await store.addTasks([try TaskDraft(title: "Buy milk")])
        let id = added[0].outline.task.id.lowercasedString
        #expect(try await store.task(String(id.prefix(5))) == added[0].outline)
        await #expect(throws: StoreError.itemNotFound(reference: "Groceries")) { try await store.list("Groceries") }
        await #expect(throws: StoreError.itemNotFound(reference: "Garden")) { try await store.plan("Garden") }
        await #expect(throws: StoreError.itemNotFound(reference: "ffff0000")) {
            try await store.communication("ffff0000")
        }
    }

    @Test("an edit's tags replace the whole set, ignoring case and creating new tags")
    func tagSet() async throws {
        let store = try CaptureStore.inMemory()
        var draft = try TaskDraft(title: "Buy milk")
        draft.tags = ["food", "later"]
        let id = try await store.addTasks([draft])[0].outline.task.id.lowercasedString
        var edit = ItemEdit()
        edit.tags = ["FOOD", "shop"]
        try await store.edit(id, edit)
        #expect(try await store.task(id).tags == ["food", "shop"])
        edit.tags = []
        try await store.edit(id, edit)
        #expect(try await store.task(id).tags.isEmpty)
    }

    @Test("month(_:of:) counts another month's days and marks no today outside this month")
    func otherMonth() async throws {
        let store = try CaptureStore.inMemory()
        let moment = ViewMoment(now: Date(timeIntervalSince1970: 1_795_000_000), timeZone: .gmt)  // 2026-11-18
        let due = try #require(ISO8601DateFormatter().date(from: "2027-02-10T12:00:00Z"))
        _ = try await store.addTasks([try TaskDraft(title: "Renew passport", dueDate: due)])
        let february = try await store.month(2, of: 2027, at: moment)
        #expect(february.count == 28 && february.first?.day.date == "2027-02-01")
        #expect(february[9].open == 1 && !february.contains(where: \.isToday))
        #expect(try await store.month(11, of: 2026, at: moment).filter(\.isToday).map(\.day.date) == ["2026-11-18"])
    }
}

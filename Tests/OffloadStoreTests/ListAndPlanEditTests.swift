import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

@Suite struct ListAndPlanEditTests {
    static func items(_ store: CaptureStore, _ list: String) async throws -> [String] {
        try await store.lists(named: list).first?.items.map(\.text) ?? []
    }

    @Test("list add makes the list when there is none by that name (any case), then appends to it; undo takes it back")
    func addMakesList() async throws {
        let store = try CaptureStore.inMemory()
        let first = try await store.addListItems(["2 loaves of bread", "milk"], to: "Groceries")
        #expect(first.created && first.items.map(\.title) == ["2 loaves of bread", "milk"])
        let second = try await store.addListItems(["  eggs "], to: "GROCERIES")
        #expect(!second.created && second.list.id == first.list.id)
        #expect(try await Self.items(store, "groceries") == ["2 loaves of bread", "milk", "eggs"])
        #expect(try await store.lists().first?.list.listType == .shopping)
        try await store.undo()
        #expect(try await Self.items(store, "groceries") == ["2 loaves of bread", "milk"])
        try await store.undo()
        #expect(try await store.lists().isEmpty)
    }

    @Test("empty list names and items are refused and nothing is added")
    func emptyRefused() async throws {
        let store = try CaptureStore.inMemory()
        await #expect(throws: StoreError.emptyName(kind: "list item")) {
            try await store.addListItems(["milk", " "], to: "Groceries")
        }
        await #expect(throws: StoreError.emptyName(kind: "list name")) {
            try await store.addListItems(["milk"], to: "")
        }
        #expect(try await store.lists().isEmpty)
    }

    @Test("renaming a list onto another list's name is refused; a new name is kept and undone")
    func renameList() async throws {
        let store = try CaptureStore.inMemory()
        try await store.addListItems(["milk"], to: "Groceries")
        try await store.addListItems(["socks"], to: "Packing")
        await #expect(throws: StoreError.nameTaken(kind: "list", name: "Packing")) {
            try await store.renameList("groceries", to: "packing")
        }
        let renaming = try await store.renameList("groceries", to: "Shopping")
        #expect(renaming.changed && renaming.item.title == "Groceries")
        #expect(try await Self.items(store, "shopping") == ["milk"])
        #expect(!(try await store.renameList("shopping", to: "Shopping").changed))
        try await store.undo()
        #expect(try await Self.items(store, "groceries") == ["milk"])
    }

    @Test("order puts an item at the top, before or after another, keeps LIST:N as shown, and undo restores it")
    func orderItems() async throws {
        let store = try CaptureStore.inMemory()
        try await store.addListItems(["a", "b", "c", "d"], to: "L")
        #expect(try await store.orderListItem("L:4", .top).number == 1)
        #expect(try await Self.items(store, "L") == ["d", "a", "b", "c"])
        #expect(try await store.orderListItem("L:1", .after("L:3")).number == 3)
        #expect(try await Self.items(store, "L") == ["a", "b", "d", "c"])
        try await store.orderListItem("L:4", .before("L:1"))
        #expect(try await Self.items(store, "L") == ["c", "a", "b", "d"])
        try await store.orderListItem("L:1", .bottom)
        #expect(try await Self.items(store, "L") == ["a", "b", "d", "c"])
        #expect(!(try await store.orderListItem("L:1", .top).changed))
        try await store.undo()
        #expect(try await Self.items(store, "L") == ["c", "a", "b", "d"])
    }

    @Test("ordering against itself or an item of another list is refused")
    func orderRefused() async throws {
        let store = try CaptureStore.inMemory()
        try await store.addListItems(["a", "b"], to: "L")
        try await store.addListItems(["x"], to: "M")
        await #expect(throws: StoreError.notOrderable(reference: "L:1", reason: "is the item itself")) {
            try await store.orderListItem("L:1", .before("L:1"))
        }
        await #expect(throws: StoreError.notOrderable(reference: "M:1", reason: "is an item of another list")) {
            try await store.orderListItem("L:1", .after("M:1"))
        }
        #expect(try await Self.items(store, "L") == ["a", "b"])
    }

    @Test("plan add appends steps after every task in the one order, making the plan once; undo removes them")
    func planSteps() async throws {
        let store = try CaptureStore.inMemory()
        let made = try await store.addPlanSteps(["Sort screws"], to: "Garage")
        try await store.addListItems(["milk"], to: "Groceries")
        let more = try await store.addPlanSteps(["Sweep", "Paint"], to: "garage")
        #expect(made.created && !more.created && more.plan.id == made.plan.id)
        let plan = try #require(try await store.plans().first)
        #expect(plan.tasks.map(\.task.title) == ["Sort screws", "Sweep", "Paint"])
        let positions = plan.tasks.map(\.task.position)
        #expect(positions == positions.sorted() && Set(positions).count == 3)
        try await store.undo()
        #expect(try await store.plans().first?.tasks.map(\.task.title) == ["Sort screws"])
    }

    @Test("archived plans leave the listing unless asked for or named; archive twice says so; undo brings it back")
    func archive() async throws {
        let store = try CaptureStore.inMemory()
        try await store.addPlanSteps(["Sweep"], to: "Garage")
        #expect(try await store.setArchived("garage", true).changed)
        #expect(!(try await store.setArchived("garage", true).changed))
        #expect(try await store.plans().isEmpty)
        #expect(try await store.plans(includingArchived: true).first?.plan.archivedAt != nil)
        #expect(try await store.plans(named: "GARAGE").count == 1)
        try await store.undo()
        #expect(try await store.plans().first?.plan.archivedAt == nil)
        try await store.setArchived("garage", true)
        try await store.setArchived("garage", false)
        #expect(try await store.plans().count == 1)
    }

    @Test("renaming a plan onto another plan's title is refused; renames are undone")
    func renamePlan() async throws {
        let store = try CaptureStore.inMemory()
        try await store.addPlanSteps(["Sweep"], to: "Garage")
        try await store.addPlanSteps(["Pack"], to: "Trip")
        await #expect(throws: StoreError.nameTaken(kind: "plan", name: "Trip")) {
            try await store.renamePlan("garage", to: "TRIP")
        }
        await #expect(throws: StoreError.emptyName(kind: "plan name")) { try await store.renamePlan("garage", to: " ") }
        try await store.renamePlan("garage", to: "Workshop")
        #expect(try await store.plans(named: "workshop").count == 1)
        try await store.undo()
        #expect(try await store.plans(named: "garage").count == 1)
    }
}

import Foundation
import OffloadCore
import Testing

@Suite struct SuggestionEditingTests {
    static func suggestion(
        _ title: String, _ type: DestinationType, name: String? = nil, items: [String] = [], due: Date? = nil
    ) -> Suggestion {
        Suggestion(
            runID: UUID(), captureID: UUID(), title: title, confidence: Confidence(clamping: 0.9),
            destinationType: type, destinationName: name, items: items.map { SuggestedItem(text: $0) }, dueDate: due)
    }

    @Test("renaming a list or plan renames the list or plan its items go to; a task keeps no destination name")
    func renameNamesContainer() throws {
        var plan = Self.suggestion("Tom birthday", .plan, name: "Tom birthday", items: ["book venue"])
        try plan.rename("  Tom's birthday ")
        #expect(plan.title == "Tom's birthday")
        #expect(plan.destinationName == "Tom's birthday")
        var list = Self.suggestion("Groceries", .list, name: "Groceries", items: ["milk"])
        try list.rename("Weekly shop")
        #expect(list.destinationName == "Weekly shop")
        var task = Self.suggestion("Buy milk", .task)
        try task.rename("Buy oat milk")
        #expect(task.destinationName == nil)
        #expect(throws: CoreError.emptyTitle) { try task.rename(" \u{2003} ") }
    }

    @Test("a task sent to plan:NAME becomes that plan's single step; a list keeps its items when it moves to a plan")
    func moveIntoContainer() {
        var task = Self.suggestion("Read Dune", .task)
        task.move(to: .plan, name: "Reading")
        #expect(task.title == "Reading")
        #expect(task.destinationName == "Reading")
        #expect(task.items.map(\.text) == ["Read Dune"])
        var list = Self.suggestion("Groceries", .list, name: "Groceries", items: ["milk", "eggs"])
        list.move(to: .plan, name: nil)
        #expect(list.destinationName == "Groceries")
        #expect(list.items.map(\.text) == ["milk", "eggs"])
        var call = Suggestion(
            runID: UUID(), captureID: UUID(), title: "Call mom", confidence: Confidence(clamping: 0.9),
            destinationType: .communication, contact: "mom", channel: .call)
        call.move(to: .task, name: nil)
        #expect(call.contact == nil && call.channel == nil && call.destinationName == nil)
    }

    @Test("item edits are numbered as displayed: replace, then remove, then add; a bad one changes nothing")
    func itemEdits() throws {
        var list = Self.suggestion("Groceries", .list, name: "Groceries", items: ["milk", "eggs", "bread"])
        try list.editItems(replacing: [(2, "brown eggs")], removing: [1, 1], adding: ["butter"])
        #expect(list.items.map(\.text) == ["brown eggs", "bread", "butter"])
        let before = list
        #expect(throws: CoreError.emptyItem) {
            try list.editItems(replacing: [], removing: [1], adding: ["  "])
        }
        #expect(throws: CoreError.noSuchItem(number: 4, count: 3)) {
            try list.editItems(replacing: [(1, "x")], removing: [4], adding: [])
        }
        #expect(list == before)
    }

    @Test("each destination names the fields it cannot hold")
    func fieldsNotHeld() {
        let due = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(
            Self.suggestion("Reading", .list, name: "Reading", items: ["Dune"], due: due).fieldsNotHeld == [.dueDate])
        #expect(Self.suggestion("Milk", .task, items: ["a"]).fieldsNotHeld == [.items])
        #expect(Self.suggestion("Trip", .plan, items: ["a"], due: due).fieldsNotHeld.isEmpty)
        var note = Self.suggestion("Idea", .note)
        note.priority = .high
        note.recurrence = "FREQ=WEEKLY"
        #expect(note.fieldsNotHeld == [.recurrence, .priority])
        #expect(
            CoreError.fieldNotHeld(field: .dueDate, destination: .list).description
                == "A list cannot hold a due date, so nothing was placed. "
                + "Drop it with --no-due, or choose task, plan or communication.")
    }
}

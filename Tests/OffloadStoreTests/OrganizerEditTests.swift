import Foundation
import GRDB
import OffloadCore
import Testing

@testable import OffloadStore

/// `edit`, `move` and `order` in the store: the rows they change, the events they log, and undo.
@Suite struct OrganizerEditTests {
    /// Monday 2026-11-23 09:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_424_400)
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()

    /// A store with the tasks `titles`, added in that order; returns their ids.
    static func tasks(_ titles: [String]) async throws -> (CaptureStore, [String]) {
        let store = try CaptureStore.inMemory()
        let added = try await store.addTasks(try titles.map { try TaskDraft(title: $0) }, at: now)
        return (store, added.map { $0.outline.task.id.lowercasedString })
    }

    static func events(_ store: CaptureStore) async throws -> [String] {
        try await StateChangeTests.events(store)
    }

    static func task(_ store: CaptureStore, _ id: String) async throws -> TaskOutline {
        try #require(try await store.tasks().first { $0.task.id.lowercasedString == id })
    }

    @Test("edit changes every field of a task, creating its category, tags and plan; undo puts all back")
    func editTask() async throws {
        let (store, ids) = try await Self.tasks(["Buy milk"])
        let before = try await Self.task(store, ids[0])
        var edit = ItemEdit()
        edit.title = "Buy oat milk"
        edit.notes = "the barista one"
        edit.due = .set(Self.now.addingTimeInterval(86_400))
        edit.priority = .high
        edit.category = "Errands"
        edit.addedTags = ["shop", "Food"]
        edit.plan = "Breakfast"
        let outcome = try await store.edit(String(ids[0].prefix(6)), edit, at: Self.now)
        #expect(outcome.changed)
        #expect(outcome.created == ["plan 'Breakfast'", "category 'Errands'", "tag 'shop'", "tag 'Food'"])
        let after = try await Self.task(store, ids[0])
        #expect(after.task.title == "Buy oat milk" && after.task.notes == "the barista one")
        #expect(after.task.priority == .high && after.category == "Errands" && after.planTitle == "Breakfast")
        #expect(after.tags == ["Food", "shop"])
        #expect(after.task.dueDate == Self.now.addingTimeInterval(86_400))
        #expect(try await Self.events(store).prefix(2) == ["task moved", "task edited"])

        var untag = ItemEdit()
        untag.removedTags = ["SHOP"]
        untag.category = ""
        try await store.edit(ids[0], untag, at: Self.now)
        #expect(try await Self.task(store, ids[0]).tags == ["Food"])
        #expect(try await Self.task(store, ids[0]).category == nil)

        try await store.undo(at: Self.now)
        try await store.undo(at: Self.now)
        #expect(try await Self.task(store, ids[0]) == before)
        #expect(try await HandOffFixture.count(store, "categories") == 0)
        #expect(try await HandOffFixture.count(store, "tags") == 0)
        #expect(try await HandOffFixture.count(store, "plans") == 0)
    }

    @Test("an edit to the values a task has already changes nothing and pushes no undo action")
    func editSameValues() async throws {
        let (store, ids) = try await Self.tasks(["Buy milk"])
        let history = try await store.undoHistory()
        var edit = ItemEdit()
        edit.title = "Buy milk"
        edit.priority = .medium
        #expect(try await store.edit(ids[0], edit, at: Self.now).changed == false)
        #expect(try await store.undoHistory() == history)
    }

    @Test("a blank title, notes of a communication and an edit of a list are refused and change nothing")
    func editRefusals() async throws {
        let store = try await StateChangeTests.placed()
        let task = try #require(try await store.tasks().first).task
        var blank = ItemEdit()
        blank.title = "  "
        await #expect(throws: CoreError.emptyTitle) { try await store.edit(task.id.uuidString, blank) }
        let call = try #require(try await store.communicationItems().first).communication
        var notes = ItemEdit()
        notes.title = "Call mum"
        notes.notes = "about Sunday"
        await #expect(throws: StoreError.notApplicable(kind: "communication", action: "--notes")) {
            try await store.edit(call.id.uuidString, notes)
        }
        var rename = ItemEdit()
        rename.title = "Shopping"
        await #expect(throws: StoreError.notApplicable(kind: "list", action: "Editing")) {
            try await store.edit("groceries", rename)
        }
        #expect(try await store.communicationItems().first?.communication.title == "Call mom")
        #expect(try await store.tasks().first?.task == task)
    }

    @Test("a communication's title, due date, priority, category and tags can be edited")
    func editCommunication() async throws {
        let store = try await StateChangeTests.placed()
        let call = try #require(try await store.communicationItems().first).communication
        var edit = ItemEdit()
        edit.title = "Call mum"
        edit.due = .set(Self.now)
        edit.priority = .urgent
        edit.category = "family"
        edit.addedTags = ["weekly"]
        try await store.edit(call.id.uuidString, edit, at: Self.now)
        let after = try #require(try await store.communicationItems().first)
        #expect(after.communication.title == "Call mum" && after.communication.dueDate == Self.now)
        #expect(after.communication.priority == .urgent && after.category == "family" && after.tags == ["weekly"])
    }

    @Test("move tomorrow keeps the time of day and counts a postponement; inbox clears the date; undo restores")
    func moves() async throws {
        let (store, ids) = try await Self.tasks(["Call the bank"])
        let fivePM = Self.now.addingTimeInterval(8 * 3600)
        var edit = ItemEdit()
        edit.due = .set(fivePM)
        try await store.edit(ids[0], edit, at: Self.now)

        let tomorrow = try await store.move(ids[0], to: .tomorrow, calendar: Self.calendar, at: Self.now)
        #expect(tomorrow.to == fivePM.addingTimeInterval(86_400) && tomorrow.isPostponement && tomorrow.postponed == 1)
        #expect(!tomorrow.isPast)
        let today = try await store.move(ids[0], to: .today, calendar: Self.calendar, at: Self.now)
        #expect(today.to == fivePM && !today.isPostponement && today.postponed == 1)
        let inbox = try await store.move(ids[0], to: .inbox, calendar: Self.calendar, at: Self.now)
        #expect(inbox.to == nil)
        let someday = try await store.move(ids[0], to: .someday, calendar: Self.calendar, at: Self.now)
        #expect(someday.changed)
        #expect(try await Self.task(store, ids[0]).task.status == .someday)
        let past = try await store.move(
            ids[0], to: .date(Self.now.addingTimeInterval(-3 * 86_400)), calendar: Self.calendar, at: Self.now)
        #expect(past.isPast && !past.isPostponement)
        #expect(try await Self.task(store, ids[0]).task.status == .open)
        #expect(
            try await Self.events(store).filter { !$0.hasPrefix("task moved") } == [
                "task postponed 0>1", "task state_changed open>someday", "task state_changed someday>open",
            ])
        for _ in 0..<5 { try await store.undo(at: Self.now) }
        #expect(try await Self.task(store, ids[0]).task.dueDate == fivePM)
        #expect(try await store.writer.read { db in try Int.fetchOne(db, sql: "SELECT postponed FROM tasks") } == 0)
    }

    @Test("a task without a time moves to local midnight; a day alone keeps the time it had; a list cannot move")
    func moveDateOnly() async throws {
        let (store, ids) = try await Self.tasks(["Water plants"])
        let moved = try await store.move(ids[0], to: .tomorrow, calendar: Self.calendar, at: Self.now)
        #expect(moved.to == Self.calendar.startOfDay(for: Self.now).addingTimeInterval(86_400))
        #expect(!moved.isPostponement)
        var edit = ItemEdit()
        edit.due = .set(Self.now.addingTimeInterval(8 * 3600))
        try await store.edit(ids[0], edit, at: Self.now)
        let friday = Self.now.addingTimeInterval(4 * 86_400 - 9 * 3600)
        let day = try await store.move(ids[0], to: .day(friday), calendar: Self.calendar, at: Self.now)
        #expect(day.to == friday.addingTimeInterval(17 * 3600) && day.isPostponement)
        let placed = try await StateChangeTests.placed()
        await #expect(throws: StoreError.notApplicable(kind: "list", action: "Moving")) {
            try await placed.move("groceries", to: .today, calendar: Self.calendar)
        }
    }
}

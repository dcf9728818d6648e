import Foundation
import GRDB
import Testing

@testable import OffloadStore

/// Reminders: set on open tasks and communications, delivered once, cancelled with their item, undone like the rest.
@Suite struct ReminderTests {
    static let now = ViewSeed.instant("2026-11-24T08:00:00Z")
    static func at(_ text: String) -> Date { ViewSeed.instant(text) }

    @Test("due reminders are delivered once, soonest first; a past one counts; later ones wait; quiet hours hold all")
    func deliverOnce() async throws {
        let seed = try ViewSeed.make()
        let id = try await seed.task("Call the plumber", position: 1)
        try await seed.store.addReminder(to: id, at: Self.at("2026-11-24T09:00:00Z"), now: Self.now)
        try await seed.store.addReminder(to: id, at: Self.at("2026-11-23T09:00:00Z"), now: Self.now)
        try await seed.store.addReminder(to: id, at: Self.at("2026-11-25T09:00:00Z"), now: Self.now)
        #expect(try await seed.store.deliverDueReminders(at: Self.at("2026-11-24T10:00:00Z"), isQuiet: true).isEmpty)
        let first = try await seed.store.deliverDueReminders(at: Self.at("2026-11-24T10:00:00Z"))
        #expect(first.map(\.remindAt) == [Self.at("2026-11-23T09:00:00Z"), Self.at("2026-11-24T09:00:00Z")])
        #expect(
            first.allSatisfy {
                $0.deliveredAt == Self.at("2026-11-24T10:00:00Z") && $0.item.title == "Call the plumber"
            })
        #expect(try await seed.store.deliverDueReminders(at: Self.at("2026-11-24T10:00:00Z")).isEmpty)
        #expect(try await seed.store.pendingReminders().map(\.remindAt) == [Self.at("2026-11-25T09:00:00Z")])
    }

    @Test("many deliveries at once hand each reminder to exactly one of them")
    func concurrentDelivery() async throws {
        let seed = try ViewSeed.make()
        let id = try await seed.task("Water plants", position: 1)
        for minute in 0..<40 {
            try await seed.store.addReminder(
                to: id, at: Self.now.addingTimeInterval(Double(minute) * 60), now: Self.now)
        }
        let store = seed.store
        let later = Self.at("2026-11-24T12:00:00Z")
        let runs = try await withThrowingTaskGroup(of: [Reminder].self) { group in
            for _ in 0..<8 { group.addTask { try await store.deliverDueReminders(at: later) } }
            return try await group.reduce(into: [[Reminder]]()) { $0.append($1) }
        }
        let ids = runs.flatMap { $0.map(\.id) }
        #expect(ids.count == 40)
        #expect(Set(ids).count == 40)
    }

    @Test("done, cancelled and removed items take their pending reminders with them; undo brings them back")
    func cancelledWithItem() async throws {
        let seed = try ViewSeed.make()
        let done = try await seed.task("Pay rent", position: 1)
        let removed = try await seed.task("Book dentist", position: 2)
        let dropped = try await seed.task("Old errand", position: 3)
        for id in [done, removed, dropped] {
            try await seed.store.addReminder(to: id, at: Self.at("2026-11-27T17:00:00Z"), now: Self.now)
        }
        #expect(try await seed.store.pendingReminders().count == 3)
        try await seed.store.setState([done], to: .done, at: Self.now)
        try await seed.store.setState([dropped], to: .cancelled, at: Self.now)
        try await seed.store.remove([removed], at: Self.now)
        #expect(try await seed.store.pendingReminders().isEmpty)
        #expect(try await seed.store.deliverDueReminders(at: Self.at("2026-11-28T00:00:00Z")).isEmpty)
        for _ in 0..<3 { try await seed.store.undo(at: Self.now) }
        #expect(
            try await seed.store.pendingReminders().map(\.item.title).sorted() == [
                "Book dentist", "Old errand", "Pay rent",
            ])
        try await seed.store.undo(at: Self.now)  // the last reminder set
        #expect(try await seed.store.pendingReminders().count == 2)
    }

    @Test("reminders are for unfinished tasks and communications only; the view shows the next one")
    func refusedAndShown() async throws {
        let seed = try ViewSeed.make()
        let finished = try await seed.task("Paid", "done", completed: "2026-11-20T09:00:00Z", position: 1)
        await #expect(throws: StoreError.notApplicable(kind: "finished task", action: "A reminder")) {
            try await seed.store.addReminder(to: finished, at: Self.now, now: Self.now)
        }
        let open = try await seed.task("Renew passport", position: 2)
        try await seed.store.addReminder(to: open, at: Self.at("2026-11-30T09:00:00Z"), now: Self.now)
        try await seed.store.addReminder(to: open, at: Self.at("2026-11-26T09:00:00Z"), now: Self.now)
        let inbox = try await seed.store.inbox()
        #expect(inbox.first { $0.task.title == "Renew passport" }?.reminder == Self.at("2026-11-26T09:00:00Z"))
    }
}

import Foundation
import GRDB
import OffloadCore

/// One item's state change, as ``CaptureStore/setState(_:to:at:)`` made it.
public struct StateChange: Hashable, Sendable {
    /// The item.
    public let item: OrganizerItemReference
    /// Its state before; communications and list items are `open` or `done`.
    public let from: TaskStatus
    /// Its state now.
    public let to: TaskStatus
    /// For a repeating task just completed, its next occurrence: a new open task.
    public var next: OrganizerItemReference?
    /// The due date of ``next``.
    public var nextDue: Date?

    /// Whether the state changed; `false` when the item was in that state already (nothing was logged).
    public var changed: Bool { from != to }
}

extension CaptureStore {
    /// Puts tasks, communications and list items in `state`, all in one transaction and one undo action.
    ///
    /// A task can be put in any state; `done` sets its completion time and any other state clears it. A
    /// communication or list item can only be `done` or reopened (`open`). An item already in the state is
    /// reported unchanged, and nothing is logged for it.
    ///
    /// Completing a repeating task keeps it as done and creates its next occurrence as a new open task with the
    /// same title, notes, priority, category, tags, plan and rule, due at the rule's first occurrence after both
    /// the task's due date (or now, without one) and now, on the wall clock of `timeZone`.
    ///
    /// - Parameters:
    ///   - references: Id prefixes, `LIST:N`, in any mix; each item counts once.
    ///   - state: The state to put them in.
    /// - Returns: One change per item, in the order given.
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/stateNotHeld(kind:state:)``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func setState(
        _ references: [String], to state: TaskStatus, at now: Date = Date(), timeZone: TimeZone = .current
    ) async throws -> [StateChange] {
        let changes = try await write("change the state of items") { db -> [StateChange] in
            var change = OrganizerChange(db, at: now)
            var results: [StateChange] = []
            for reference in references {
                let item = try ItemResolver.resolve(
                    reference, kinds: [.task, .communication, .listItem], in: db)
                guard !results.contains(where: { $0.item.id == item.id }) else { continue }
                var result = try Self.setState(of: item, to: state, change: &change)
                if result.changed, state == .done || state == .cancelled {
                    try Self.cancelReminders(of: item, change: &change)
                }
                if item.kind == .task, state == .done, result.changed {
                    (result.next, result.nextDue) = try Self.createNextOccurrence(
                        of: item, change: &change, timeZone: timeZone)
                }
                results.append(result)
            }
            let changed = results.filter(\.changed)
            if let first = changed.first {
                let more = changed.count > 1 ? " and \(changed.count - 1) more" : ""
                try change.commit("\(state.verb): '\(first.item.title)'\(more)")
            }
            return results
        }
        logger.info("Changed item states.", metadata: ["count": "\(changes.filter(\.changed).count)"])
        return changes
    }

    private static func setState(
        of item: OrganizerItemReference, to state: TaskStatus, change: inout OrganizerChange
    ) throws -> StateChange {
        let db = change.db
        let id = item.id.lowercasedString
        switch item.kind {
        case .task:
            let current = try String.fetchOne(db, sql: "SELECT status FROM tasks WHERE id = ?", arguments: [id])
            let from = current.flatMap(TaskStatus.init(rawValue:)) ?? .open
            if from != state {
                try change.willChange(.tasks, id)
                try db.execute(
                    sql: "UPDATE tasks SET status = ?, updated_at = ?, completed_at = ? WHERE id = ?",
                    arguments: [state.rawValue, change.now, state == .done ? change.now : nil, id])
            }
            return StateChange(item: item, from: from, to: state)
        case .communication, .listItem:
            guard state == .done || state == .open else {
                throw StoreError.stateNotHeld(kind: item.kind.noun, state: state.rawValue)
            }
            let (table, column): (OrganizerTable, String) =
                item.kind == .communication ? (.communications, "is_done") : (.listItems, "is_completed")
            let isDone =
                try Bool.fetchOne(db, sql: "SELECT \(column) FROM \(table.rawValue) WHERE id = ?", arguments: [id])
                ?? false
            let from: TaskStatus = isDone ? .done : .open
            if from != state {
                try change.willChange(table, id)
                try db.execute(
                    sql: "UPDATE \(table.rawValue) SET \(column) = ?, completed_at = ? WHERE id = ?",
                    arguments: [state == .done, state == .done ? change.now : nil, id])
            }
            return StateChange(item: item, from: from, to: state)
        case .list, .plan, .note:
            throw StoreError.stateNotHeld(kind: item.kind.noun, state: state.rawValue)
        }
    }

    /// Creates the next occurrence of task `item` when it has a readable rule; returns it and its due date.
    private static func createNextOccurrence(
        of item: OrganizerItemReference, change: inout OrganizerChange, timeZone: TimeZone
    ) throws -> (OrganizerItemReference?, Date?) {
        let db = change.db
        let id = item.id.lowercasedString
        guard
            let due = try nextOccurrence(
                ofTask: id, from: change.now, notBefore: change.now, timeZone: timeZone, in: db)
        else { return (nil, nil) }
        let next = UUID.random()
        let nextID = next.lowercasedString
        try change.willChange(.tasks, nextID)
        try change.willChangeLinks(.tasks, of: nextID)
        try db.execute(
            sql: """
                INSERT INTO tasks (id, title, notes, created_at, updated_at, due_date, priority, status, position,
                    plan_id, category_id, recurrence)
                SELECT ?, title, notes, ?, ?, ?, priority, 'open', ?, plan_id, category_id, recurrence
                FROM tasks WHERE id = ?
                """,
            arguments: [nextID, change.now, change.now, due, try OrganizerOrder.next(in: db), id])
        try db.execute(
            sql: "INSERT INTO task_tags (task_id, tag_id) SELECT ?, tag_id FROM task_tags WHERE task_id = ?",
            arguments: [nextID, id])
        return (OrganizerItemReference(kind: .task, id: next, title: item.title), due)
    }

    /// The occurrence of task `id`'s rule after its due date (or `from`, without one) and after `notBefore`;
    /// `nil` when it has no rule Offload can read.
    private static func nextOccurrence(
        ofTask id: String, from: Date, notBefore: Date?, timeZone: TimeZone, in db: Database
    ) throws -> Date? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT recurrence, due_date FROM tasks WHERE id = ?", arguments: [id]),
            let rule = (row["recurrence"] as String?).flatMap(RecurrenceRule.init)
        else { return nil }
        return rule.occurrence(after: (row["due_date"] as Date?) ?? from, notBefore: notBefore, in: timeZone)
    }

    /// Moves repeating tasks to their next occurrence without completing them: one occurrence skipped.
    ///
    /// - Returns: Each task with its new due date, in the order given.
    /// - Throws: ``StoreError/notRecurring(id:)`` for a task without a readable rule, and the errors of
    ///   ``setState(_:to:at:timeZone:)``.
    @discardableResult
    public func skipOccurrence(_ references: [String], at now: Date = Date(), timeZone: TimeZone = .current)
        async throws -> [(item: OrganizerItemReference, due: Date)]
    {
        try await write("skip an occurrence") { db in
            var change = OrganizerChange(db, at: now)
            var results: [(item: OrganizerItemReference, due: Date)] = []
            for reference in references {
                let item = try ItemResolver.resolve(reference, kinds: [.task], in: db)
                guard !results.contains(where: { $0.item.id == item.id }) else { continue }
                let id = item.id.lowercasedString
                guard
                    let due = try Self.nextOccurrence(
                        ofTask: id, from: now, notBefore: nil, timeZone: timeZone, in: db)
                else { throw StoreError.notRecurring(id: id) }
                try change.willChange(.tasks, id)
                try db.execute(
                    sql: "UPDATE tasks SET due_date = ?, updated_at = ? WHERE id = ?", arguments: [due, now, id])
                results.append((item, due))
            }
            if let first = results.first {
                let more = results.count > 1 ? " and \(results.count - 1) more" : ""
                try change.commit("Skipped an occurrence of '\(first.item.title)'\(more)")
            }
            return results
        }
    }
}

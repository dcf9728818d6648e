import Foundation
import GRDB
import OffloadCore

/// Where `offload order` puts a task in the one order of all tasks.
public enum OrderPlacement: Hashable, Sendable {
    /// Before every other task.
    case top
    /// Just before the task this reference names.
    case before(String)
    /// Just after the task this reference names.
    case after(String)
}

/// What ``CaptureStore/order(_:_:at:)`` did.
public struct OrderOutcome: Hashable, Sendable {
    /// The task placed.
    public let item: OrganizerItemReference
    /// The task it went before or after; `nil` for the top.
    public let other: OrganizerItemReference?
    /// Whether every task was renumbered (no integer position was left between the neighbours).
    public let renumbered: Bool
    /// Whether anything changed; `false` when it was already there.
    public let changed: Bool
}

extension CaptureStore {
    /// Places a task at the top of the one task order, or just before or after another task, in one transaction
    /// and one undo action.
    ///
    /// The task takes the position midway between its new neighbours. When no integer is left between them, every
    /// task is renumbered by ``OrganizerOrder/gap`` in their current order (one statement) first.
    ///
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/notApplicable(kind:action:)`` (either is not a task), ``StoreError/orderedAgainstItself``,
    ///   ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func order(_ reference: String, _ placement: OrderPlacement, at now: Date = Date()) async throws
        -> OrderOutcome
    {
        try await write("order a task") { db -> OrderOutcome in
            let item = try ItemResolver.resolve(reference, kinds: [.task], refusing: "Ordering", in: db)
            var other: OrganizerItemReference?
            switch placement {
            case .top: break
            case .before(let reference), .after(let reference):
                other = try ItemResolver.resolve(reference, kinds: [.task], refusing: "Ordering against", in: db)
                if other?.id == item.id { throw StoreError.orderedAgainstItself }
            }
            let id = item.id.lowercasedString
            var change = OrganizerChange(db, at: now)
            var renumbered = false
            var slot = try Self.slot(for: id, placement, other: other?.id.lowercasedString, in: db)
            if case .full = slot {
                try Self.renumber(change: &change)
                renumbered = true
                slot = try Self.slot(for: id, placement, other: other?.id.lowercasedString, in: db)
            }
            if case .free(let position) = slot {
                try change.willChange(.tasks, id)
                try db.execute(
                    sql: "UPDATE tasks SET position = ?, updated_at = ? WHERE id = ?", arguments: [position, now, id])
            }
            let name = other.map { " \(placement.isBefore ? "before" : "after") '\($0.title)'" } ?? " to the top"
            let action = try change.commit("Ordered '\(item.title)'\(name)")
            return OrderOutcome(item: item, other: other, renumbered: renumbered, changed: action != nil)
        }
    }

    /// Where a task can go: a free position, already in place, or no integer left between the neighbours.
    private enum Slot {
        case free(Int)
        case inPlace
        case full
    }

    /// The slot for task `id` at `placement`; `other` is the id of the task named by `.before` or `.after`.
    private static func slot(
        for id: String, _ placement: OrderPlacement, other: String?, in db: Database
    ) throws -> Slot {
        let current = try Int.fetchOne(db, sql: "SELECT position FROM tasks WHERE id = ?", arguments: [id]) ?? 0
        // Positions as (position, rowid) pairs, so ties still have an order; the task placed is left out.
        let anchor = try Row.fetchOne(
            db, sql: "SELECT position, rowid FROM tasks WHERE id = ?", arguments: [other ?? id])
        let (position, rowid): (Int, Int64) = (anchor?[0] ?? 0, anchor?[1] ?? 0)
        let lower: Int?
        let upper: Int?
        switch placement {
        case .top:
            lower = nil
            upper = try Int.fetchOne(db, sql: "SELECT min(position) FROM tasks WHERE id != ?", arguments: [id])
            guard let upper else { return .inPlace }
            if current < upper { return .inPlace }
        case .before:
            upper = position
            lower = try Int.fetchOne(
                db,
                sql: """
                    SELECT position FROM tasks WHERE id != ? AND (position < ? OR (position = ? AND rowid < ?))
                    ORDER BY position DESC, rowid DESC LIMIT 1
                    """,
                arguments: [id, position, position, rowid])
        case .after:
            lower = position
            upper = try Int.fetchOne(
                db,
                sql: """
                    SELECT position FROM tasks WHERE id != ? AND (position > ? OR (position = ? AND rowid > ?))
                    ORDER BY position, rowid LIMIT 1
                    """,
                arguments: [id, position, position, rowid])
        }
        switch (lower, upper) {
        case (let lower?, let upper?):
            if current > lower && current < upper { return .inPlace }
            return upper - lower >= 2 ? .free(lower + (upper - lower) / 2) : .full
        case (let lower?, nil): return current > lower ? .inPlace : .free(lower + OrganizerOrder.gap)
        case (nil, let upper?): return current < upper ? .inPlace : .free(upper - OrganizerOrder.gap)
        case (nil, nil): return .inPlace
        }
    }

    /// Renumbers every task by ``OrganizerOrder/gap`` in their current order, in one statement, keeping every
    /// task's image first so that undo puts the old positions back.
    private static func renumber(change: inout OrganizerChange) throws {
        for id in try String.fetchAll(change.db, sql: "SELECT id FROM tasks") { try change.willChange(.tasks, id) }
        try change.db.execute(
            sql: """
                UPDATE tasks SET position = ordered.number * ?
                FROM (SELECT id, row_number() OVER (ORDER BY position, rowid) AS number FROM tasks) AS ordered
                WHERE ordered.id = tasks.id
                """,
            arguments: [OrganizerOrder.gap])
    }
}

extension OrderPlacement {
    fileprivate var isBefore: Bool {
        if case .before = self { return true }
        return false
    }
}

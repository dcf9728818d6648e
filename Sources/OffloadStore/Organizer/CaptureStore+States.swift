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
    /// - Parameters:
    ///   - references: Id prefixes, `LIST:N`, in any mix; each item counts once.
    ///   - state: The state to put them in.
    /// - Returns: One change per item, in the order given.
    /// - Throws: ``StoreError/itemNotFound(reference:)``, ``StoreError/ambiguousItem(reference:candidates:)``,
    ///   ``StoreError/stateNotHeld(kind:state:)``, ``StoreError/busy(path:seconds:)``.
    @discardableResult
    public func setState(_ references: [String], to state: TaskStatus, at now: Date = Date()) async throws
        -> [StateChange]
    {
        let changes = try await write("change the state of items") { db -> [StateChange] in
            var change = OrganizerChange(db, at: now)
            var results: [StateChange] = []
            for reference in references {
                let item = try ItemResolver.resolve(
                    reference, kinds: [.task, .communication, .listItem], in: db)
                guard !results.contains(where: { $0.item.id == item.id }) else { continue }
                results.append(try Self.setState(of: item, to: state, change: &change))
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
}

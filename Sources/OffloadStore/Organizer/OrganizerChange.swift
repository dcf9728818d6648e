import Foundation
import GRDB

/// One change to organizer rows, inside one write transaction: it keeps the image of every row before its first
/// change, and at the end logs what changed in `organizer_events` and pushes the action on the undo stack.
///
/// Every command that changes tasks, lists, plans, communications or notes goes through it, so the event log and
/// undo see every change the same way, whatever made it:
///
/// ```swift
/// var change = OrganizerChange(db, at: now)
/// try change.willChange(.tasks, id)
/// try db.execute(sql: "UPDATE tasks SET status = 'done' … WHERE id = ?", arguments: [id])
/// try change.commit("Done: 'Buy milk'")
/// ```
struct OrganizerChange {
    let db: Database
    let now: Date
    private(set) var images: [RowImage] = []
    private var seen: Set<String> = []

    init(_ db: Database, at now: Date) {
        self.db = db
        self.now = now
    }

    /// Keeps the image of row `id` of `table` before this change first touches it; call before every update,
    /// delete or insert of the row.
    mutating func willChange(_ table: OrganizerTable, _ id: String) throws {
        guard seen.insert("\(table.rawValue)/\(id)").inserted else { return }
        images.append(try RowImage.row(table, id: id, in: db))
    }

    /// Keeps the image of the tag links of `ownerID` before this change first touches them.
    mutating func willChangeLinks(_ table: TagLinkTable, of ownerID: String) throws {
        guard seen.insert("\(table.rawValue)/\(ownerID)").inserted else { return }
        images.append(try RowImage.links(table, ownerID: ownerID, in: db))
    }

    /// Whether anything this change touched is different now.
    func hasChanges() throws -> Bool {
        for image in images {
            switch image {
            case .row(let table, let id, let before):
                if try RowImage.values(table, id: id, in: db) != before { return true }
            case .links(let table, let ownerID, let before):
                if case .links(_, _, let now) = try RowImage.links(table, ownerID: ownerID, in: db), now != before {
                    return true
                }
            }
        }
        return false
    }

    /// Logs the events of this change and pushes it on the undo stack as `summary`; returns the action's id, or
    /// `nil` when nothing changed (then nothing is logged or pushed).
    @discardableResult
    func commit(_ summary: String) throws -> Int64? {
        guard try hasChanges() else { return nil }
        let json = String(decoding: try JSONEncoder().encode(images), as: UTF8.self)
        let action = try UndoStack.push(.change, summary: summary, at: now, images: json, in: db)
        try logEvents(action: action)
        return action
    }

    /// Logs the events of this change without pushing it (an undo, which takes an action off the stack).
    ///
    /// A change to an item's tags is an `edited` event naming `tags`, unless the item itself was created or
    /// removed by the same change.
    func logEvents(action: Int64?) throws {
        var appearedOrWent: Set<String> = []
        for image in images {
            guard case .row(let table, let id, let before) = image, let itemType = table.itemType else { continue }
            let after = try RowImage.values(table, id: id, in: db)
            if (before == nil) != (after == nil) { appearedOrWent.insert(id) }
            for event in OrganizerEvent.changes(table, before: before, after: after) {
                try event.append(itemType: itemType, id: id, at: now, action: action, in: db)
            }
        }
        for image in images {
            guard case .links(let table, let ownerID, let before) = image, !appearedOrWent.contains(ownerID),
                case .links(_, _, let after) = try RowImage.links(table, ownerID: ownerID, in: db), after != before
            else { continue }
            try OrganizerEvent(kind: .edited, to: "tags").append(
                itemType: table.owner.itemType ?? "task", id: ownerID, at: now, action: action, in: db)
        }
    }
}

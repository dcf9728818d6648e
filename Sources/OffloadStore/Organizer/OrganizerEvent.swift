import Foundation
import GRDB

/// One entry of the append-only organizer event log (`organizer_events`).
struct OrganizerEvent: Equatable {
    enum Kind: String {
        case created, edited, moved, postponed, reordered, deleted, restored
        case stateChanged = "state_changed"
    }

    let kind: Kind
    var from: String?
    var to: String?

    /// The columns whose changes are not edits of their own: they are logged as their own kind, or follow another
    /// change.
    private static let notEdits: Set<String> = [
        "id", "status", "is_done", "is_completed", "due_date", "position", "postponed", "updated_at", "completed_at",
        "created_at",
    ]

    /// The events that turn `before` into `after` for one row of `table`.
    ///
    /// A row that appears is `created`, or `restored` when the log already knows it (an undo put it back).
    static func changes(_ table: OrganizerTable, before: RowValues?, after: RowValues?) -> [OrganizerEvent] {
        switch (before, after) {
        case (nil, nil): return []
        case (nil, .some): return [OrganizerEvent(kind: .created)]
        case (.some, nil): return [OrganizerEvent(kind: .deleted)]
        case (let before?, let after?):
            var events: [OrganizerEvent] = []
            if let state = table.stateColumn, before[state] != after[state] {
                events.append(OrganizerEvent(kind: .stateChanged, from: text(before[state]), to: text(after[state])))
            }
            if before["due_date"] != after["due_date"] {
                events.append(OrganizerEvent(kind: .moved, from: text(before["due_date"]), to: text(after["due_date"])))
            }
            if case .integer(let old)? = before["postponed"], case .integer(let new)? = after["postponed"], new > old {
                events.append(OrganizerEvent(kind: .postponed, from: String(old), to: String(new)))
            }
            if before["position"] != after["position"] {
                events.append(
                    OrganizerEvent(kind: .reordered, from: text(before["position"]), to: text(after["position"])))
            }
            let edited = Set(before.keys).union(after.keys).subtracting(notEdits).filter { before[$0] != after[$0] }
            if !edited.isEmpty {
                events.append(OrganizerEvent(kind: .edited, to: edited.sorted().joined(separator: ",")))
            }
            return events
        }
    }

    private static func text(_ value: ImageValue?) -> String? {
        switch value {
        case .integer(let number)?: String(number)
        case .real(let number)?: String(number)
        case .text(let text)?: text
        case .null?, nil: nil
        }
    }

    /// Appends this event for item `id`; a `created` event of an item the log already knows becomes `restored`.
    func append(itemType: String, id: String, at now: Date, action: Int64?, in db: Database) throws {
        var kind = self.kind
        if kind == .created,
            try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM organizer_events WHERE item_id = ?)", arguments: [id]) ?? false
        {
            kind = .restored
        }
        try db.execute(
            sql: """
                INSERT INTO organizer_events (item_type, item_id, kind, at, from_value, to_value, action_id)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [itemType, id, kind.rawValue, now, from, to, action])
    }
}

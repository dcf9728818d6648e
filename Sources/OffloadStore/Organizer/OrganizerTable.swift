import GRDB

/// The organizer tables a change can touch, and what the event log calls their rows.
enum OrganizerTable: String, Codable, Sendable, CaseIterable {
    case tasks, plans, lists
    case listItems = "list_items"
    case communications = "communication_items"
    case notes, categories, tags
    case reminders

    /// The `item_type` of its rows in `organizer_events`, or `nil` for rows the log does not follow.
    var itemType: String? {
        switch self {
        case .tasks: "task"
        case .plans: "plan"
        case .lists: "list"
        case .listItems: "list_item"
        case .communications: "communication"
        case .notes: "note"
        case .categories, .tags, .reminders: nil
        }
    }

    /// The column that says whether the row is finished, for rows that have a state.
    var stateColumn: String? {
        switch self {
        case .tasks: "status"
        case .listItems: "is_completed"
        case .communications: "is_done"
        default: nil
        }
    }

    /// The table for a `decision_effects.table_name`, when it is one of these.
    init?(effectTable: String) { self.init(rawValue: effectTable) }
}

/// The tables that link an organizer row to its tags, with the column naming the row.
enum TagLinkTable: String, Codable, Sendable, CaseIterable {
    case tasks = "task_tags"
    case plans = "plan_tags"
    case lists = "list_tags"
    case communications = "communication_tags"
    case notes = "note_tags"

    /// The table of the rows whose tags it links.
    var owner: OrganizerTable {
        switch self {
        case .tasks: .tasks
        case .plans: .plans
        case .lists: .lists
        case .communications: .communications
        case .notes: .notes
        }
    }

    /// The column holding the owner's id.
    var ownerColumn: String {
        switch self {
        case .tasks: "task_id"
        case .plans: "plan_id"
        case .lists: "list_id"
        case .communications: "communication_id"
        case .notes: "note_id"
        }
    }
}

/// One order over every task: positions spaced by a gap, so that a task moved between two others takes a
/// position between theirs without renumbering the rest.
enum OrganizerOrder {
    /// The space between consecutive positions when tasks are appended or renumbered.
    static let gap = 1024

    /// The position after every task's: where a new task goes.
    static func next(in db: Database) throws -> Int {
        (try Int.fetchOne(db, sql: "SELECT max(position) FROM tasks") ?? 0) + gap
    }
}

import Foundation
import OffloadCore
import OffloadStore

/// `{"id", "kind", "title", "from", "to", "changed", "next"?}`: one item's state change, as `done --json` and
/// `POST /v1/items/{id}/state` report it.
public struct StateChangeJSON: Encodable, Equatable {
    /// A repeating task's next occurrence: `{"id", "title", "dueDate"}`.
    public struct Next: Encodable, Equatable {
        /// The full id, lowercase UUID: a new task after `done`, the same task after `done --skip`.
        public let id: String
        /// Its title.
        public let title: String
        /// When it is due: ISO 8601 in UTC with milliseconds.
        public let dueDate: String
    }

    /// The full id, lowercase UUID.
    public let id: String
    /// `task`, `communication` or `list_item`.
    public let kind: String
    /// Its title or text, exactly as stored.
    public let title: String
    /// Its state before: `open`, `active`, `waiting`, `someday`, `done` or `cancelled`.
    public let from: String
    /// Its state now.
    public let to: String
    /// Whether anything changed; `false` when it was in that state already.
    public let changed: Bool
    /// The next occurrence of a repeating task, when completing or skipping made one.
    public let next: Next?

    /// The object for `change`.
    public init(_ change: StateChange) {
        id = change.item.id.lowercased
        kind = change.item.kind.rawValue
        title = change.item.title
        from = change.from.rawValue
        to = change.to.rawValue
        changed = change.changed
        if let item = change.next, let due = change.nextDue {
            next = Next(id: item.id.lowercased, title: item.title, dueDate: ISODate.string(due))
        } else {
            next = nil
        }
    }

    /// The object for a skipped occurrence: the task keeps `status`, and ``next`` is the task itself at `due`.
    public init(skipped item: OrganizerItemReference, status: TaskStatus, due: Date) {
        id = item.id.lowercased
        kind = item.kind.rawValue
        title = item.title
        from = status.rawValue
        to = status.rawValue
        changed = true
        next = Next(id: item.id.lowercased, title: item.title, dueDate: ISODate.string(due))
    }
}

/// `{"changes": [StateChangeJSON]}`: every change of one state command or request, in the order given.
public struct StateChangesJSON: Encodable, Equatable {
    /// The changes.
    public let changes: [StateChangeJSON]

    /// The object for `changes`.
    public init(_ changes: [StateChangeJSON]) { self.changes = changes }
}

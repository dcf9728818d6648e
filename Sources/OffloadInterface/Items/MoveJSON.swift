import OffloadStore

/// `{"task", "changed", "from"?, "to"?, "isPostponement", "postponed", "isPast"}`: what `move --json` and
/// `POST /v1/items/{id}/move` did.
public struct MoveJSON: Encodable {
    /// The task as it is after the move.
    public let task: TaskJSON
    /// Whether anything changed; `false` when it was there already.
    public let changed: Bool
    /// Its due date before: ISO 8601 in UTC with milliseconds; absent when it had none.
    public let from: String?
    /// Its due date now; absent in the inbox.
    public let to: String?
    /// Whether the move put it on a later day than it was due.
    public let isPostponement: Bool
    /// How many times it has been postponed, this move included.
    public let postponed: Int
    /// Whether its new day is before today (allowed, and said).
    public let isPast: Bool

    /// The object for `outcome`, with `task` read after the move.
    public init(_ outcome: MoveOutcome, task: TaskOutline) {
        self.task = TaskJSON(task)
        changed = outcome.changed
        from = outcome.from.map(ISODate.string)
        to = outcome.to.map(ISODate.string)
        isPostponement = outcome.isPostponement
        postponed = outcome.postponed
        isPast = outcome.isPast
    }
}

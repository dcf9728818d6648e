import OffloadStore

/// `{"task", "changed", "before"?, "after"?, "renumbered"}`: what `order --json` and
/// `POST /v1/items/{id}/order` did; neither `before` nor `after` means the top.
public struct OrderJSON: Encodable {
    /// The task as it is after the move, with its new position.
    public let task: TaskJSON
    /// Whether anything changed; `false` when it was there already.
    public let changed: Bool
    /// The task it went just before.
    public let before: ItemReferenceJSON?
    /// The task it went just after.
    public let after: ItemReferenceJSON?
    /// Whether every task was renumbered to make room.
    public let renumbered: Bool

    /// The object for `outcome` at `placement`, with `task` read after the move.
    public init(_ outcome: OrderOutcome, placement: OrderPlacement, task: TaskOutline) {
        self.task = TaskJSON(task)
        changed = outcome.changed
        let other = outcome.other.map(ItemReferenceJSON.init)
        if case .before = placement { before = other } else { before = nil }
        if case .after = placement { after = other } else { after = nil }
        renumbered = outcome.renumbered
    }
}

import OffloadStore

/// `{"removed", "listItems", "subplans", "planTasksRemoved", "planTasksKept"}`: what `rm --json` and
/// `DELETE /v1/items/{id}` removed; `offload undo` (`POST /v1/undo`) puts it all back.
public struct RemoveJSON: Encodable {
    /// The items named, in the order given.
    public let removed: [ItemReferenceJSON]
    /// How many list items went with their lists.
    public let listItems: Int
    /// How many nested plans went with their plans.
    public let subplans: Int
    /// How many tasks of removed plans went with them (`--with-tasks`).
    public let planTasksRemoved: Int
    /// How many tasks of removed plans stayed, out of any plan.
    public let planTasksKept: Int

    /// The object for `outcome`.
    public init(_ outcome: RemoveOutcome) {
        removed = outcome.removed.map(ItemReferenceJSON.init)
        listItems = outcome.listItems
        subplans = outcome.subplans
        planTasksRemoved = outcome.planTasksRemoved
        planTasksKept = outcome.planTasksKept
    }
}

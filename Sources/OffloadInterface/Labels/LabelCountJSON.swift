import OffloadStore

/// `{"name", "tasks", "others"}`: one category or tag of `offload categories|tags --json`.
public struct LabelCountJSON: Encodable {
    /// The label's name, without `#`.
    public let name: String
    /// How many tasks carry it.
    public let tasks: Int
    /// How many other items (lists, plans, communications, notes) carry it.
    public let others: Int

    /// The object for `label`.
    public init(_ label: LabelCount) {
        name = label.name
        tasks = label.tasks
        others = label.others
    }
}

import OffloadCore

/// What ``CaptureStore/addListItems(_:to:at:)`` did: the list (made for the items when there was none by that name)
/// and the new items, in the order given.
public struct ListAddition: Hashable, Sendable {
    /// The list the items went to.
    public let list: OrganizerItemReference
    /// Whether the list was made for them.
    public let created: Bool
    /// The new items.
    public let items: [OrganizerItemReference]
}

/// A rename of a list or plan: the item with its old name, and the new name.
public struct Renaming: Hashable, Sendable {
    /// The item, titled by its old name.
    public let item: OrganizerItemReference
    /// Its name now.
    public let name: String
    /// Whether anything changed; `false` when it had that name already.
    public let changed: Bool
}

/// Where ``CaptureStore/orderListItem(_:_:at:)`` puts a list item among the others of its list.
public enum ListItemPlacement: Hashable, Sendable {
    /// First in its list.
    case top
    /// Last in its list.
    case bottom
    /// Just before another item of the same list, named by an id prefix or `LIST:N`.
    case before(String)
    /// Just after another item of the same list.
    case after(String)
}

/// A list item's move within its list.
public struct ListItemMove: Hashable, Sendable {
    /// The item.
    public let item: OrganizerItemReference
    /// The name of its list.
    public let list: String
    /// Its number in the list now, counted from 1 as shown (`LIST:N`).
    public let number: Int
    /// Whether the order changed.
    public let changed: Bool
}

/// Steps added to a plan (made for them when there was none by that title) by ``CaptureStore/addPlanSteps(_:to:at:)``.
public struct PlanAddition: Hashable, Sendable {
    /// The plan.
    public let plan: OrganizerItemReference
    /// Whether the plan was made for them.
    public let created: Bool
    /// The new steps (tasks), in the order given.
    public let steps: [OrganizerItemReference]
}

/// Where a task stands.
///
/// `open` → `active` (in focus) → `done`; a task can also be `waiting` (on someone or something), `someday` (not
/// now) or `cancelled`, and any of them can be reopened.
public enum TaskStatus: String, Codable, Sendable, CaseIterable {
    case open, active, waiting, someday, done, cancelled

    /// Whether the task is finished: done or cancelled.
    public var isFinished: Bool { self == .done || self == .cancelled }

    /// What putting an item in this state is called after the fact: "Done", "Started", "Reopened".
    public var verb: String {
        switch self {
        case .open: "Reopened"
        case .active: "Started"
        case .waiting: "Waiting"
        case .someday: "Someday"
        case .done: "Done"
        case .cancelled: "Cancelled"
        }
    }
}

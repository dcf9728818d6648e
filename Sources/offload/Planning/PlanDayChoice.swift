/// What a key in `plan-day` asks for.
enum PlanDayChoice: String, WalkChoice {
    case accept = "a", change = "c", reject = "r", undo = "u", quit = "q", help = "?"

    /// How the summary counts it.
    var counted: String? {
        switch self {
        case .accept: "accepted"
        case .change: "changed"
        case .reject: "left where they were"
        case .undo, .quit, .help: nil
        }
    }

    /// A proposal left where it was moved nothing.
    var leavesItAsItWas: Bool { self == .reject }
}

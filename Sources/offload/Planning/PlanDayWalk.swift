/// What a key in `plan-day` asks for.
enum PlanDayChoice: String, CaseIterable {
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
}

/// Where a `plan-day` walk stands: the proposal in hand and what was decided (for undo and the summary).
struct PlanDayWalk {
    let count: Int
    private(set) var decisions: [PlanDayChoice] = []
    private var hasQuit = false

    init(count: Int) { self.count = count }

    /// The index of the proposal in hand, or `nil` when every one was decided or the walk was quit.
    var current: Int? { hasQuit || decisions.count >= count ? nil : decisions.count }

    /// Whether the last decision moved a task, which `undo` can take back.
    var canUndo: Bool { decisions.last.map { $0 != .reject } ?? false }

    mutating func decided(_ choice: PlanDayChoice) { decisions.append(choice) }

    /// Goes back to the proposal decided last.
    mutating func undo() { decisions.removeLast() }

    mutating func quit() { hasQuit = true }

    /// One calm line: what was decided; the rest stays where it is.
    var summary: String {
        let parts = PlanDayChoice.allCases.compactMap { choice in
            choice.counted.flatMap { word in
                let number = decisions.count { $0 == choice }
                return number > 0 ? "\(number) \(word)" : nil
            }
        }
        let untouched = count - decisions.count
        let rest = untouched > 0 ? " \(untouched) not looked at; nothing moved for them." : ""
        guard !parts.isEmpty else { return "Nothing moved.\(rest)" }
        return "Done for now: \(parts.joined(separator: ", ")).\(rest)"
    }
}

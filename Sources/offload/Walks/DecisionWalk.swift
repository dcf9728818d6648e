/// A key of a walk through items one at a time (`review-day`, `plan-day`).
protocol WalkChoice: CaseIterable, Equatable {
    /// How the summary counts it ("today", "accepted"), or `nil` for keys that decide nothing (undo, quit, help).
    var counted: String? { get }
    /// Whether the choice left its item as it was, so there is nothing for undo to take back.
    var leavesItAsItWas: Bool { get }
}

/// Where a walk stands: the item in hand and what was decided, for undo and the closing summary.
struct DecisionWalk<Choice: WalkChoice> {
    /// How many items the walk goes through.
    let count: Int
    /// What the summary says of the items not looked at ("they stay in From earlier.").
    let untouchedNote: String
    /// What the summary says when nothing changed ("Nothing changed.").
    let nothingNote: String
    private(set) var decisions: [Choice] = []
    private(set) var hasQuit = false

    init(count: Int, untouchedNote: String, nothingNote: String) {
        self.count = count
        self.untouchedNote = untouchedNote
        self.nothingNote = nothingNote
    }

    /// The index of the item in hand, or `nil` when every one was decided or the walk was quit.
    var current: Int? { hasQuit || decisions.count >= count ? nil : decisions.count }

    /// Whether the last decision changed something that undo can take back.
    var canUndo: Bool { decisions.last.map { !$0.leavesItAsItWas } ?? false }

    mutating func decided(_ choice: Choice) { decisions.append(choice) }

    /// Goes back to the item decided last.
    mutating func undo() { decisions.removeLast() }

    mutating func quit() { hasQuit = true }

    /// One calm line: what was decided, in the order of the keys, and that the rest stays as it was.
    var summary: String {
        let parts = Choice.allCases.compactMap { choice in
            choice.counted.flatMap { word in
                let number = decisions.count { $0 == choice }
                return number > 0 ? "\(number) \(word)" : nil
            }
        }
        let untouched = count - decisions.count
        let rest = untouched > 0 ? " \(untouched) not looked at; \(untouchedNote)" : ""
        guard !parts.isEmpty else { return "\(nothingNote)\(rest)" }
        return "Done for now: \(parts.joined(separator: ", ")).\(rest)"
    }
}

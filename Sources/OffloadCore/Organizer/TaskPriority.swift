/// Priority of a task.
public enum TaskPriority: String, Codable, Sendable, CaseIterable, Comparable {
    case low, medium, high, urgent

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: TaskPriority, rhs: TaskPriority) -> Bool { lhs.rank < rhs.rank }
}

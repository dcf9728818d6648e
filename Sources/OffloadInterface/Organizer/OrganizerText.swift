import OffloadCore

/// The pieces every organizer line shares: a priority, a count with its noun, the category and tags.
public enum OrganizerText {
    /// `  (high)`: a priority other than the default `medium`; empty for `medium` and for none.
    public static func priority(_ priority: TaskPriority?) -> String {
        guard let priority, priority != .medium else { return "" }
        return "  (\(priority.rawValue))"
    }

    /// `1 task`, `3 tasks`: `count` with `noun`, plural (`noun` + "s") unless it is 1.
    public static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// `  [errands]  #home #bills`: the category in brackets, then the tags; empty when there are neither.
    public static func labels(_ category: String?, _ tags: [String]) -> String {
        (category.map { "  [\($0)]" } ?? "") + (tags.isEmpty ? "" : "  " + tags.map { "#" + $0 }.joined(separator: " "))
    }
}

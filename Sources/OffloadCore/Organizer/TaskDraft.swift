import Foundation

/// A task someone typed in one go (`offload add`), as the quick-add reader understood it, before it is stored.
public struct TaskDraft: Hashable, Sendable {
    /// The title, never blank.
    public let title: String
    /// When it is due: an instant, or local midnight of a day when only a day was given.
    public var dueDate: Date?
    /// RFC 5545 recurrence rule.
    public var recurrence: String?
    /// Its priority; `medium` when nothing said otherwise.
    public var priority: TaskPriority
    /// Tag names, without `#`, in the order written.
    public var tags: [String]
    /// The category's name, when one was given.
    public var category: String?
    /// The name of the plan it is a step of, when one was given.
    public var planName: String?

    /// Creates a draft, or throws ``CoreError/emptyTitle`` when `title` is blank.
    public init(
        title: String, dueDate: Date? = nil, recurrence: String? = nil, priority: TaskPriority = .medium,
        tags: [String] = [], category: String? = nil, planName: String? = nil
    ) throws {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isBlank else { throw CoreError.emptyTitle }
        self.title = trimmed
        self.dueDate = dueDate
        self.recurrence = recurrence
        self.priority = priority
        self.tags = tags
        self.category = category
        self.planName = planName
    }
}

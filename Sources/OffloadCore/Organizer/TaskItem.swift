import Foundation

/// A single actionable item.
///
/// Named `TaskItem` so that it never shadows Swift's concurrency `Task`.
public struct TaskItem: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var title: String
    public var notes: String?
    public let createdAt: Date
    public var updatedAt: Date
    public var completedAt: Date?
    public var dueDate: Date?
    public var scheduledDate: Date?
    public var priority: TaskPriority
    public var status: TaskStatus
    /// Order within its plan or the inbox, ascending.
    public var position: Int
    /// The plan it belongs to, if any.
    public var planID: UUID?
    public var categoryID: UUID?
    /// RFC 5545 recurrence rule.
    public var recurrence: String?

    /// Creates a task, or throws ``CoreError/emptyTitle``.
    public init(
        id: UUID = .random(), title: String, notes: String? = nil, createdAt: Date = Date(), updatedAt: Date? = nil,
        completedAt: Date? = nil, dueDate: Date? = nil, scheduledDate: Date? = nil, priority: TaskPriority = .medium,
        status: TaskStatus = .open, position: Int = 0, planID: UUID? = nil, categoryID: UUID? = nil,
        recurrence: String? = nil
    ) throws {
        guard !title.isBlank else { throw CoreError.emptyTitle }
        self.id = id
        self.title = title
        self.notes = notes
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
        self.completedAt = completedAt
        self.dueDate = dueDate
        self.scheduledDate = scheduledDate
        self.priority = priority
        self.status = status
        self.position = position
        self.planID = planID
        self.categoryID = categoryID
        self.recurrence = recurrence
    }
}

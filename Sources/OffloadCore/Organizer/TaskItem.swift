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
    /// How many times a move put the task on a later day than it was due.
    public var postponed: Int

    /// Creates a task, or throws ``CoreError/emptyTitle``.
    public init(
        id: UUID = .random(), title: String, notes: String? = nil, createdAt: Date = Date(), updatedAt: Date? = nil,
        completedAt: Date? = nil, dueDate: Date? = nil, scheduledDate: Date? = nil, priority: TaskPriority = .medium,
        status: TaskStatus = .open, position: Int = 0, planID: UUID? = nil, categoryID: UUID? = nil,
        recurrence: String? = nil, postponed: Int = 0
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
        self.postponed = postponed
    }
}

extension TaskItem {
    /// Decodes a task with the same checks as its initializer (a blank title throws); JSON written before tasks
    /// counted their postponements (no `postponed` key) reads as never postponed.
    ///
    /// - Throws: ``CoreError/emptyTitle``, or a `DecodingError` for a missing or mistyped key.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            id: container.decode(UUID.self, forKey: .id), title: container.decode(String.self, forKey: .title),
            notes: container.decodeIfPresent(String.self, forKey: .notes),
            createdAt: container.decode(Date.self, forKey: .createdAt),
            updatedAt: container.decode(Date.self, forKey: .updatedAt),
            completedAt: container.decodeIfPresent(Date.self, forKey: .completedAt),
            dueDate: container.decodeIfPresent(Date.self, forKey: .dueDate),
            scheduledDate: container.decodeIfPresent(Date.self, forKey: .scheduledDate),
            priority: container.decode(TaskPriority.self, forKey: .priority),
            status: container.decode(TaskStatus.self, forKey: .status),
            position: container.decode(Int.self, forKey: .position),
            planID: container.decodeIfPresent(UUID.self, forKey: .planID),
            categoryID: container.decodeIfPresent(UUID.self, forKey: .categoryID),
            recurrence: container.decodeIfPresent(String.self, forKey: .recurrence),
            postponed: container.decodeIfPresent(Int.self, forKey: .postponed) ?? 0)
    }
}

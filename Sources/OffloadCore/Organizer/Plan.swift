import Foundation

/// A multi-step project; plans nest through `parentID`.
public struct Plan: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var title: String
    public var parentID: UUID?
    public let createdAt: Date
    public var categoryID: UUID?
    /// When the whole plan is due, if it has a date.
    public var dueDate: Date?
    /// Its priority, when one was given; plans have none by default.
    public var priority: TaskPriority?
    /// When the plan was archived (out of `offload plans` unless asked for); `nil` while it is in use.
    public var archivedAt: Date?

    /// Creates a plan, or throws ``CoreError/emptyTitle``.
    public init(
        id: UUID = .random(), title: String, parentID: UUID? = nil, createdAt: Date = Date(), categoryID: UUID? = nil,
        dueDate: Date? = nil, priority: TaskPriority? = nil, archivedAt: Date? = nil
    ) throws {
        guard !title.isBlank else { throw CoreError.emptyTitle }
        self.id = id
        self.title = title
        self.parentID = parentID
        self.createdAt = createdAt
        self.categoryID = categoryID
        self.dueDate = dueDate
        self.priority = priority
        self.archivedAt = archivedAt
    }
}

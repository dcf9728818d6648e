import Foundation

/// Someone to call, email or message.
public struct CommunicationItem: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var channel: CommunicationChannel
    public var contactName: String?
    /// What it is about.
    public var title: String
    public var dueDate: Date?
    public var isDone: Bool
    public let createdAt: Date
    /// Its priority, when one was given.
    public var priority: TaskPriority?
    /// RFC 5545 recurrence rule.
    public var recurrence: String?
    public var categoryID: UUID?

    /// Creates a communication item.
    public init(
        id: UUID = .random(), channel: CommunicationChannel, contactName: String?, title: String, dueDate: Date? = nil,
        isDone: Bool = false, createdAt: Date = Date(), priority: TaskPriority? = nil, recurrence: String? = nil,
        categoryID: UUID? = nil
    ) {
        self.id = id
        self.channel = channel
        self.contactName = contactName
        self.title = title
        self.dueDate = dueDate
        self.isDone = isDone
        self.createdAt = createdAt
        self.priority = priority
        self.recurrence = recurrence
        self.categoryID = categoryID
    }
}

import Foundation

/// Priority of a task.
public enum TaskPriority: String, Codable, Sendable, CaseIterable, Comparable {
    case low, medium, high, urgent

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: TaskPriority, rhs: TaskPriority) -> Bool { lhs.rank < rhs.rank }
}

/// Whether a task is open or done.
public enum TaskStatus: String, Codable, Sendable, CaseIterable {
    case open, inProgress = "in_progress", done, cancelled
}

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

    /// Creates a plan, or throws ``CoreError/emptyTitle``.
    public init(
        id: UUID = .random(), title: String, parentID: UUID? = nil, createdAt: Date = Date(), categoryID: UUID? = nil,
        dueDate: Date? = nil, priority: TaskPriority? = nil
    ) throws {
        guard !title.isBlank else { throw CoreError.emptyTitle }
        self.id = id
        self.title = title
        self.parentID = parentID
        self.createdAt = createdAt
        self.categoryID = categoryID
        self.dueDate = dueDate
        self.priority = priority
    }
}

/// A user category such as work or errands.
public struct Category: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var name: String

    /// Creates a category.
    public init(id: UUID = .random(), name: String) {
        self.id = id
        self.name = name
    }
}

/// A free-form tag (from `#hashtags` or the user).
public struct Tag: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var name: String

    /// Creates a tag.
    public init(id: UUID = .random(), name: String) {
        self.id = id
        self.name = name
    }
}

/// The kind of a list.
public enum ListType: String, Codable, Sendable, CaseIterable {
    case shopping, packing, reference, custom
}

/// A named list such as Groceries or Packing.
public struct ListEntity: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public var name: String
    public var listType: ListType
    public let createdAt: Date
    public var categoryID: UUID?

    /// Creates a list, or throws ``CoreError/emptyTitle``.
    public init(
        id: UUID = .random(), name: String, listType: ListType = .custom, createdAt: Date = Date(),
        categoryID: UUID? = nil
    ) throws {
        guard !name.isBlank else { throw CoreError.emptyTitle }
        self.id = id
        self.name = name
        self.listType = listType
        self.createdAt = createdAt
        self.categoryID = categoryID
    }
}

/// One entry of a list.
public struct ListItem: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let listID: UUID
    public var text: String
    public var quantity: Double?
    public var unit: String?
    public var isCompleted: Bool
    public var position: Int

    /// Creates a list item, or throws ``CoreError/emptyTitle``.
    public init(
        id: UUID = .random(), listID: UUID, text: String, quantity: Double? = nil, unit: String? = nil,
        isCompleted: Bool = false, position: Int = 0
    ) throws {
        guard !text.isBlank else { throw CoreError.emptyTitle }
        self.id = id
        self.listID = listID
        self.text = text
        self.quantity = quantity
        self.unit = unit
        self.isCompleted = isCompleted
        self.position = position
    }
}

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

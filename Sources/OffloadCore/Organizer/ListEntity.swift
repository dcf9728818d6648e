import Foundation

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

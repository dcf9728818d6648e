import Foundation

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

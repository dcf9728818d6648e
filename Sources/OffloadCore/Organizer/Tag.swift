import Foundation

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

import Foundation

/// A note placed from a capture: a title and the whole capture text.
public struct NoteItem: Identifiable, Hashable, Codable, Sendable {
    /// Stable identifier.
    public let id: UUID
    /// The title (the suggestion's cleaned title).
    public let title: String
    /// The capture text, unchanged.
    public let body: String
    /// The capture it came from, while that capture exists.
    public let captureID: UUID?
    /// When it was placed.
    public let createdAt: Date
    /// Its category, when it has one.
    public let categoryID: UUID?

    /// Creates a note.
    public init(
        id: UUID = .random(), title: String, body: String, captureID: UUID? = nil, createdAt: Date = Date(),
        categoryID: UUID? = nil
    ) {
        self.id = id
        self.title = title
        self.body = body
        self.captureID = captureID
        self.createdAt = createdAt
        self.categoryID = categoryID
    }
}

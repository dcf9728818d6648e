import Foundation

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

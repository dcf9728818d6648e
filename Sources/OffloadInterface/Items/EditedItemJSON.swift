import OffloadCore
import OffloadStore

/// The JSON of an item after `edit --json` or `PATCH /v1/items/{id}`: a task's object as the views show it
/// (``TaskJSON``), or a communication's as `comms --json` shows it.
public enum EditedItemJSON: Encodable {
    /// A task.
    case task(TaskJSON)
    /// A communication item.
    case communication(OrganizerJSON.Communication)

    /// Reads `item` (a task or a communication) from `store` as it is now.
    ///
    /// - Throws: ``OffloadStore/StoreError/itemNotFound(reference:)`` when it is gone, or
    ///   ``OffloadStore/StoreError/notApplicable(kind:action:)`` for another kind; what reading throws.
    public static func read(_ item: OrganizerItemReference, from store: CaptureStore) async throws -> EditedItemJSON {
        switch item.kind {
        case .task:
            return .task(TaskJSON(try await store.task(item.id.lowercased)))
        case .communication:
            return .communication(OrganizerJSON.Communication(try await store.communication(item.id.lowercased)))
        default:
            throw StoreError.notApplicable(kind: item.kind.noun, action: "Editing")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .task(let task): try task.encode(to: encoder)
        case .communication(let communication): try communication.encode(to: encoder)
        }
    }
}

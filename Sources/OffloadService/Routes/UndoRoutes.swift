import Foundation
import Hummingbird
import OffloadInterface
import OffloadStore

/// `/v1/undo`: take back the most recent action, or list what would be taken back.
struct UndoRoutes {
    let configuration: ServiceConfiguration

    /// The default and largest number of actions listed; the store remembers 100.
    static let defaultLimit = 10
    static let maximumLimit = 100

    func register(on router: RouteBuilder) {
        router.post("v1/undo") { _, context in
            let undone = try await configuration.store.undo(at: configuration.now())
            context.logger.info("Undid an action.")
            return try JSONResponse.response(UndoJSON(undone))
        }
        router.get("v1/undo") { request, _ in
            var limit = Self.defaultLimit
            if let text = request.uri.queryParameters["limit"] {
                guard let value = Int(String(text)), (1...Self.maximumLimit).contains(value) else {
                    throw ServiceError.badParameter("limit", "must be a whole number from 1 to \(Self.maximumLimit).")
                }
                limit = value
            }
            let actions = try await configuration.store.undoHistory(limit: limit)
            return try JSONResponse.response(UndoListJSON(actions: actions.map(UndoJSON.init)))
        }
    }
}

/// The body of `GET /v1/undo`: what `offload undo --list --json` shows.
struct UndoListJSON: Encodable {
    /// The actions undo would take back, newest first.
    let actions: [UndoJSON]
}

import Foundation
import Hummingbird
import OffloadCore
import OffloadInterface
import OffloadStore

/// `/v1/items/{id}`: the state commands, `edit`, `move`, `order` and `rm` on tasks, communications, list items and
/// the rest, each through the same store call as its command and each undoable with `POST /v1/undo`.
struct ItemRoutes {
    let configuration: ServiceConfiguration

    func register(on router: RouteBuilder) {
        router.post("v1/items/:id/state") { request, context in
            let body = try await JSONBody.read(StateRequest.self, from: request)
            return try JSONResponse.response(try await state(body, of: try context.parameters.reference("id")))
        }
        router.patch("v1/items/:id") { request, context in
            let id = try context.parameters.reference("id")
            let reader = try configuration.whenReader()
            let edit = try await JSONBody.read(EditRequest.self, from: request).edit(reader: reader)
            let outcome = try await configuration.store.edit(id, edit, at: reader.now)
            context.logger.info("Edited an item.", metadata: ["id": "\(outcome.item.id.short)"])
            return try JSONResponse.response(try await EditedItemJSON.read(outcome.item, from: configuration.store))
        }
        router.post("v1/items/:id/move") { request, context in
            let id = try context.parameters.reference("id")
            let reader = try configuration.whenReader()
            let text = try await JSONBody.read(MoveRequest.self, from: request).to
            guard let target = MoveTarget.read(text, with: reader) else { throw ServiceError.unreadableWhen("to") }
            let outcome = try await configuration.store.move(id, to: target, calendar: reader.calendar, at: reader.now)
            let task = try await configuration.store.task(outcome.item.id.lowercased)
            return try JSONResponse.response(MoveJSON(outcome, task: task))
        }
        router.post("v1/items/:id/order") { request, context in
            let id = try context.parameters.reference("id")
            let placement = try await JSONBody.read(OrderRequest.self, from: request).placement
            let outcome = try await configuration.store.order(id, placement, at: configuration.now())
            let task = try await configuration.store.task(outcome.item.id.lowercased)
            return try JSONResponse.response(OrderJSON(outcome, placement: placement, task: task))
        }
        router.delete("v1/items/:id") { request, context in
            let id = try context.parameters.reference("id")
            let withTasks = try QueryValues(request).flag("withTasks")
            let outcome = try await configuration.store.remove([id], withTasks: withTasks, at: configuration.now())
            context.logger.info("Removed items.", metadata: ["count": "\(outcome.removed.count)"])
            return try JSONResponse.response(RemoveJSON(outcome))
        }
    }

    /// Puts item `id` in the body's state (or skips an occurrence), like `offload done|start|…`.
    private func state(_ body: StateRequest, of id: String) async throws -> StateChangesJSON {
        let store = configuration.store
        let now = configuration.now()
        guard body.skip else {
            let changes = try await store.setState([id], to: body.state, at: now, timeZone: configuration.timeZone)
            return StateChangesJSON(changes.map(StateChangeJSON.init))
        }
        guard body.state == .done else { throw ServiceError.badField("skip", "goes only with the state done.") }
        var changes: [StateChangeJSON] = []
        for (item, due) in try await store.skipOccurrence([id], at: now, timeZone: configuration.timeZone) {
            let status = try await store.task(item.id.lowercased).task.status
            changes.append(StateChangeJSON(skipped: item, status: status, due: due))
        }
        return StateChangesJSON(changes)
    }
}

import Foundation
import Hummingbird
import OffloadCore
import OffloadInterface
import OffloadStore

/// `/v1/tasks`: add a task as `offload add` does, and list tasks as `offload tasks --json` does.
struct TaskRoutes {
    let configuration: ServiceConfiguration

    /// The body of `POST /v1/tasks`: `{"text"}`, read like `offload add TEXT`.
    struct AddRequest: Decodable {
        let text: String

        private enum CodingKeys: String, CodingKey { case text }

        init(from decoder: any Decoder) throws {
            try BodyKeys.check(decoder, allowed: ["text"])
            text = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .text)
        }
    }

    func register(on router: RouteBuilder) {
        router.post("v1/tasks") { request, context in
            let text = try await JSONBody.read(AddRequest.self, from: request).text
            guard !text.isBlank else { throw ServiceError.badField("text", "cannot be blank.") }
            let reader = try configuration.whenReader()
            let draft = try reader.quickAdd(text).draft
            let added = try await configuration.store.addTasks([draft], at: reader.now)
            guard let task = added.first else { throw ServiceError.internalError }  // One draft gives one task.
            context.logger.info("Added a task.", metadata: ["id": "\(task.outline.task.id.short)"])
            return try JSONResponse.response(TaskJSON(task.outline), status: .created)
        }
        router.get("v1/tasks") { _, _ in
            let tasks = try await configuration.store.tasks()
            return try JSONResponse.response(
                NamedArrayJSON(name: "tasks", elements: tasks.map(OrganizerJSON.Task.init)))
        }
    }
}

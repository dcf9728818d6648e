import Hummingbird
import OffloadInterface
import OffloadStore

/// `/v1/notes`: the notes of `offload notes --json`, and one note whole (`offload notes ID --json`).
struct NoteRoutes {
    let configuration: ServiceConfiguration

    func register(on router: RouteBuilder) {
        router.get("v1/notes") { _, _ in
            let notes = try await configuration.store.notes()
            return try JSONResponse.response(
                NamedArrayJSON(name: "notes", elements: notes.map(OrganizerJSON.Note.init)))
        }
        router.get("v1/notes/:id") { _, context in
            try JSONResponse.response(
                OrganizerJSON.Note(try await configuration.store.note(try context.parameters.reference("id"))))
        }
    }
}

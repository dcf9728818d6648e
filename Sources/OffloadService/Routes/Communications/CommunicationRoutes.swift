import Hummingbird
import OffloadInterface
import OffloadStore

/// `GET /v1/comms`: people to call, email or message, as `offload comms --json` lists them.
struct CommunicationRoutes {
    let configuration: ServiceConfiguration

    func register(on router: RouteBuilder) {
        router.get("v1/comms") { _, _ in
            let items = try await configuration.store.communicationItems()
            return try JSONResponse.response(
                NamedArrayJSON(name: "communications", elements: items.map(OrganizerJSON.Communication.init)))
        }
    }
}

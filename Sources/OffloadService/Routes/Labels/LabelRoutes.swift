import Hummingbird
import OffloadInterface
import OffloadStore

/// `GET /v1/categories` and `GET /v1/tags`: every label with its counts, as `offload categories|tags --json`.
struct LabelRoutes {
    let configuration: ServiceConfiguration

    func register(on router: RouteBuilder) {
        for (path, kind) in [("categories", LabelKind.category), ("tags", LabelKind.tag)] {
            router.get("v1/\(path)") { _, _ in
                let labels = try await configuration.store.labels(kind)
                return try JSONResponse.response(NamedArrayJSON(name: path, elements: labels.map(LabelCountJSON.init)))
            }
        }
    }
}

import Hummingbird
import OffloadCore
import OffloadInterface
import OffloadStore

/// `GET /v1/search?q=WORDS&limit=N`: the object of `offload search WORDS --limit N --json`.
struct SearchRoutes {
    let configuration: ServiceConfiguration

    /// The default and largest number of hits.
    static let defaultLimit = 20
    static let maximumLimit = 1000

    func register(on router: RouteBuilder) {
        router.get("v1/search") { request, _ in
            let query = QueryValues(request)
            guard let words = query.text("q"), !words.isBlank else {
                throw ServiceError.badParameter("q", "must hold the words to look for.")
            }
            let limit = try query.integer("limit", in: 1...Self.maximumLimit, default: Self.defaultLimit)
            let hits = try await configuration.store.search(words, limit: limit)
            return try JSONResponse.response(SearchJSON(query: words, hits: hits))
        }
    }
}

import Foundation
import Hummingbird
import OffloadCore
import OffloadInterface
import OffloadStore

/// `/v1/review` and `/v1/suggestions`: the review queue, one suggestion, and decisions on it.
struct ReviewRoutes {
    let configuration: ServiceConfiguration

    func register(on router: RouteBuilder) {
        router.get("v1/review") { request, _ in
            let limit = try Self.limit(request)
            var items = try await configuration.store.awaitingReview(limit: limit)
            if let limit { items = Array(items.prefix(limit)) }
            return try JSONResponse.response(ReviewQueueJSON(items: items.map(ReviewItemJSON.init)))
        }
        router.get("v1/suggestions/:id") { _, context in
            let suggestion = try await configuration.store.suggestion(idPrefix: try context.parameters.require("id"))
            // The review item of the suggestion says what an earlier run placed that it would repeat.
            let items = try await configuration.store.reviewItems(idPrefix: suggestion.id.uuidString.lowercased())
            let placed = items.lazy.compactMap { $0.alreadyPlaced[suggestion.id] }.first
            return try JSONResponse.response(SuggestionJSON(suggestion, alreadyPlaced: placed))
        }
        router.post("v1/suggestions/:id/decision") { request, context in
            try await decide(request, id: try context.parameters.require("id"), context: context)
        }
    }

    /// `limit`, a whole number of at least 1, or `nil` when absent.
    static func limit(_ request: Request) throws -> Int? {
        guard let text = request.uri.queryParameters["limit"] else { return nil }
        guard let value = Int(String(text)), value >= 1 else {
            throw ServiceError.badParameter("limit", "must be a whole number of at least 1.")
        }
        return value
    }

    private func decide(_ request: Request, id: String, context: BasicRequestContext) async throws -> Response {
        let body = try await JSONBody.read(DecisionRequest.self, from: request)
        let edit = try body.edit()
        let now = configuration.now()
        let suggestion = try await configuration.store.suggestion(idPrefix: id)
        let decision: CaptureStore.Decision
        switch body.action {
        case .accept: decision = .accept
        case .reject: decision = .reject
        case .edit: decision = .edit(try Self.applied(edit, to: suggestion, now: now, tz: body.tz, configuration))
        }
        let outcome: DecisionOutcome
        do {
            outcome = try await configuration.store.decide(
                suggestion.id, decision, again: body.again ?? false, at: now)
        } catch let error as CoreError {
            throw DecisionErrors.map(error)
        }
        context.logger.info(
            "Decided a suggestion.",
            metadata: ["suggestion": "\(suggestion.id)", "kind": "\(outcome.decision.kind.rawValue)"])
        return try JSONResponse.response(DecisionJSON(outcome: outcome))
    }

    /// `edit` applied to `suggestion`, its due text read at `now` in `tz` (default: the service's zone).
    private static func applied(
        _ edit: SuggestionEdit, to suggestion: Suggestion, now: Date, tz: String?, _ configuration: ServiceConfiguration
    ) throws -> Suggestion {
        let reader: WhenReader
        do {
            reader = try WhenReader(now: now, timeZone: tz ?? configuration.timeZone.identifier)
        } catch {
            throw ServiceError.badField("tz", "is not a time zone; use an IANA name such as Europe/Berlin.")
        }
        do {
            return try edit.applied(to: suggestion, reader: reader)
        } catch let error as SuggestionEditError {
            throw DecisionErrors.map(error)
        } catch let error as CoreError {
            throw DecisionErrors.map(error)
        }
    }
}

/// The body of `GET /v1/review`: the queue `offload suggestions --json` shows, in the same order.
struct ReviewQueueJSON: Encodable {
    /// The captures awaiting review with their open suggestions, oldest capture first.
    let items: [ReviewItemJSON]
}

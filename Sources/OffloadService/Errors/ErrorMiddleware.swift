import Foundation
import Hummingbird
import Logging
import NIOCore
import OffloadCore
import OffloadStore

/// Turns every failure into a ``ServiceError`` response, counts it by code, and logs each request's method, path,
/// status and time.
///
/// Store and domain errors map to their statuses; Hummingbird's own errors (no route, body too large) get the
/// JSON error body too; anything else is a 500 whose details go only to the log.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The body cap, for the 413 message.
    let bodyLimit: Int
    /// The registered routes, for 405 rather than 404 when only the method is wrong.
    let routes: RouteTable
    /// Where refusals are counted (`offload_requests_refused_total{reason=code}`).
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            let mapped = map(error, request: request, context: context)
            metrics.recordRefused(mapped.code)
            response = try mapped.response(from: request, context: context)
        }
        let elapsed = ContinuousClock.now - start
        // The route (`/v1/lists/{ref}`), not the path: a list's name or a plan's title typed into a path stays out
        // of the log. Hummingbird sets it while routing ("NotFound" when nothing matched); a 403 comes before routing.
        context.logger.info(
            "Request.",
            metadata: [
                "method": "\(request.method.rawValue)", "path": "\(context.endpointPath ?? "(not routed)")",
                "status": "\(response.status.code)",
                "ms": "\(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)",
            ])
        return response
    }

    private func map(_ error: any Error, request: Request, context: Context) -> ServiceError {
        switch error {
        case let error as ServiceError: return error
        case let error as StoreError: return Self.map(error) ?? logged(error, context: context)
        case let error as CoreError:
            return ServiceError(.badRequest, code: "invalid_capture", message: error.description)
        case let error as HTTPError where error.status == .notFound:
            return routes.methods(matching: request.uri.path).map(ServiceError.methodNotAllowed) ?? .noRoute
        case let error as HTTPError where error.status == .contentTooLarge: return .tooLarge(limit: bodyLimit)
        case is NIOTooManyBytesError: return .tooLarge(limit: bodyLimit)
        case is CancellationError: return .shuttingDown
        default: return logged(error, context: context)
        }
    }

    private func logged(_ error: any Error, context: Context) -> ServiceError {
        context.logger.error("Request failed.", metadata: ["error": "\(String(reflecting: type(of: error)))"])
        return .internalError
    }

    /// The service error for a store error, or `nil` for an unexpected one.
    static func map(_ error: StoreError) -> ServiceError? {
        switch error {
        case .captureNotFound, .suggestionNotFound:
            ServiceError(.notFound, code: "not_found", message: error.description)
        case .invalidIDPrefix, .ambiguousID, .ambiguousSuggestionID, .nulCharacter:
            ServiceError(.badRequest, code: "bad_request", message: error.description)
        case .nothingToUndo, .alreadyDecided, .noDecisionToUndo:
            ServiceError(.conflict, code: "conflict", message: error.description)
        case .alreadyPlaced(let id, _):
            // The CLI's sentence names the place (a title or list name); this one does not.
            ServiceError(
                .conflict, code: "already_placed",
                message: "An earlier run of this capture placed the same, so \(id.prefix(8)) was not placed again. "
                    + "Send \"again\": true to place it a second time, or reject it.")
        case .destinationHasOwn(let field, _):
            ServiceError(
                .conflict, code: "destination_has_own",
                message: "The existing plan already has its own \(field), different from this one, so nothing was "
                    + "placed. Remove it from the suggestion to add the steps and keep the plan's.")
        case .busy:
            ServiceError(.serviceUnavailable, code: "busy", message: error.description, headers: [.retryAfter: "1"])
        default:
            mapOrganizer(error)
        }
    }
}

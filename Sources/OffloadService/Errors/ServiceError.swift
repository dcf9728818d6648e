import Foundation
import Hummingbird
import OffloadInterface

/// A failure of a request, sent as `{"error":{"code","message"}}` with its HTTP status.
///
/// Messages never carry capture text: they name ids, sizes and what to do next.
public struct ServiceError: HTTPResponseError, Equatable, Sendable {
    /// The HTTP status of the response.
    public let status: HTTPResponse.Status
    /// A stable, machine-readable code such as `bad_json` or `not_found`.
    public let code: String
    /// One sentence for a person.
    public let message: String
    /// Extra response headers, such as `Allow` for 405.
    public let headers: HTTPFields

    /// Creates an error with `status`, `code` and `message`.
    public init(_ status: HTTPResponse.Status, code: String, message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
    }

    /// The JSON body of an error response.
    public struct Body: Encodable, Sendable {
        /// The `code` and `message` of the error.
        public let error: [String: String]
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try JSONResponse.response(Body(error: ["code": code, "message": message]), status: status)
        response.headers.append(contentsOf: headers)
        return response
    }
}

extension ServiceError {
    /// 400: the body is not the JSON the route expects.
    static func badJSON(_ detail: String) -> ServiceError {
        ServiceError(
            .badRequest, code: "bad_json", message: "The request body is not valid JSON for this route: \(detail)")
    }

    /// 400: a query parameter has a value the route cannot use.
    static func badParameter(_ name: String, _ detail: String) -> ServiceError {
        ServiceError(.badRequest, code: "bad_parameter", message: "The parameter '\(name)' \(detail)")
    }

    /// 404: no route at this path.
    static let noRoute = ServiceError(
        .notFound, code: "not_found", message: "There is no route at this path. See GET /health and /v1/captures.")

    /// 405: the path exists but not with this method.
    static func methodNotAllowed(_ allowed: [HTTPRequest.Method]) -> ServiceError {
        let list = allowed.map(\.rawValue).joined(separator: ", ")
        var headers = HTTPFields()
        headers[.allow] = list
        return ServiceError(
            .methodNotAllowed, code: "method_not_allowed", message: "This path allows only \(list).", headers: headers)
    }

    /// 413: the body is larger than the cap.
    static func tooLarge(limit: Int) -> ServiceError {
        ServiceError(
            .contentTooLarge, code: "too_large",
            message: "The request body is larger than \(limit) bytes. Send smaller or fewer captures.")
    }

    /// 403: a state-changing request from a foreign web page.
    static let foreignOrigin = ServiceError(
        .forbidden, code: "foreign_origin",
        message: "Requests that change data are accepted only from this server's own origin.")

    /// 409: a hand-off or re-process job of this process is running.
    static let jobRunning = ServiceError(
        .conflict, code: "job_running",
        message: "A hand-off job is running; one runs at a time. Follow it with GET /v1/jobs and try again after it.")

    /// 503: the service was started without models, so it cannot analyze.
    static let modelsUnavailable = ServiceError(
        .serviceUnavailable, code: "models_unavailable",
        message: "This server has no models loaded, so it cannot analyze or hand off. Start it with --models.")

    /// 503: the service is shutting down and starts no more jobs.
    static let noNewJobs = ServiceError(
        .serviceUnavailable, code: "shutting_down",
        message: "The server is shutting down and starts no new job; the next start resumes what was left.")

    /// 404: no job of this process has the id.
    static let jobNotFound = ServiceError(
        .notFound, code: "not_found",
        message: "No job of this server has that id; it keeps the last 100. List them with GET /v1/jobs.")

    /// Why a request was refused with 401.
    enum Unauthorized {
        /// Neither a bearer token nor a session cookie was sent.
        case noToken
        /// A bearer token (or a login) was sent, and it is not this server's.
        case wrongToken
        /// A session cookie was sent that this server does not know (it restarted since the login).
        case unknownSession
    }

    /// 401: the server needs its token; always with `WWW-Authenticate: Bearer`.
    static func unauthorized(_ reason: Unauthorized) -> ServiceError {
        let message =
            switch reason {
            case .noToken:
                "This server needs its token: send 'Authorization: Bearer TOKEN' (print it with `offload serve "
                    + "--show-token` on the server's machine), or log in at /login."
            case .wrongToken:
                "The token is wrong. Print the right one with `offload serve --show-token` on the server's machine."
            case .unknownSession:
                "The session is over (the server restarted since you logged in). Log in again at /login."
            }
        var headers = HTTPFields()
        headers[.wwwAuthenticate] = #"Bearer realm="offload""#
        return ServiceError(.unauthorized, code: "unauthorized", message: message, headers: headers)
    }

    /// 403: a loopback server was addressed by another name, as a web page re-pointed at 127.0.0.1 would.
    static let foreignHost = ServiceError(
        .forbidden, code: "foreign_host",
        message: "This server answers only requests addressed to localhost, 127.0.0.1 or [::1].")

    /// 503: the request was still running when the shutdown's grace period ended.
    static let shuttingDown = ServiceError(
        .serviceUnavailable, code: "shutting_down",
        message: "The server stopped before this request finished; send it again once the server is back.")

    /// 500: anything unexpected; the details go to the log.
    static let internalError = ServiceError(
        .internalServerError, code: "internal", message: "The server failed on this request; the log has the details.")
}

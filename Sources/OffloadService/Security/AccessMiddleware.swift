import Hummingbird

/// Lets a request through only when its sender may use the service (see ``ServiceAccess``).
///
/// On a loopback server, the `Host` must be a loopback name (`localhost`, `127.0.0.1`, `[::1]`, any port): a foreign
/// name means a web page whose domain now resolves to this machine (DNS rebinding), refused with 403. On a token
/// server, every route except `GET /health` and `/login` needs `Authorization: Bearer <token>` (compared in constant
/// time) or a session cookie from `POST /login`; without either, a browser asking for a page gets the login page and
/// anything else 401 with `WWW-Authenticate: Bearer`.
struct AccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let access: ServiceAccess
    let sessions: SessionStore
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        switch access {
        case .loopback:
            guard Self.isLoopbackAuthority(request.head.authority) else { throw ServiceError.foreignHost }
            return try await next(request, context)
        case .token(let token):
            if Self.isOpen(request) { return try await next(request, context) }
            if let bearer = Self.bearer(in: request) {
                guard ConstantTime.isEqual(bearer, token) else { throw ServiceError.unauthorized(.wrongToken) }
                return try await next(request, context)
            }
            let session = request.cookies[SessionStore.cookieName]?.value
            if let session, sessions.contains(session) { return try await next(request, context) }
            if LoginPage.isWanted(by: request) {
                metrics.recordRefused(ServiceError.unauthorized(.noToken).code)
                return LoginPage.response(status: .unauthorized)
            }
            throw ServiceError.unauthorized(session == nil ? .noToken : .unknownSession)
        }
    }

    /// Whether the request may be served without a token: `GET /health`, and the login page and form.
    static func isOpen(_ request: Request) -> Bool {
        switch (request.method, request.uri.path) {
        case (.get, "/health"), (.get, "/login"), (.post, "/login"): true
        default: false
        }
    }

    /// The credentials of `Authorization: Bearer <token>`, or `nil` when the header is missing or of another scheme.
    static func bearer(in request: Request) -> Substring? {
        guard let value = request.headers[.authorization] else { return nil }
        let parts = value.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].drop { $0 == " " }
    }

    /// Whether `authority` (the `Host`) names this machine by a loopback name; a request without one (HTTP/1.0)
    /// passes, as browsers always send it.
    static func isLoopbackAuthority(_ authority: String?) -> Bool {
        guard let authority else { return true }
        return Endpoint(authority: authority)?.isLoopback ?? false
    }
}

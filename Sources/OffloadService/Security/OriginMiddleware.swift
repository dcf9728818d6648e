import Hummingbird

/// Refuses (403) every state-changing request whose `Origin` is not this server's own.
///
/// Requests without `Origin` (curl, scripts) pass. `localhost`, `127.0.0.1` and `[::1]` on the same port count as
/// one origin, so a page served by this process may call it under any of its loopback names.
struct OriginMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The port the server listens on, or `nil` to take it from each request's `Host` header (the router tests).
    let port: Int?

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard !Self.isSafe(request.method), let origin = request.headers[.origin] else {
            return try await next(request, context)
        }
        guard Self.isSameOrigin(origin, host: request.head.authority, port: port) else {
            throw ServiceError.foreignOrigin
        }
        return try await next(request, context)
    }

    static func isSafe(_ method: HTTPRequest.Method) -> Bool { [.get, .head, .options].contains(method) }

    /// Whether `origin` (`scheme://host[:port]`) is the server reached at `host` (`host[:port]`) or at `port`.
    static func isSameOrigin(_ origin: String, host: String?, port: Int?) -> Bool {
        guard let originEnd = Endpoint(origin: origin) else { return false }
        let own = host.flatMap { Endpoint(authority: $0) }
        let ownPort = port ?? own?.port
        guard originEnd.port == ownPort else { return false }
        if originEnd.isLoopback { return own.map(\.isLoopback) ?? true }
        return originEnd.host == own?.host
    }
}

/// A host and port, with the default port 80 for `http`.
struct Endpoint: Equatable {
    let host: String
    let port: Int

    static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]", "::1"]

    var isLoopback: Bool { Self.loopbackNames.contains(host) }

    init?(origin: String) {
        let lowered = origin.lowercased()
        guard lowered.hasPrefix("http://") else {
            guard lowered.hasPrefix("https://") else { return nil }
            self.init(authority: String(lowered.dropFirst(8)), defaultPort: 443)
            return
        }
        self.init(authority: String(lowered.dropFirst(7)), defaultPort: 80)
    }

    init?(authority: String, defaultPort: Int = 80) {
        let lowered = authority.lowercased()
        guard !lowered.isEmpty, !lowered.contains("/") else { return nil }
        if let colon = lowered.lastIndex(of: ":"), !lowered[colon...].contains("]") {
            guard let port = Int(lowered[lowered.index(after: colon)...]) else { return nil }
            host = String(lowered[..<colon])
            self.port = port
        } else {
            host = lowered
            port = defaultPort
        }
    }
}

import Foundation
import Hummingbird
import OffloadInterface
import OffloadStore
import Synchronization

/// Keeps the data routes closed while the database has a passphrase lock: every `/v1` route but `POST /v1/unlock`,
/// and the web page (`/`, `/ui/…`), answer 401 `locked` until the request carries a grace token from
/// `POST /v1/unlock`, as `Authorization: Bearer g1.…` or the `offload_unlock` cookie; a browser asking for the page
/// gets the unlock form instead.
///
/// `/health`, `/metrics`, `/openapi.yaml`, the login and the static assets stay open: they hold no data. The lock is
/// read from the database at most once a second (``LockCache``), so `offload lock set` or `clear` takes effect on a
/// running server within a second.
struct LockMiddleware<Context: RequestContext>: RouterMiddleware {
    let cache: LockCache
    let now: @Sendable () -> Date
    let metrics: ServiceMetrics

    /// The cookie that carries the grace token for the web page.
    static var cookieName: String { "offload_unlock" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard Self.isGated(request), let lock = try await cache.lock() else { return try await next(request, context) }
        if let text = Self.token(in: request), let token = GraceToken(text),
            token.opens(lock, at: LockClock.now(settable: now()))
        {
            return try await next(request, context)
        }
        if LoginPage.isWanted(by: request) {
            metrics.recordRefused(ServiceError.locked.code)
            return UnlockPage.response(status: .unauthorized)
        }
        throw ServiceError.locked
    }

    /// Whether `request` shows or changes data: a `/v1` route other than the unlock itself, or the web page.
    static func isGated(_ request: Request) -> Bool {
        let path = request.uri.path
        if path == "/v1/unlock" { return false }
        return path == "/" || path.hasPrefix("/v1/") || path.hasPrefix("/ui/")
    }

    /// The grace token a request carries: the `offload_unlock` cookie, else a bearer credential that is one
    /// (`g1.…`; a server's access token never starts so).
    static func token(in request: Request) -> Substring? {
        if let cookie = request.cookies[cookieName]?.value { return Substring(cookie) }
        guard let bearer = AccessMiddleware<Context>.bearer(in: request), bearer.hasPrefix("g1.") else { return nil }
        return bearer
    }
}

/// The database's lock as last read, read again when it is older than a second.
final class LockCache: Sendable {
    private let store: CaptureStore
    private let state = Mutex<(lock: LockRecord?, readAt: ContinuousClock.Instant)?>(nil)

    /// How long a read stays good.
    static let lifetime = Duration.seconds(1)

    init(store: CaptureStore) { self.store = store }

    /// The lock, at most a second old; `fresh` reads it from the database whatever the age.
    func lock(fresh: Bool = false) async throws -> LockRecord? {
        let clock = ContinuousClock.now
        if !fresh, let cached = state.withLock({ $0 }), clock - cached.readAt < Self.lifetime { return cached.lock }
        let lock = try await store.passphraseLock()
        state.withLock { $0 = (lock, clock) }
        return lock
    }
}

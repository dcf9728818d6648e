import Foundation
import Hummingbird
import Logging
import OffloadHandOff
import OffloadInterface
import OffloadNLP
import OffloadStore

/// The settings of one service: its store, clock, time zone, locale, models, port, access rule, metrics and body
/// cap, and its hand-off jobs.
public struct ServiceConfiguration: Sendable {
    /// The store every route reads and writes.
    public let store: CaptureStore
    /// "Now" for new captures and the views; the CLI passes ``OffloadInterface/Clock/now()``.
    public let now: @Sendable () -> Date
    /// The time zone of the views' days, and of analysis and hand-off unless a request names another.
    public let timeZone: TimeZone
    /// The locale analysis and hand-off read dates in unless a request names another.
    public let locale: UserLocale
    /// The models of analysis and hand-off, loaded once; `nil` answers 503 on those routes.
    public let models: HandOffModels?
    /// The port the server listens on, for the same-origin check; `nil` takes it from each request's `Host`.
    public let port: Int?
    /// Who may use it: anyone on this machine, or holders of the token.
    public let access: ServiceAccess
    /// Where its counters go and what `GET /metrics` prints.
    public let metrics: ServiceMetrics
    /// The hand-off jobs of this process; `offload serve` runs it as a service next to the server.
    public let jobs: HandOffJobs
    /// Saves the captures of concurrent requests in shared transactions.
    let captureWriter: CaptureWriter
    /// How long `POST /v1/unlock` holds off the next attempt after a wrong passphrase (see ``UnlockThrottle``).
    let unlockPause: Duration

    /// The largest body accepted: one capture at the limit, plus room for the JSON envelope and escapes.
    public static let bodyLimit = 4 * 1024 * 1024 + 64 * 1024

    /// Creates a configuration; `logger` is the jobs'.
    public init(
        store: CaptureStore, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current,
        port: Int? = nil, access: ServiceAccess = .loopback, metrics: ServiceMetrics = ServiceMetrics(),
        models: HandOffModels? = nil, locale: UserLocale = .englishUS, logger: Logger = Logger(label: "offload.service")
    ) {
        self.init(
            store: store, now: now, timeZone: timeZone, port: port, access: access, metrics: metrics, models: models,
            locale: locale, logger: logger, batchSize: HandOffEngine.defaultBatchSize, observer: nil)
    }

    /// Creates a configuration whose jobs store `batchSize` captures a transaction and report each batch to
    /// `observer`, and whose unlock route pauses `unlockPause` after a wrong passphrase (for tests).
    package init(
        store: CaptureStore, now: @escaping @Sendable () -> Date, timeZone: TimeZone, port: Int?,
        access: ServiceAccess, metrics: ServiceMetrics, models: HandOffModels?, locale: UserLocale, logger: Logger,
        batchSize: Int, observer: (@Sendable (HandOffJob) -> Void)?, unlockPause: Duration = .seconds(1)
    ) {
        self.store = store
        self.unlockPause = unlockPause
        self.now = now
        self.timeZone = timeZone
        self.port = port
        self.access = access
        self.metrics = metrics
        self.models = models
        self.locale = locale
        captureWriter = CaptureWriter(store: store)
        jobs = HandOffJobs(
            store: store, models: models, timeZone: timeZone.identifier, locale: locale, now: now, logger: logger,
            batchSize: batchSize, observer: observer)
    }
}

/// The HTTP front end of Offload: the router of `offload serve`.
///
/// ```swift
/// let router = OffloadService.router(ServiceConfiguration(store: try .inMemory()))
/// let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 8765)))
/// try await app.runService()
/// ```
public enum OffloadService {
    /// The router with every route, the request metrics, the error mapping, the same-origin check, the access rule and
    /// the passphrase lock.
    public static func router(_ configuration: ServiceConfiguration) -> Router<BasicRequestContext> {
        build(configuration).router
    }

    /// Every method and path the router answers, in OpenAPI form, for the test that holds the document to them.
    public static func routes(_ configuration: ServiceConfiguration) -> [ServiceRoute] {
        build(configuration).table.routes
    }

    private static func build(_ configuration: ServiceConfiguration) -> RouteBuilder {
        let router = Router()
        let table = RouteTable()
        let sessions = SessionStore()
        router.add(middleware: MetricsMiddleware())
        router.add(
            middleware: ErrorMiddleware(
                bodyLimit: ServiceConfiguration.bodyLimit, routes: table, metrics: configuration.metrics))
        router.add(middleware: OriginMiddleware(port: configuration.port))
        router.add(
            middleware: AccessMiddleware(
                access: configuration.access, sessions: sessions, metrics: configuration.metrics))
        let lockCache = LockCache(store: configuration.store)
        router.add(middleware: LockMiddleware(cache: lockCache, now: configuration.now, metrics: configuration.metrics))
        let routes = RouteBuilder(router: router, table: table)
        routes.get("health") { _, _ in try JSONResponse.response(["status": "ok"]) }
        routes.get("metrics") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
            let body = ByteBuffer(bytes: configuration.metrics.exposition())
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
        }
        LoginRoutes(access: configuration.access, sessions: sessions, metrics: configuration.metrics).register(
            on: routes)
        routes.get("openapi.yaml") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "application/yaml; charset=utf-8"
            return Response(
                status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDocument.yaml)))
        }
        UnlockRoutes(
            configuration: configuration, cache: lockCache, throttle: UnlockThrottle(pause: configuration.unlockPause)
        ).register(on: routes)
        CaptureRoutes(configuration: configuration).register(on: routes)
        HandOffRoutes(configuration: configuration).register(on: routes)
        ReviewRoutes(configuration: configuration).register(on: routes)
        UndoRoutes(configuration: configuration).register(on: routes)
        AnalyzeRoutes(configuration: configuration).register(on: routes)
        OrganizerRoutes(configuration: configuration).register(on: routes)
        WebRoutes(configuration: configuration).register(on: routes)
        return routes
    }
}

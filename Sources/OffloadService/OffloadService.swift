import Foundation
import Hummingbird
import Logging
import OffloadHandOff
import OffloadInterface
import OffloadNLP
import OffloadStore

/// The settings of one service: its store, clock, time zone, locale, models, port and body cap, and its jobs.
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
    /// The hand-off jobs of this process; `offload serve` runs it as a service next to the server.
    public let jobs: HandOffJobs

    /// The largest body accepted: one capture at the limit, plus room for the JSON envelope and escapes.
    public static let bodyLimit = 4 * 1024 * 1024 + 64 * 1024

    /// Creates a configuration; `logger` is the jobs'.
    public init(
        store: CaptureStore, now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current,
        port: Int? = nil, models: HandOffModels? = nil, locale: UserLocale = .englishUS,
        logger: Logger = Logger(label: "offload.service")
    ) {
        self.init(
            store: store, now: now, timeZone: timeZone, port: port, models: models, locale: locale, logger: logger,
            batchSize: HandOffEngine.defaultBatchSize, observer: nil)
    }

    /// Creates a configuration whose jobs store `batchSize` captures a transaction and report each batch to
    /// `observer` (for tests).
    package init(
        store: CaptureStore, now: @escaping @Sendable () -> Date, timeZone: TimeZone, port: Int?,
        models: HandOffModels?, locale: UserLocale, logger: Logger, batchSize: Int,
        observer: (@Sendable (HandOffJob) -> Void)?
    ) {
        self.store = store
        self.now = now
        self.timeZone = timeZone
        self.port = port
        self.models = models
        self.locale = locale
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
    /// The router with every route, the error mapping and the same-origin check.
    public static func router(_ configuration: ServiceConfiguration) -> Router<BasicRequestContext> {
        build(configuration).router
    }

    /// Every method and path the router answers, in OpenAPI form, for the test that holds the document to them.
    public static func routes(_ configuration: ServiceConfiguration) -> [ServiceRoute] {
        build(configuration).routes
    }

    private static func build(_ configuration: ServiceConfiguration) -> RouteBuilder {
        let router = Router()
        router.add(middleware: ErrorMiddleware(bodyLimit: ServiceConfiguration.bodyLimit))
        router.add(middleware: OriginMiddleware(port: configuration.port))
        let routes = RouteBuilder(router: router)
        routes.get("health") { _, _ in try JSONResponse.response(["status": "ok"]) }
        routes.get("openapi.yaml") { _, _ in
            var headers = HTTPFields()
            headers[.contentType] = "application/yaml; charset=utf-8"
            return Response(
                status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDocument.yaml)))
        }
        CaptureRoutes(configuration: configuration).register(on: routes)
        HandOffRoutes(configuration: configuration).register(on: routes)
        ReviewRoutes(configuration: configuration).register(on: routes)
        UndoRoutes(configuration: configuration).register(on: routes)
        AnalyzeRoutes(configuration: configuration).register(on: routes)
        routes.get("v1/today") { _, _ in
            let moment = ViewMoment(now: configuration.now(), timeZone: configuration.timeZone)
            return try JSONResponse.response(TodayJSON(try await configuration.store.today(at: moment)))
        }
        routes.finish()
        return routes
    }
}

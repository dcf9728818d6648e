import ArgumentParser
import Foundation
import Hummingbird
import Logging
import OffloadHandOff
import OffloadInterface
import OffloadService

/// `offload serve`: the HTTP API on this machine, until SIGTERM or SIGINT.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the HTTP API on this machine until SIGTERM or Ctrl-C.",
        discussion: """
            Binds to 127.0.0.1 by default. Other addresses will need a bearer token, which a later version adds; \
            until then only loopback addresses are allowed. Routes: GET /health, POST and GET /v1/captures, GET \
            and DELETE /v1/captures/{id}, GET /v1/today.
            """)

    @Option(help: "The address to listen on: a loopback address (127.0.0.1, ::1 or localhost).")
    var host = "127.0.0.1"

    @Option(help: "The TCP port to listen on.")
    var port = 8765

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var database: DatabaseOptions

    static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1"]

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be from 1 to 65535.") }
    }

    func run() async throws {
        // Checked here, not in `validate()`, so the refusal is one line rather than the usage text.
        guard Self.loopbackHosts.contains(host) else { throw ServeError.notLoopback(host: TerminalText.safe(host)) }
        let store = try await openStore(database)
        let models = try HandOffModels.load(from: try ModelLocation.directory(explicit: modelOptions.models))
        let defaults = try AnalysisDefaults.validated(ref: nil, tz: nil, locale: nil)
        var logger = Logger(label: "offload.service")
        // A server's lifecycle and request lines (ids, counts, timings; never text) are worth seeing by default.
        if ProcessInfo.processInfo.environment["OFFLOAD_LOG_LEVEL"] == nil { logger.logLevel = .info }
        let service = ServiceConfiguration(
            store: store, now: { Clock.now() }, timeZone: .current, port: port, models: models,
            locale: defaults.locale, logger: logger)
        var app = Application(
            router: OffloadService.router(service),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "offload"),
            logger: logger)
        // The jobs resume an unfinished hand-off at start and stop theirs at the shutdown, after the server's.
        app.addServices(service.jobs)
        try await app.runService()
    }
}

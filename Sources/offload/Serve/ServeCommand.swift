import ArgumentParser
import Foundation
import Hummingbird
import Logging
import OffloadHandOff
import OffloadInterface
import OffloadService
import ServiceLifecycle

/// `offload serve`: the HTTP API on this machine, until SIGTERM or SIGINT.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the HTTP API and the web page on this machine until SIGTERM or Ctrl-C.",
        discussion: """
            The web page is at / (http://127.0.0.1:8765/ by default). Binds to 127.0.0.1 by default, where no \
            token is needed. Any other --host requires the bearer token \
            (Authorization: Bearer TOKEN, or a login at /login for the web page) on every route except GET \
            /health; the token is created on first use in $XDG_CONFIG_HOME/offload/token (mode 0600), and \
            --show-token prints it. SIGTERM and Ctrl-C stop accepting connections, let requests in flight finish \
            (at most --shutdown-timeout seconds) and exit 0.
            """)

    @Option(help: "The address to listen on. Loopback (127.0.0.1, ::1, localhost) needs no token; others do.")
    var host = "127.0.0.1"

    @Option(help: "The TCP port to listen on.")
    var port = 8765

    @Flag(help: "Print the bearer token (creating it on first use) and exit.")
    var showToken = false

    @Option(help: "Seconds a connection may stay silent before it is closed.")
    var idleTimeout = 30

    @Option(help: "Seconds a client may take to send one whole request before the connection is closed.")
    var requestTimeout = 60

    @Option(help: "Seconds requests in flight may take to finish after SIGTERM or Ctrl-C.")
    var shutdownTimeout = 10

    @OptionGroup var modelOptions: ModelOptions

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be from 1 to 65535.") }
        for (name, value) in [
            ("--idle-timeout", idleTimeout), ("--request-timeout", requestTimeout),
            ("--shutdown-timeout", shutdownTimeout),
        ] where !(1...3600).contains(value) {
            throw ValidationError("\(name) must be from 1 to 3600 seconds.")
        }
    }

    func run() async throws {
        let tokens = TokenStore(directory: TokenStore.directory())
        if showToken {
            print(try Self.token(from: tokens).value)
            return
        }
        let access: ServiceAccess =
            ServiceAccess.isLoopback(host) ? .loopback : .token(try Self.token(from: tokens).value)
        let store = try await openStore(database, gated: false)
        let models = try HandOffModels.load(from: try ModelLocation.directory(explicit: modelOptions.models))
        let defaults = try AnalysisDefaults.validated(ref: nil, tz: nil, locale: nil)
        let metrics = ServiceMetrics.process
        var logger = Logger(label: "offload.service")
        // A server's lifecycle and request lines (ids, counts, timings; never text) are worth seeing by default.
        if ProcessInfo.processInfo.environment["OFFLOAD_LOG_LEVEL"] == nil { logger.logLevel = .info }
        let service = ServiceConfiguration(
            store: store, now: { Clock.now() }, timeZone: .current, port: port, access: access, metrics: metrics,
            models: models, locale: defaults.locale, logger: logger)
        let timeouts = ServerTimeouts(
            idle: .seconds(idleTimeout), request: .seconds(requestTimeout), shutdown: .seconds(shutdownTimeout))
        var app = Application(
            router: OffloadService.router(service),
            server: OffloadService.server(timeouts, metrics: metrics, logger: logger),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "offload"),
            logger: logger)
        // The jobs resume an unfinished hand-off at start and stop theirs at the shutdown, after the server's.
        app.addServices(service.jobs)
        logger.info(
            "Serving.",
            metadata: [
                "host": "\(TerminalText.safe(host))", "port": "\(port)",
                "access": "\(access == .loopback ? "loopback" : "token")",
            ])
        var group = ServiceGroupConfiguration(
            services: [app], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = timeouts.shutdown
        try await ServiceGroup(configuration: group).run()
        logger.info("Stopped.")
    }

    /// The token of `tokens`, with its notes (modes tightened, a new file) on stderr.
    private static func token(from tokens: TokenStore) throws -> TokenStore.Token {
        let token = try tokens.token()
        for note in token.notes { StandardError.write(note + "\n") }
        if token.wasCreated { StandardError.write("Created a new token in \(tokens.path) (mode 0600).\n") }
        return token
    }
}

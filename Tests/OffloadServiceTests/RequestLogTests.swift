import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import OffloadService
import OffloadStore
import Synchronization
import Testing

/// What the request log says: the route, never a name typed into a path.
@Suite struct RequestLogTests {
    /// Every line logged, with its metadata, as text.
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
    }

    /// A log handler that keeps what it is given.
    struct Capture: LogHandler {
        let lines: Lines
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let all = metadata.merging(event.metadata ?? [:]) { $1 }
            lines.lines.withLock { $0.append("\(event.message) \(all.sorted { $0.key < $1.key })") }
        }
    }

    @Test("a request for a list by name logs the route /v1/lists/{ref}, not the name")
    func routeNotPath() async throws {
        let lines = Lines()
        let store = try CaptureStore.inMemory()
        let configuration = ServiceConfiguration(store: store, now: { TestService.now }, timeZone: .gmt, port: 8765)
        let logger = Logger(label: "test") { _ in Capture(lines: lines) }
        let app = Application(router: OffloadService.router(configuration), logger: logger)
        try await app.test(.router) { client in
            _ = try await client.send(.post, "/v1/lists", #"{"name":"Secret plans"}"#)
            #expect(try await client.send(.get, "/v1/lists/Secret%20plans").status == .ok)
            #expect(try await client.send(.get, "/v1/lists/Surprise%20party").status == .notFound)
        }
        let logged = lines.lines.withLock { $0 }
        #expect(logged.contains { $0.contains("/v1/lists/{ref}") })
        #expect(!logged.contains { $0.contains("Secret") || $0.contains("Surprise") }, "\(logged)")
    }
}

import Logging

/// Process-wide logging setup for the `offload` executable.
enum OffloadLogging {
    /// Sends logs to stderr at the level named by `OFFLOAD_LOG_LEVEL` (default `warning`).
    ///
    /// Call once, first thing.
    static func bootstrap(environment: [String: String]) {
        let level = environment["OFFLOAD_LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0.lowercased()) } ?? .warning
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}

import HummingbirdCore
import Logging
import NIOCore

extension OffloadService {
    /// The HTTP/1.1 server of `offload serve`, with the idle timeout and the per-request deadline of `timeouts`.
    ///
    /// ```swift
    /// let app = Application(router: OffloadService.router(configuration),
    ///                       server: OffloadService.server(ServerTimeouts(), metrics: .process, logger: logger))
    /// ```
    ///
    /// - Parameters:
    ///   - timeouts: The idle and request limits (``ServerTimeouts/shutdown`` is for the caller's service group).
    ///   - metrics: Counts connections cut at the request deadline (`reason="request_timeout"`).
    ///   - logger: Notes each connection cut, without its content.
    public static func server(_ timeouts: ServerTimeouts, metrics: ServiceMetrics, logger: Logger) -> HTTPServerBuilder
    {
        let limit = TimeAmount(timeouts.request)
        let seconds = timeouts.request.components.seconds
        return .http1(
            configuration: HTTP1Channel.Configuration(
                additionalChannelHandlers: [
                    RequestDeadlineHandler(limit: limit) {
                        metrics.recordRefused("request_timeout")
                        logger.notice(
                            "Closed a connection whose request took longer than the limit.",
                            metadata: ["seconds": "\(seconds)"])
                    }
                ],
                idleTimeout: TimeAmount(timeouts.idle)))
    }
}

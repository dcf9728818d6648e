/// How long `offload serve` waits for slow clients and for requests in flight at shutdown.
public struct ServerTimeouts: Sendable, Equatable {
    /// How long a connection may stay silent: before its first request, between requests, or in the middle of
    /// one (a stalled header or body); then it is closed.
    public var idle: Duration
    /// How long a client may take to send one whole request, head to last body byte, however it trickles; then the
    /// connection is closed.
    public var request: Duration
    /// After SIGTERM or SIGINT, how long requests in flight may take to finish before they are cancelled.
    public var shutdown: Duration

    /// The defaults are 30 s idle, 60 s per request (a 64 MiB body at about 1 MiB/s) and 10 s at shutdown.
    public init(idle: Duration = .seconds(30), request: Duration = .seconds(60), shutdown: Duration = .seconds(10)) {
        self.idle = idle
        self.request = request
        self.shutdown = shutdown
    }
}

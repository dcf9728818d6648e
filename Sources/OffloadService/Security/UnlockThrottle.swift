import Synchronization

/// Slows down guessing through `POST /v1/unlock`: one attempt runs at a time, and after a wrong passphrase the next
/// attempt waits a second (a 429 with `Retry-After: 1` until then).
///
/// The limit is the server's, not a client's: Hummingbird's basic request context carries no peer address, and on
/// the default loopback server every client has the same one anyway.
final class UnlockThrottle: Sendable {
    /// Until when attempts are refused; `nil` when the next one may run.
    private let closedUntil = Mutex<ContinuousClock.Instant?>(nil)

    /// The pause after a wrong passphrase: a second, unless a test asks for another.
    let pause: Duration

    init(pause: Duration) { self.pause = pause }

    /// Starts an attempt and returns `true`, or returns `false` when one is running or a wrong one was too recent.
    func begin() -> Bool {
        let now = ContinuousClock.now
        return closedUntil.withLock { until in
            if let until, now < until { return false }
            // Closed while the derivation runs; `end` sets the real time.
            until = now + .seconds(3600)
            return true
        }
    }

    /// Ends an attempt: after a wrong passphrase the next waits ``pause``; after a right one it may run at once.
    func end(wasRight: Bool) {
        closedUntil.withLock { $0 = wasRight ? nil : ContinuousClock.now + pause }
    }
}

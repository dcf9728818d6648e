import Synchronization

/// The web page's login sessions: random ids handed out as the `offload_session` cookie and kept only in memory.
///
/// The cookie never carries the token itself, and a stolen cookie stops working when the server restarts. At most
/// ``capacity`` sessions are kept; the oldest is forgotten first.
final class SessionStore: Sendable {
    /// The cookie's name.
    static let cookieName = "offload_session"
    /// The most sessions kept at once.
    static let capacity = 1_000

    /// Session ids, oldest first.
    private let ids = Mutex<[String]>([])

    /// Starts a session and returns its id: 256 random bits as 64 hexadecimal digits.
    func start() -> String {
        var generator = SystemRandomNumberGenerator()
        let id = TokenStore.hex((0..<4).flatMap { _ in withUnsafeBytes(of: generator.next()) { Array($0) } })
        ids.withLock { ids in
            if ids.count >= Self.capacity { ids.removeFirst(ids.count - Self.capacity + 1) }
            ids.append(id)
        }
        return id
    }

    /// Whether `id` names a live session; every stored id is compared in constant time.
    func contains(_ id: String) -> Bool {
        ids.withLock { ids in ids.reduce(false) { found, stored in ConstantTime.isEqual(id, stored) || found } }
    }
}

/// Who may use the service: anyone on this machine (loopback), or holders of the bearer token.
public enum ServiceAccess: Sendable, Equatable {
    /// Bound to a loopback address: no token; requests must name a loopback host (`Host`), so a web page whose
    /// domain was re-pointed at 127.0.0.1 (DNS rebinding) is refused.
    case loopback
    /// Bound to another address: every route except `GET /health` and the login page needs this token, sent as
    /// `Authorization: Bearer <token>` or through the session cookie that `POST /login` sets.
    case token(String)

    /// The `--host` values that count as loopback and need no token.
    public static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1"]

    /// Whether `host` (a `--host` value) is a loopback address.
    public static func isLoopback(_ host: String) -> Bool { loopbackHosts.contains(host.lowercased()) }
}

/// Comparison of secrets in time that does not depend on where they differ.
enum ConstantTime {
    /// Whether `given` equals `expected`, comparing every byte of the longer one whatever the first difference.
    ///
    /// The length of `expected` (a token: always 64 hex digits) is not secret; its bytes are.
    static func isEqual(_ given: some StringProtocol, _ expected: some StringProtocol) -> Bool {
        let left = Array(given.utf8)
        let right = Array(expected.utf8)
        var difference = UInt8(truncatingIfNeeded: left.count ^ right.count) | (left.count == right.count ? 0 : 1)
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            difference |= a ^ b
        }
        return difference == 0
    }
}

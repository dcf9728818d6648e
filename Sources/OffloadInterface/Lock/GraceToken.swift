import Crypto
import Foundation
import OffloadStore

/// Proof that the passphrase was given, good until an instant: the expiry signed with the lock's session secret
/// (HMAC-SHA256), written as `g1.SECONDS.SIGNATURE` (seconds since 1970, 64 hex digits).
///
/// The CLI keeps one in its grace-session file; the service hands one out as a bearer token and a cookie. Only a
/// holder of the database can check it, a changed expiry breaks the signature, and a token of an earlier lock (or of
/// another database) fails against the current lock's secret.
public struct GraceToken: Sendable, Equatable {
    /// When the token stops opening the lock, to the second.
    public let expiresAt: Date
    /// The HMAC-SHA256 of ``message(_:)`` under the lock's session secret.
    let signature: Data

    /// The longest grace a token may be issued for: 30 days.
    public static let maximumSeconds = 30 * 24 * 3600

    /// A token for `lock` that expires at `expiresAt` (rounded down to the second).
    public static func issue(for lock: LockRecord, until expiresAt: Date) -> GraceToken {
        let seconds = Int64(expiresAt.timeIntervalSince1970.rounded(.down))
        let code = HMAC<SHA256>.authenticationCode(for: message(seconds), using: SymmetricKey(data: lock.sessionSecret))
        return GraceToken(expiresAt: Date(timeIntervalSince1970: TimeInterval(seconds)), signature: Data(code))
    }

    private init(expiresAt: Date, signature: Data) {
        self.expiresAt = expiresAt
        self.signature = signature
    }

    /// Reads the text form `g1.SECONDS.SIGNATURE`; `nil` for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "g1", parts[1].count <= 12, let seconds = Int64(parts[1]), seconds >= 0,
            parts[2].count == 64, let signature = Self.bytes(hex: parts[2])
        else { return nil }
        self.init(expiresAt: Date(timeIntervalSince1970: TimeInterval(seconds)), signature: signature)
    }

    /// The text form, safe in a file, a header and a cookie.
    public var text: String {
        "g1.\(Int64(expiresAt.timeIntervalSince1970)).\(signature.map { String(format: "%02x", $0) }.joined())"
    }

    /// Whether the token opens `lock` at `now`: signed with its secret (checked in constant time) and not expired.
    public func opens(_ lock: LockRecord, at now: Date) -> Bool {
        let seconds = Int64(expiresAt.timeIntervalSince1970)
        let isSigned = HMAC<SHA256>.isValidAuthenticationCode(
            signature, authenticating: Self.message(seconds), using: SymmetricKey(data: lock.sessionSecret))
        return isSigned && now < expiresAt
    }

    /// The signed bytes: a label and the expiry in seconds.
    static func message(_ seconds: Int64) -> Data { Data("offload-grace-v1:\(seconds)".utf8) }

    /// The bytes of `hex` (lower or upper case), or `nil` when it is not an even run of hex digits.
    static func bytes(hex: some StringProtocol) -> Data? {
        var bytes = Data()
        var high: UInt8?
        for character in hex.utf8 {
            guard let nibble = Self.nibble(character) else { return nil }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        return high == nil ? bytes : nil
    }

    private static func nibble(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

import Foundation
import OffloadStore

/// What `offload lock status` says about the lock.
///
/// Whether a lock is set, since when, its grace period, and whether a grace period is open now; nothing about the
/// passphrase or the data behind it.
public struct LockStatusJSON: Encodable, Sendable, Equatable {
    /// Whether a passphrase lock is set.
    public let locked: Bool
    /// When it was set (ISO 8601, UTC), or `nil` without a lock.
    public let since: String?
    /// Seconds a right passphrase opens the gate for (0: asked every time), or `nil` without a lock.
    public let graceSeconds: Int?
    /// When the open grace period ends (ISO 8601, UTC), or `nil` when none is open.
    public let openUntil: String?

    /// The status of `lock` (or of no lock) with a grace period open until `openUntil`.
    public init(_ lock: LockRecord?, openUntil: Date?) {
        locked = lock != nil
        since = lock.map { ISODate.string($0.setAt) }
        graceSeconds = lock?.graceSeconds
        self.openUntil = lock == nil ? nil : openUntil.map(ISODate.string)
    }

    /// The lines for people, times in the local zone.
    public static func lines(_ lock: LockRecord?, openUntil: Date?) -> [String] {
        guard let lock else { return ["No lock: commands do not ask for a passphrase."] }
        let grace = LockDuration(seconds: lock.graceSeconds)
        let after =
            grace.seconds == 0
            ? "every command that shows or changes data asks for the passphrase (no grace period)."
            : "a right passphrase opens it for \(grace)."
        let now =
            openUntil.map { "Open until \(ISODate.local($0)); `offload lock close` closes it sooner." }
            ?? "Closed: the next command that shows or changes data asks for the passphrase."
        return ["Locked since \(ISODate.local(lock.setAt)); \(after)", now]
    }
}

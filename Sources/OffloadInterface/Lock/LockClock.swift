import Foundation

/// The instant grace periods are issued and checked at: the settable clock (``Clock``, `OFFLOAD_NOW`), but never
/// behind the system clock.
///
/// Tests move time forward with `OFFLOAD_NOW` to see a grace period end; setting it back cannot revive an expired
/// grace period from its session file or an old token.
public enum LockClock {
    /// The later of `settable` and `system`.
    public static func now(settable: Date = Clock.now(), system: Date = Date()) -> Date { max(settable, system) }
}

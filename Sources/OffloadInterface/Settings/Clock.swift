import Foundation

/// The "now" of a command or request: the system clock, or `OFFLOAD_NOW` (an ISO 8601 instant such as
/// `2026-11-23T09:00:00Z`) when it is set, so that tests and scripts can fix the day.
public enum Clock {
    /// The current instant; an unreadable `OFFLOAD_NOW` is ignored.
    ///
    /// Reads the one variable with `getenv`: `ProcessInfo`'s environment copies every variable into a new
    /// dictionary, which the service paid for on every capture it saved.
    public static func now() -> Date {
        getenv("OFFLOAD_NOW").flatMap { ISOInstant.parse(String(cString: $0)) } ?? Date()
    }
}

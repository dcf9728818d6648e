import Foundation

/// The "now" of a command or request: the system clock, or `OFFLOAD_NOW` (an ISO 8601 instant such as
/// `2026-11-23T09:00:00Z`) when it is set, so that tests and scripts can fix the day.
public enum Clock {
    /// The current instant; an unreadable `OFFLOAD_NOW` is ignored.
    public static func now() -> Date {
        ProcessInfo.processInfo.environment["OFFLOAD_NOW"].flatMap(ISOInstant.parse) ?? Date()
    }
}

import Foundation

/// The "now" of a command: the system clock, or `OFFLOAD_NOW` (ISO 8601, such as `2026-11-23T09:00:00Z`) when it
/// is set, so tests and demonstrations can fix the day.
enum Clock {
    /// The current instant; `OFFLOAD_NOW` when it holds an ISO 8601 instant, else the system clock.
    static func now() -> Date {
        guard let text = ProcessInfo.processInfo.environment["OFFLOAD_NOW"], !text.isEmpty else { return Date() }
        let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        return (try? Date(text, strategy: Date.ISO8601FormatStyle())) ?? (try? Date(text, strategy: withFraction))
            ?? Date()
    }
}

import Foundation

/// ISO 8601 instants with or without fractional seconds; a missing offset means UTC.
public enum ISOInstant {
    /// The instant `text` names (`2026-11-21T09:00:00Z`, `2026-11-21T09:00:00.250+01:00`, `2026-11-21T09:00:00`
    /// as UTC, or a bare date `2026-11-21` at midnight UTC), or `nil` when it is none of these.
    public static func parse(_ text: String) -> Date? {
        let withZone = text.hasSuffix("Z") || text.range(of: #"[+-]\d\d:?\d\d$"#, options: .regularExpression) != nil
        let candidate = withZone ? text : text + "Z"
        for options: ISO8601DateFormatter.Options in [
            [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
        ] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: options == [.withFullDate] ? text : candidate) { return date }
        }
        return nil
    }
}

import Foundation

/// ISO 8601 instants in UTC with milliseconds, as in every JSON output (`2026-11-22T17:00:00.000Z`).
public enum ISODate {
    /// `2026-11-22T17:00:00.000Z`: `date` in UTC with milliseconds.
    public static func string(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }

    /// `yyyy-MM-dd HH:mm` in the local time zone (`TZ`), for human output.
    public static func local(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }

    /// A due date for human output: `yyyy-MM-dd HH:mm` in the local time zone, or `yyyy-MM-dd` alone at local
    /// midnight, which is how a date without a time is stored ("tomorrow", "2026-12-01").
    public static func due(_ date: Date) -> String {
        let text = local(date)
        return text.hasSuffix(" 00:00") ? String(text.dropLast(6)) : text
    }
}

import Foundation
import OffloadCore

/// Formats captures as one line each: `[pending]    3f2a9c1b  2026-11-21 19:20  call mom tomorrow at 5pm`.
public struct CaptureListing {
    /// Total line width in characters.
    public let width: Int
    /// Time zone for the shown time (the user's, by default).
    public var timeZone: TimeZone = .current

    /// Creates a listing `width` characters wide, with times in `timeZone`.
    public init(width: Int, timeZone: TimeZone = .current) {
        self.width = width
        self.timeZone = timeZone
    }

    /// `$COLUMNS` when it is a sensible number, else 80.
    public static func terminalWidth(_ environment: [String: String]) -> Int {
        guard let columns = environment["COLUMNS"].flatMap(Int.init), columns >= 40 else { return 80 }
        return columns
    }

    /// The line of `entry`: its status, short id, local time and first line of text, cut to ``width``.
    public func line(for entry: CaptureEntry) -> String {
        let statusColumn = "[\(entry.status.rawValue)]".padding(toLength: 12, withPad: " ", startingAt: 0)
        let prefix = "\(statusColumn) \(entry.shortID)  \(time(entry.createdAt))  "
        return prefix + summary(of: entry.rawText, width: max(10, width - prefix.count))
    }

    /// The first line of `text`, made terminal-safe by ``TerminalText/safe(_:)`` (control and invisible format
    /// characters shown as spaces), cut with "…" to `width` characters.
    public func summary(of text: String, width: Int) -> String {
        let firstLine = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).first ?? ""
        let hasMore = firstLine.endIndex < text.endIndex && !text[firstLine.endIndex...].allSatisfy(\.isWhitespace)
        let cleaned = TerminalText.safe(String(firstLine))
        guard cleaned.count > width || hasMore else { return cleaned }
        return String(cleaned.prefix(width - 1)) + "…"
    }

    private func time(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }
}

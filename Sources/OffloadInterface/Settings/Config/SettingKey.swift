import Foundation
import OffloadNLP

/// A key of the settings file (`config.toml`), with what its values may be.
///
/// | key | value | read by |
/// |---|---|---|
/// | `timezone` | an IANA zone (`Europe/Berlin`) | every command and the service: dates, views, hand-off |
/// | `locale` | `en_US`, `de_DE`, `es_ES`, … | how dates are read when `--locale` is not given |
/// | `day-start` | `HH:MM`, e.g. `04:00` | which day "today" is: before it, it is still yesterday |
/// | `week-start` | `monday`, `sunday` or `saturday` | `offload week` and the service's week |
/// | `quiet-hours` | `HH:MM-HH:MM` or `none` | reminders: none are sent inside them |
/// | `rest-days` | 0 to 6 | streaks: days a week without a completion that do not break one |
/// | `default-list` | a list name | where a list suggestion goes when the capture names no list |
public enum SettingKey: String, CaseIterable, Sendable {
    case timezone
    case locale
    case dayStart = "day-start"
    case weekStart = "week-start"
    case quietHours = "quiet-hours"
    case restDays = "rest-days"
    case defaultList = "default-list"

    /// The keys, as a comma-separated list for messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// What a value of this key may be, for messages and help.
    public var expectation: String {
        switch self {
        case .timezone: "an IANA time zone such as Europe/Berlin or America/New_York"
        case .locale:
            "a locale of a language Offload reads (English, German, Spanish), such as en_US, en_GB, de_DE or es_ES"
        case .dayStart: "a time HH:MM from 00:00 to 12:00, such as 04:00"
        case .weekStart: "monday, sunday or saturday"
        case .quietHours: "HH:MM-HH:MM, such as 22:00-07:00, or none"
        case .restDays: "a whole number from 0 to 6"
        case .defaultList: "a list name of 1 to 100 characters"
        }
    }

    /// The languages whose dates Offload reads; a `locale` setting must be one of them.
    static let readLanguages: Set<String> = ["en", "de", "es"]

    /// Whether the file holds the value as a TOML integer rather than a string.
    var isInteger: Bool { self == .restDays }

    /// The value `text` written in its canonical form ("Monday" → "monday", "4:00" → "04:00").
    ///
    /// - Throws: ``SettingsError/badValue(key:value:)`` when `text` is not a value of this key.
    public func canonical(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value: String? =
            switch self {
            case .timezone: TimeZone(identifier: trimmed).map { _ in trimmed }
            case .locale:
                (try? UserLocale(trimmed)).flatMap { Self.readLanguages.contains($0.language) ? $0.identifier : nil }
            case .dayStart: ClockTime(trimmed).flatMap { $0.minutes <= 12 * 60 ? $0.text : nil }
            case .weekStart: WeekStart(rawValue: trimmed.lowercased())?.rawValue
            case .quietHours: trimmed.lowercased() == "none" ? "none" : QuietHours(trimmed)?.text
            case .restDays: Int(trimmed).flatMap { (0...6).contains($0) ? String($0) : nil }
            case .defaultList:
                (1...100).contains(trimmed.count) && !trimmed.contains(where: \.isNewline) ? trimmed : nil
            }
        guard let value else { throw SettingsError.badValue(key: self, value: text) }
        return value
    }
}

/// The day a week starts on.
public enum WeekStart: String, Sendable, CaseIterable {
    case monday, sunday, saturday

    /// The ISO 8601 weekday number, 1 (Monday) to 7 (Sunday).
    public var isoWeekday: Int {
        switch self {
        case .monday: 1
        case .saturday: 6
        case .sunday: 7
        }
    }
}

/// A time of day written `HH:MM` (24-hour; one-digit hours allowed).
public struct ClockTime: Hashable, Sendable {
    /// Minutes after midnight.
    public let minutes: Int

    /// Reads `H:MM` or `HH:MM`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }), let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        minutes = hour * 60 + minute
    }

    /// `HH:MM`.
    public var text: String {
        let (hour, minute) = minutes.quotientAndRemainder(dividingBy: 60)
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

/// Hours when no reminder is sent: from ``start`` up to ``end``, across midnight when ``end`` is earlier.
public struct QuietHours: Hashable, Sendable {
    /// Where the quiet starts.
    public let start: ClockTime
    /// Where it ends (not included).
    public let end: ClockTime

    /// Reads `HH:MM-HH:MM`; `nil` for anything else or an empty span.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let start = ClockTime(parts[0].trimmingCharacters(in: .whitespaces)),
            let end = ClockTime(parts[1].trimmingCharacters(in: .whitespaces)), start != end
        else { return nil }
        self.start = start
        self.end = end
    }

    /// `HH:MM-HH:MM`.
    public var text: String { start.text + "-" + end.text }

    /// Whether `minutes` after midnight fall inside the quiet hours.
    public func contains(minutes: Int) -> Bool {
        start.minutes < end.minutes
            ? (start.minutes..<end.minutes).contains(minutes)
            : minutes >= start.minutes || minutes < end.minutes
    }
}

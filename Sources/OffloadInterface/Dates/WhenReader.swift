import Foundation
import OffloadCore
import OffloadNLP

/// Reads WHEN (`edit --due`, `move`, `add`, a decision's due date) with the capture date grammar, relative to
/// ``Clock/now()`` in the user's time zone (`TZ`) and locale (`LANG`), or in the zone given.
public struct WhenReader: Sendable {
    /// The instant relative dates resolve against.
    public let now: Date
    /// The date context of the grammar.
    public let context: DateContext
    /// The Gregorian calendar in the user's time zone, for day boundaries.
    public let calendar: Calendar

    /// A reader at `now` in `timeZone` (an IANA name; `nil` for `TZ` or the system's).
    ///
    /// - Throws: ``AnalysisDefaults/InvalidSetting`` for an unknown zone.
    public init(now: Date = Clock.now(), timeZone: String? = nil) throws {
        let resolved = try AnalysisDefaults.resolve(ref: nil, tz: timeZone, locale: nil)
        self.now = now
        context = try DateContext(now: now, timeZone: resolved.timeZone, locale: resolved.locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: resolved.timeZone) ?? .current
        self.calendar = calendar
    }

    /// The first instant the grammar finds in `text`, and whether the text gave a time of day.
    ///
    /// A day alone is its local midnight; `nil` when the grammar finds no date or time.
    public func read(_ text: String) -> (instant: Date, hasTime: Bool)? {
        let mentions = DateExtractor().extract(from: text, in: context)
        guard let mention = mentions.first(where: { !$0.instants.isEmpty }), let instant = mention.instants.first
        else { return nil }
        return (instant, mention.kind != .date)
    }

    /// `today 17:00`, `tomorrow`, `Fri 09:30` (within a week), or `2026-12-01 09:00`: a due date as people say
    /// it; the time is left out at local midnight.
    public func words(for date: Date) -> String {
        let days =
            calendar.dateComponents(
                [.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)
            ).day ?? 0
        let time = calendar.dateComponents([.hour, .minute], from: date)
        let clock =
            time.hour == 0 && time.minute == 0 ? "" : String(format: " %02d:%02d", time.hour ?? 0, time.minute ?? 0)
        let day: String
        switch days {
        case 0: day = "today"
        case 1: day = "tomorrow"
        case -1: day = "yesterday"
        case 2...6:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = "EEE"
            day = formatter.string(from: date)
        default:
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            day = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        }
        return day + clock
    }
}

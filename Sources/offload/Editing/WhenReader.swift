import ArgumentParser
import Foundation
import OffloadCore
import OffloadInterface
import OffloadNLP

/// Reads WHEN (`edit --due`, `move`, `add`) with the capture date grammar, relative to ``Clock/now()`` in the
/// user's time zone (`TZ`) and locale (`LANG`).
struct WhenReader {
    /// The instant relative dates resolve against.
    let now: Date
    /// The date context of the grammar.
    let context: DateContext
    /// The Gregorian calendar in the user's time zone, for day boundaries.
    let calendar: Calendar

    init(now: Date = Clock.now()) throws {
        let resolved = try AnalysisDefaults.validated(ref: nil, tz: nil, locale: nil)
        self.now = now
        context = try DateContext(now: now, timeZone: resolved.timeZone, locale: resolved.locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: resolved.timeZone) ?? .current
        self.calendar = calendar
    }

    /// The first instant the grammar finds in `text`; a day alone is its local midnight.
    ///
    /// - Throws: ``EditError/unreadableWhen(_:)`` when it finds none.
    func instant(for text: String) throws -> Date {
        try reading(of: text).instant
    }

    /// The first instant the grammar finds in `text`, and whether the text gave a time of day.
    ///
    /// - Throws: ``EditError/unreadableWhen(_:)`` when it finds none.
    func reading(of text: String) throws -> (instant: Date, hasTime: Bool) {
        let mentions = DateExtractor().extract(from: text, in: context)
        guard let mention = mentions.first(where: { !$0.instants.isEmpty }), let instant = mention.instants.first
        else { throw EditError.unreadableWhen(text) }
        return (instant, mention.kind != .date)
    }

    /// `today 17:00`, `tomorrow`, `Fri 09:30` (within a week), or `2026-12-01 09:00`: a due date as people say
    /// it; the time is left out at local midnight.
    func words(for date: Date) -> String {
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

/// Failures of the editing commands' arguments that need the date grammar or the input to detect.
enum EditError: OffloadExitReporting, Equatable {
    /// WHEN holds no date or time the grammar understands.
    case unreadableWhen(String)
    /// `add --lines` read no non-blank line.
    case noLines

    var description: String {
        switch self {
        case .unreadableWhen(let text):
            "Could not read '\(text)' as a date or time, so nothing was changed. "
                + "Try e.g. \"tomorrow 5pm\", \"next fri 9am\", \"in 2 weeks\" or 2026-12-01."
        case .noLines:
            "Standard input held no task (every line was blank), so nothing was added."
        }
    }

    var exitCode: ExitCode { OffloadExit.dataError }
}

import Foundation
import OffloadInterface
import OffloadStore

/// Days and times as the web page writes them, in the service's time zone.
///
/// The same words as the terminal views (`Mon 23 Nov`, `09:05`), but counted in ``ServiceConfiguration/timeZone``
/// rather than the process's `TZ`, so that a page and its JSON agree on which day a task falls.
struct WebDates: Sendable {
    /// The time zone days and times are shown in.
    let timeZone: TimeZone

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// `09:05`: the local time of `instant`; empty at midnight, which is how a date without a time is stored.
    func time(_ instant: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        return hour == 0 && minute == 0 ? "" : String(format: "%02d:%02d", hour, minute)
    }

    /// `Fri 20 Nov`: the local day of `instant`.
    func day(_ instant: Date) -> String { DayText.label(ViewMoment(now: instant, timeZone: timeZone).today) }

    /// `Fri 20 Nov 09:05`, or `Fri 20 Nov` alone at local midnight.
    func due(_ instant: Date) -> String {
        let time = time(instant)
        return time.isEmpty ? day(instant) : "\(day(instant)) \(time)"
    }

    /// `2026-11-20 09:05`, or `2026-11-20` at local midnight: a due date as the edit field offers it, in a form the
    /// date grammar reads back to the same instant.
    func input(_ instant: Date) -> String {
        let date = ViewMoment(now: instant, timeZone: timeZone).today.date
        let time = time(instant)
        return time.isEmpty ? date : "\(date) \(time)"
    }
}

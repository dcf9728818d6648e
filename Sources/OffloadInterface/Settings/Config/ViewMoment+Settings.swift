import Foundation
import OffloadStore

extension ViewMoment {
    /// The moment `now` as the settings see it: their time zone (else the system's), week start (else Monday) and
    /// day start (else midnight).
    public init(now: Date, settings: UserSettings = .process, timeZone: TimeZone? = nil) {
        self.init(
            now: now, timeZone: timeZone ?? settings.zone, weekStart: settings.weekStart?.isoWeekday ?? 1,
            dayStart: settings.dayStart?.minutes ?? 0)
    }
}

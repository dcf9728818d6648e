import Foundation
import OffloadInterface
import OffloadStore

extension ServiceConfiguration {
    /// A reader of WHEN at this request's "now" in the service's time zone.
    ///
    /// - Throws: ``OffloadInterface/AnalysisDefaults/InvalidSetting`` when the zone is unknown (a 500: the zone is
    ///   the server's own).
    func whenReader() throws -> WhenReader {
        try WhenReader(now: now(), timeZone: timeZone.identifier)
    }

    /// This request's "now" in the service's time zone, with the settings' week and day start, for the views.
    var moment: ViewMoment { ViewMoment(now: now(), settings: .process, timeZone: timeZone) }
}

import Foundation
import OffloadInterface
import Testing

@Suite("Settings")
struct SettingsTests {
    @Test("An unreadable reference instant is an invalid setting with a sentence for the user")
    func unreadableReference() {
        #expect(throws: AnalysisDefaults.InvalidSetting.self) {
            try AnalysisDefaults.resolve(ref: "tomorrow", tz: "UTC", locale: "en_US")
        }
    }

    @Test("An unknown time zone is an invalid setting")
    func unknownTimeZone() {
        #expect(throws: AnalysisDefaults.InvalidSetting.self) {
            try AnalysisDefaults.resolve(ref: nil, tz: "Mars/Olympus", locale: "en_US")
        }
    }

    @Test("Given settings are used as they are")
    func givenSettings() throws {
        let resolved = try AnalysisDefaults.resolve(
            ref: "2026-11-23T09:00:00+01:00", tz: "Europe/Berlin", locale: "de_DE")
        #expect(resolved.reference == ISOInstant.parse("2026-11-23T08:00:00Z"))
        #expect(resolved.timeZone == "Europe/Berlin")
        #expect(resolved.locale.identifier == "de_DE")
    }

    @Test("ISO instants: a missing offset means UTC, a bare date is midnight UTC, other text is nil")
    func isoInstants() {
        #expect(ISOInstant.parse("2026-11-23T09:00:00") == ISOInstant.parse("2026-11-23T09:00:00Z"))
        #expect(ISOInstant.parse("2026-11-23") == ISOInstant.parse("2026-11-23T00:00:00Z"))
        #expect(ISOInstant.parse("next friday") == nil)
    }
}

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

    @Test("ISO instants are read strictly: a day or time that does not exist is nil, not rolled over")
    func impossibleInstants() {
        #expect(ISOInstant.parse("2026-02-30T25:99:00Z") == nil)
        #expect(ISOInstant.parse("2026-02-29") == nil)
        #expect(ISOInstant.parse("2026-04-31T09:00:00Z") == nil)
        #expect(ISOInstant.parse("2026-11-23T24:00:00Z") == nil)
        #expect(ISOInstant.parse("2026-11-23T09:00:60Z") == nil)
        #expect(ISOInstant.parse("2026-11-23T09:00:00+25:00") == nil)
        #expect(ISOInstant.parse("2026-11-23T09:00:00Zjunk") == nil)
        #expect(ISOInstant.parse("") == nil)
    }

    @Test("ISO instants: offsets with or without a colon, fractions to the millisecond, leap days")
    func isoInstantForms() {
        let nine = Date(timeIntervalSince1970: 1_795_420_800)  // 2026-11-23T08:00:00Z
        #expect(ISOInstant.parse("2026-11-23T09:00:00+01:00") == nine)
        #expect(ISOInstant.parse("2026-11-23T09:00:00+0100") == nine)
        #expect(ISOInstant.parse("2026-11-23T03:00:00-05:00") == nine)
        #expect(ISOInstant.parse("2026-11-23T08:00:00.250Z") == nine.addingTimeInterval(0.25))
        #expect(ISOInstant.parse("2028-02-29T00:00:00Z") == Date(timeIntervalSince1970: 1_835_395_200))
        #expect(ISOInstant.parse("1970-01-01") == Date(timeIntervalSince1970: 0))
    }

    @Test("An impossible reference instant is an invalid setting")
    func impossibleReference() {
        #expect(throws: AnalysisDefaults.InvalidSetting.self) {
            try AnalysisDefaults.resolve(ref: "2026-02-30T25:99:00Z", tz: "UTC", locale: "en_US")
        }
    }
}

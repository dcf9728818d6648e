import Foundation
import Testing

@testable import OffloadStore

/// The week and the day as the `week-start` and `day-start` settings draw them.
@Suite struct ViewMomentStartTests {
    /// Wednesday 2026-11-25, 01:30 UTC.
    static let lateNight = ViewSeed.instant("2026-11-25T01:30:00Z")

    @Test(
        "a week starts on the weekday asked for and holds today",
        arguments: [(1, "2026-11-23"), (7, "2026-11-22"), (6, "2026-11-21")])
    func weekStart(_ weekday: Int, _ first: String) {
        let moment = ViewMoment(now: Self.lateNight, timeZone: .gmt, weekStart: weekday)
        let days = moment.week
        #expect(days.count == 7)
        #expect(days.first?.date == first)
        #expect(days.first?.weekday == weekday)
        #expect(days.contains { $0.date == "2026-11-25" })
    }

    @Test("before the day start it is still the day before; from it on, the new day")
    func dayStart() {
        let owl = ViewMoment(now: Self.lateNight, timeZone: .gmt, dayStart: 4 * 60)
        #expect(owl.today.date == "2026-11-24")
        #expect(owl.day(after: 1).date == "2026-11-25")
        let morning = ViewMoment(now: ViewSeed.instant("2026-11-25T04:00:00Z"), timeZone: .gmt, dayStart: 4 * 60)
        #expect(morning.today.date == "2026-11-25")
        #expect(ViewMoment(now: Self.lateNight, timeZone: .gmt).today.date == "2026-11-25")
    }
}

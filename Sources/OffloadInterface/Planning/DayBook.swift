import Foundation
import OffloadStore

/// What the days being planned hold: their unfinished tasks and the proposals made so far, and which times are
/// taken (a timed task or a proposal each).
struct DayBook {
    /// Minutes a timed task is taken to hold.
    static let timedTaskMinutes = 30

    let moment: ViewMoment
    let calendar: Calendar
    private let load: [Date]
    private var proposed: [String: [Range<Date>]] = [:]

    init(load: [Date], moment: ViewMoment, calendar: Calendar) {
        self.load = load
        self.moment = moment
        self.calendar = calendar
    }

    /// Tasks on `day`: unfinished ones due that day and proposals made for it.
    func count(_ day: ViewDay) -> Int { load.count(where: day.contains) + (proposed[day.date]?.count ?? 0) }

    /// The first start from `minute` on `day` where `minutes` are free, still in `part` of the day and after now.
    func freeSlot(on day: ViewDay, from minute: Int, minutes: Int, part: PartOfDay) -> Date? {
        guard var start = calendar.date(bySettingHour: minute / 60, minute: minute % 60, second: 0, of: day.start)
        else { return nil }
        if start < moment.now {
            // The next quarter hour from now.
            start = Date(timeIntervalSince1970: (moment.now.timeIntervalSince1970 / 900).rounded(.up) * 900)
        }
        let taken = timed(on: day) + (proposed[day.date] ?? [])
        var moved = true
        while moved {
            moved = false
            for range in taken where range.overlaps(start..<start.addingTimeInterval(Double(minutes) * 60)) {
                start = range.upperBound
                moved = true
            }
        }
        let clock = calendar.dateComponents([.hour, .minute], from: start)
        guard day.contains(start), PartOfDay(minute: (clock.hour ?? 0) * 60 + (clock.minute ?? 0)) == part else {
            return nil
        }
        return start
    }

    /// Takes `minutes` from `start` on `day` for a proposal.
    mutating func take(_ start: Date, minutes: Int, on day: ViewDay) {
        proposed[day.date, default: []].append(start..<start.addingTimeInterval(Double(minutes) * 60))
    }

    /// The times the timed tasks due on `day` hold; a task due at local midnight has a day but no time.
    private func timed(on day: ViewDay) -> [Range<Date>] {
        load.filter { day.contains($0) && $0 != day.start }.map {
            $0..<$0.addingTimeInterval(Double(Self.timedTaskMinutes) * 60)
        }
    }
}

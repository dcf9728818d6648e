import Foundation

/// Where instants fall on the user's clock: the day (counted from the day start), the ISO weekday and the minute of
/// the day, with one time-zone lookup an hour of history instead of one calendar reading an instant.
struct LocalClock {
    /// One instant on the user's clock.
    struct Slot: Hashable, Sendable {
        /// Days since 1970-01-01, counted from the day start.
        let day: Int
        /// 1 (Monday) to 7 (Sunday), of ``day``.
        let weekday: Int
        /// Minutes after local midnight, on the wall clock.
        let minute: Int
    }

    let timeZone: TimeZone
    /// Minutes after midnight when a day starts.
    let dayStart: Int
    private var offsets: [Int: Int] = [:]

    init(timeZone: TimeZone, dayStart: Int) {
        self.timeZone = timeZone
        self.dayStart = dayStart
    }

    /// The slot of `seconds` since 1970.
    mutating func slot(_ seconds: Double) -> Slot {
        let hour = Self.floor(Int(seconds.rounded(.down)), 3_600)
        let offset: Int
        if let known = offsets[hour] {
            offset = known
        } else {
            offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(hour) * 3_600))
            offsets[hour] = offset
        }
        let local = Int(seconds.rounded(.down)) + offset
        let day = Self.floor(local - dayStart * 60, 86_400)
        // 1970-01-01 was a Thursday.
        return Slot(
            day: day, weekday: ((day + 3) % 7 + 7) % 7 + 1, minute: (local - Self.floor(local, 86_400) * 86_400) / 60)
    }

    /// `value / divisor` rounded down, for negative values too.
    private static func floor(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : (value - divisor + 1) / divisor
    }
}

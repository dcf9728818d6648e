/// A set of ISO weekdays, 1 (Monday) to 7 (Sunday), as bits.
struct WeekdaySet: Hashable, Sendable {
    private(set) var bits: UInt8 = 0

    /// Monday to Friday.
    static let workdays = WeekdaySet(bits: 0b0011_1110)

    /// Whether no weekday is in the set.
    var isEmpty: Bool { bits == 0 }

    /// The weekdays in order, Monday first.
    var days: [Int] { (1...7).filter(contains) }

    /// The only weekday in the set, or `nil` when there are none or several.
    var single: Int? { bits.nonzeroBitCount == 1 ? bits.trailingZeroBitCount : nil }

    /// Whether `weekday` (1-7) is in the set.
    func contains(_ weekday: Int) -> Bool { (1...7).contains(weekday) && bits & (1 << weekday) != 0 }

    /// Adds `weekday` (1-7); other values are ignored.
    mutating func insert(_ weekday: Int) {
        guard (1...7).contains(weekday) else { return }
        bits |= 1 << weekday
    }
}

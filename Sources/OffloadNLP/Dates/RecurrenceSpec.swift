/// A repetition as written, before its clock time is known: the parts of an RFC 5545 rule.
///
/// The clock time is resolved with the first occurrence (a bare hour in a recurrence follows the convention in
/// the DateGrammar article), so ``rule(hour:minute:)`` takes it then. Stored in a few bytes and without heap
/// storage: every candidate parse carries one, and the grammar copies and memoizes candidates.
struct RecurrenceSpec: Sendable {
    /// RFC 5545 weekday codes, indexed 1 (Monday) to 7 (Sunday).
    private static let weekdayCodes = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    /// The repeating unit; fortnights are written as two weeks and quarters as three months.
    let unit: DateUnit
    /// Units between occurrences.
    let interval: UInt16
    /// `COUNT` ("twice a day" is written `COUNT=2`, as before); 0 when not said.
    var count: UInt8 = 0
    /// `BYMONTH` 1-12; 0 when not said.
    var month: UInt8 = 0
    /// `BYMONTHDAY` 1-31, or -1 for the last day; 0 when not said.
    var monthDay: Int8 = 0
    /// `BYDAY` as a ``WeekdaySet``.
    var weekdays = WeekdaySet()
    /// With one weekday, which one of the month (1-5, -1 the last: "1MO", "-1FR"); 0 for every one.
    var weekdayOrdinal: Int8 = 0

    /// A rule repeating every `interval` `unit`s.
    init(unit: DateUnit, interval: Int = 1) {
        self.unit = unit
        self.interval = UInt16(clamping: interval * unit.frequencyInterval)
    }

    /// Whether the rule already names the day it repeats on.
    var hasDay: Bool { month != 0 || monthDay != 0 || !weekdays.isEmpty }

    /// The RFC 5545 rule, with `BYHOUR` and `BYMINUTE` when the expression gives a time (24-hour clock).
    func rule(hour: Int?, minute: Int?) -> String {
        var rule = "FREQ=" + unit.frequency
        if interval > 1 { rule += ";INTERVAL=\(interval)" }
        if count > 0 { rule += ";COUNT=\(count)" }
        if month != 0 { rule += ";BYMONTH=\(month)" }
        if monthDay != 0 { rule += ";BYMONTHDAY=\(monthDay)" }
        if !weekdays.isEmpty {
            let ordinal = weekdayOrdinal == 0 ? "" : "\(weekdayOrdinal)"
            rule += ";BYDAY=" + weekdays.days.map { ordinal + Self.weekdayCodes[$0] }.joined(separator: ",")
        }
        if let hour { rule += ";BYHOUR=\(hour)" }
        if let minute { rule += ";BYMINUTE=\(minute)" }
        return rule
    }
}

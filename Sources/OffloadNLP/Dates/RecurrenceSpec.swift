/// A repetition as written, before its clock time is known: the parts of an RFC 5545 rule.
///
/// The clock time is resolved with the first occurrence (a bare hour in a recurrence follows the convention in
/// the DateGrammar article), so ``rule(hour:minute:)`` takes it then.
struct RecurrenceSpec: Sendable {
    /// RFC 5545 weekday codes, indexed 1 (Monday) to 7 (Sunday).
    static let weekdayCodes = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    /// The repeating unit: second, minute, hour, day, week, month or year (fortnights are two weeks, quarters three
    /// months).
    var unit: DateUnit
    /// Units between occurrences.
    var interval = 1
    /// Occurrences per unit ("twice a day"), written as `COUNT` as before.
    var count: Int?
    /// `BYMONTH`: 1-12.
    var month: Int?
    /// `BYMONTHDAY`: 1-31, or -1 for the last day.
    var monthDay: Int?
    /// `BYDAY`: weekday codes, each with an optional ordinal ("MO", "1MO", "-1FR").
    var days: [String] = []

    /// A rule repeating every `interval` `unit`s.
    init(unit: DateUnit, interval: Int = 1) {
        self.unit = unit
        self.interval = interval * unit.frequencyInterval
    }

    /// Whether the rule already names the day it repeats on.
    var hasDay: Bool { month != nil || monthDay != nil || !days.isEmpty }

    /// The RFC 5545 rule, with `BYHOUR` and `BYMINUTE` when the expression gives a time (24-hour clock).
    func rule(hour: Int?, minute: Int?) -> String {
        var rule = "FREQ=" + unit.frequency
        if interval > 1 { rule += ";INTERVAL=\(interval)" }
        if let count { rule += ";COUNT=\(count)" }
        if let month { rule += ";BYMONTH=\(month)" }
        if let monthDay { rule += ";BYMONTHDAY=\(monthDay)" }
        if !days.isEmpty { rule += ";BYDAY=" + days.joined(separator: ",") }
        if let hour { rule += ";BYHOUR=\(hour)" }
        if let minute { rule += ";BYMINUTE=\(minute)" }
        return rule
    }
}

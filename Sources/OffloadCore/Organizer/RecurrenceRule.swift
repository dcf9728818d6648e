import Foundation

/// The part of an RFC 5545 recurrence rule that Offload writes, read back to find the next occurrence.
///
/// Understood: `FREQ` (DAILY, WEEKLY, MONTHLY, YEARLY), `INTERVAL`, `BYMONTH`, `BYMONTHDAY` (1 to 31, or -1 for the
/// last day), `BYDAY` (weekday codes, with an ordinal such as `1MO` or `-1FR` in a monthly or yearly rule),
/// `BYHOUR` and `BYMINUTE`. `COUNT` and `UNTIL` are kept in the rule but do not end it here: a task repeats
/// until the user stops it. Anything else makes the rule unreadable (`nil`), and a task keeps it as text.
public struct RecurrenceRule: Hashable, Sendable {
    public enum Frequency: String, Sendable {
        case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
    }

    public let frequency: Frequency
    public let interval: Int
    public let months: [Int]
    public let monthDays: [Int]
    /// A `BYDAY` entry: weekday 1 is Monday … 7 Sunday; ordinal 0 means every such weekday, else which one of
    /// the month (1 to 5, or -1 to -5 counted from the end).
    public struct Weekday: Hashable, Sendable {
        public let ordinal: Int
        public let weekday: Int
    }

    public let weekdays: [Weekday]
    public let hour: Int?
    public let minute: Int?

    private static let codes = ["MO": 1, "TU": 2, "WE": 3, "TH": 4, "FR": 5, "SA": 6, "SU": 7]

    /// Reads `rule` ("FREQ=WEEKLY;BYDAY=MO;BYHOUR=8"), with or without an `RRULE:` prefix.
    public init?(_ rule: String) {
        var text = rule.trimmingCharacters(in: .whitespaces)
        if text.uppercased().hasPrefix("RRULE:") { text = String(text.dropFirst(6)) }
        var parts: [String: String] = [:]
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.uppercased() }
            guard pair.count == 2 else { return nil }
            parts[pair[0]] = pair[1]
        }
        guard let frequency = parts["FREQ"].flatMap(Frequency.init(rawValue:)) else { return nil }
        func numbers(_ key: String, _ range: ClosedRange<Int>) -> [Int]? {
            guard let value = parts[key] else { return [] }
            let list = value.split(separator: ",").compactMap { Int($0) }
            guard list.count == value.split(separator: ",").count, list.allSatisfy(range.contains) else { return nil }
            return list
        }
        guard let interval = numbers("INTERVAL", 1...1000), let months = numbers("BYMONTH", 1...12),
            let monthDays = numbers("BYMONTHDAY", -31...31), !monthDays.contains(0),
            let hours = numbers("BYHOUR", 0...23), hours.count <= 1, let minutes = numbers("BYMINUTE", 0...59),
            minutes.count <= 1
        else { return nil }
        var weekdays: [Weekday] = []
        for code in parts["BYDAY"].map({ $0.split(separator: ",") }) ?? [] {
            let day = String(code.suffix(2))
            guard let weekday = Self.codes[day] else { return nil }
            let ordinalText = code.dropLast(2)
            guard let ordinal = ordinalText.isEmpty ? 0 : Int(ordinalText), (-5...5).contains(ordinal) else {
                return nil
            }
            weekdays.append(Weekday(ordinal: ordinal, weekday: weekday))
        }
        let known: Set<String> = [
            "FREQ", "INTERVAL", "COUNT", "UNTIL", "BYMONTH", "BYMONTHDAY", "BYDAY", "BYHOUR", "BYMINUTE", "WKST",
        ]
        guard Set(parts.keys).isSubset(of: known) else { return nil }
        self.frequency = frequency
        self.interval = interval.first ?? 1
        self.months = months
        self.monthDays = monthDays
        self.weekdays = weekdays
        self.hour = hours.first
        self.minute = minutes.first
    }

    /// The first occurrence after `start` and after `notBefore`, counted from `start` (the current occurrence).
    ///
    /// It falls at the rule's clock time (else `start`'s) on the wall clock of `timeZone`, so 08:00 stays 08:00
    /// across a change to or from summer time. `nil` when none comes within 50 years.
    public func occurrence(after start: Date, notBefore: Date? = nil, in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let origin = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: start)
        guard
            let originDay = calendar.date(from: DateComponents(year: origin.year, month: origin.month, day: origin.day))
        else { return nil }
        let time = (hour ?? origin.hour ?? 0, minute ?? origin.minute ?? 0, hour == nil ? origin.second ?? 0 : 0)
        let limit = notBefore.map { max($0, start) } ?? start
        for offset in 1...(366 * 50) {
            guard let day = calendar.date(byAdding: .day, value: offset, to: originDay) else { return nil }
            guard matches(day, origin: originDay, calendar: calendar) else { continue }
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            guard
                let instant = calendar.date(
                    from: DateComponents(
                        year: parts.year, month: parts.month, day: parts.day, hour: time.0, minute: time.1,
                        second: time.2))
            else { continue }
            if instant > limit { return instant }
        }
        return nil
    }

    /// Whether `day` (a local midnight) is a day of the rule, counting intervals from `origin`'s day.
    private func matches(_ day: Date, origin: Date, calendar: Calendar) -> Bool {
        let dayParts = calendar.dateComponents([.year, .month, .day, .weekday], from: day)
        let originParts = calendar.dateComponents([.year, .month, .day, .weekday], from: origin)
        guard let year = dayParts.year, let month = dayParts.month, let date = dayParts.day,
            let oYear = originParts.year, let oMonth = originParts.month, let oDate = originParts.day
        else { return false }
        let weekday = ((dayParts.weekday ?? 1) + 5) % 7 + 1  // Foundation: 1 is Sunday; here 1 is Monday.
        let originWeekday = ((originParts.weekday ?? 1) + 5) % 7 + 1
        let daysInMonth = calendar.range(of: .day, in: .month, for: day)?.count ?? 31
        if !months.isEmpty, !months.contains(month) { return false }
        func onMonthDay(_ days: [Int]) -> Bool {
            days.contains { $0 == date || ($0 < 0 && daysInMonth + 1 + $0 == date) }
        }
        func onWeekday(ordinalsIn span: Int?) -> Bool {
            weekdays.contains { entry in
                guard entry.weekday == weekday else { return false }
                guard entry.ordinal != 0, let span else { return true }
                let nth = (date - 1) / 7 + 1
                let fromEnd = -((span - date) / 7 + 1)
                return entry.ordinal == nth || entry.ordinal == fromEnd
            }
        }
        switch frequency {
        case .daily:
            let days = calendar.dateComponents([.day], from: origin, to: day).day ?? 0
            guard days % interval == 0 else { return false }
            if !weekdays.isEmpty { return onWeekday(ordinalsIn: nil) }
            return monthDays.isEmpty || onMonthDay(monthDays)
        case .weekly:
            let days = calendar.dateComponents([.day], from: origin, to: day).day ?? 0
            let weeks = (days + (originWeekday - 1)) / 7
            guard weeks % interval == 0 else { return false }
            return weekdays.isEmpty ? weekday == originWeekday : onWeekday(ordinalsIn: nil)
        case .monthly:
            let months = (year - oYear) * 12 + (month - oMonth)
            guard months % interval == 0 else { return false }
            if !monthDays.isEmpty { return onMonthDay(monthDays) }
            if !weekdays.isEmpty { return onWeekday(ordinalsIn: daysInMonth) }
            return date == min(oDate, daysInMonth)
        case .yearly:
            guard (year - oYear) % interval == 0 else { return false }
            if months.isEmpty, month != oMonth { return false }
            if !monthDays.isEmpty { return onMonthDay(monthDays) }
            if !weekdays.isEmpty { return onWeekday(ordinalsIn: daysInMonth) }
            return date == min(oDate, daysInMonth)
        }
    }
}

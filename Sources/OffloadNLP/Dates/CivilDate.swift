import OffloadCore

/// A day of the proleptic Gregorian calendar, with no time zone.
///
/// Calendar-day arithmetic (add days or months, find a weekday) does not depend on the time zone, so it is done
/// here on plain numbers; only the step from a wall-clock time to an instant goes through ICU (see ``ZoneClock``),
/// which is where daylight-saving rules apply.
struct CivilDate: Hashable, Sendable, Comparable {
    /// Year (2026).
    let year: Int
    /// Month, 1 = January.
    let month: Int
    /// Day of the month, 1-based.
    let day: Int

    /// Creates a date; returns `nil` when the day does not exist (February 30).
    init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...9999).contains(year), day >= 1,
            day <= CivilDate.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    private init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Number of days in `month` of `year`.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Days since 1970-01-01.
    var dayNumber: Int { GregorianDays.days(year: year, month: month, day: day) }

    /// The date `dayNumber` days after 1970-01-01, its year clamped to 1…9999.
    init(dayNumber: Int) {
        let (year, month, day) = GregorianDays.date(days: dayNumber)
        self.init(unchecked: min(max(year, 1), 9999), month, day)
    }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    var weekday: Int {
        let value = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday (ISO 4)
        return (value < 0 ? value + 7 : value) + 1
    }

    /// The date `days` days later (earlier when negative).
    func adding(days: Int) -> CivilDate { CivilDate(dayNumber: dayNumber + days) }

    /// The date `months` months later, clamping the day to the target month (Jan 31 + 1 month = Feb 28/29).
    func adding(months: Int) -> CivilDate {
        let total = year * 12 + (month - 1) + months
        let newYear = min(max(total / 12, 1), 9999)
        let newMonth = total % 12 + 1
        return CivilDate(unchecked: newYear, newMonth, min(day, CivilDate.daysIn(month: newMonth, year: newYear)))
    }

    /// The Monday of this date's ISO week.
    var startOfWeek: CivilDate { adding(days: 1 - weekday) }

    /// The first day of this date's month.
    var startOfMonth: CivilDate { CivilDate(unchecked: year, month, 1) }

    /// The last day of this date's month.
    var endOfMonth: CivilDate { CivilDate(unchecked: year, month, CivilDate.daysIn(month: month, year: year)) }

    /// `YYYY-MM-DD`.
    var isoString: String {
        Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        return value < 0 ? "-" + padded : padded
    }
}

/// A holiday or other named day, by the rule that places it in a year.
enum NamedDay: Sendable {
    /// The same month and day every year ("independence day": July 4).
    case fixed(month: Int, day: Int)
    /// The `ordinal`th `weekday` of `month` (ordinal -1: the last), shifted by `shift` days ("thanksgiving":
    /// the fourth Thursday of November; "black friday" the day after).
    case nthWeekday(month: Int, ordinal: Int, weekday: Int, shift: Int)
    /// Western Easter Sunday shifted by `shift` days ("good friday": -2).
    case easter(shift: Int)

    /// The day in `year`, or `nil` when it does not exist.
    func date(in year: Int) -> CivilDate? {
        switch self {
        case .fixed(let month, let day):
            return CivilDate(year: year, month: month, day: day)
        case .nthWeekday(let month, let ordinal, let weekday, let shift):
            guard let first = CivilDate(year: year, month: month, day: 1) else { return nil }
            let date: CivilDate
            if ordinal > 0 {
                date = first.adding(days: (weekday - first.weekday + 7) % 7 + 7 * (ordinal - 1))
            } else {
                let last = first.endOfMonth
                date = last.adding(days: -((last.weekday - weekday + 7) % 7))
            }
            return date.month == month ? date.adding(days: shift) : nil
        case .easter(let shift):
            return Self.easterSunday(year)?.adding(days: shift)
        }
    }

    /// Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher").
    static func easterSunday(_ year: Int) -> CivilDate? {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CivilDate(year: year, month: month, day: day)
    }
}

extension LexiconTable {
    /// English named days, keyed by normalized words (possessive "'s" and apostrophes are dropped by the
    /// tokenizer, so "new year's eve" is "new year eve").
    static let englishNamedDays: [String: NamedDay] = {
        var days: [String: NamedDay] = [:]
        func add(_ names: [String], _ day: NamedDay) {
            for name in names { days[name] = day }
        }
        add(["new year", "new years", "new year day", "new years day"], .fixed(month: 1, day: 1))
        add(["new year eve", "new years eve"], .fixed(month: 12, day: 31))
        add(["christmas day", "xmas day"], .fixed(month: 12, day: 25))
        add(["boxing day"], .fixed(month: 12, day: 26))
        add(["independence day"], .fixed(month: 7, day: 4))
        add(["valentine day", "valentines day", "saint valentine day"], .fixed(month: 2, day: 14))
        add(
            ["saint patrick day", "st patrick day", "st patricks day", "saint patricks day"], .fixed(month: 3, day: 17))
        add(["veterans day", "veteran day", "armistice day", "remembrance day"], .fixed(month: 11, day: 11))
        add(["all saints day"], .fixed(month: 11, day: 1))
        add(["international workers day", "workers day", "labour day international"], .fixed(month: 5, day: 1))
        add(["earth day"], .fixed(month: 4, day: 22))
        add(["groundhog day"], .fixed(month: 2, day: 2))
        add(["juneteenth"], .fixed(month: 6, day: 19))
        add(["cinco de mayo"], .fixed(month: 5, day: 5))
        add(["halloween day"], .fixed(month: 10, day: 31))
        add(["thanksgiving", "thanksgiving day"], .nthWeekday(month: 11, ordinal: 4, weekday: 4, shift: 0))
        add(["black friday"], .nthWeekday(month: 11, ordinal: 4, weekday: 4, shift: 1))
        add(["cyber monday"], .nthWeekday(month: 11, ordinal: 4, weekday: 4, shift: 4))
        add(["labor day", "labour day"], .nthWeekday(month: 9, ordinal: 1, weekday: 1, shift: 0))
        add(["memorial day"], .nthWeekday(month: 5, ordinal: -1, weekday: 1, shift: 0))
        add(["mother day", "mothers day"], .nthWeekday(month: 5, ordinal: 2, weekday: 7, shift: 0))
        add(["father day", "fathers day"], .nthWeekday(month: 6, ordinal: 3, weekday: 7, shift: 0))
        add(
            ["martin luther king day", "martin luther king jr day", "mlk day"],
            .nthWeekday(month: 1, ordinal: 3, weekday: 1, shift: 0))
        add(
            ["presidents day", "president day", "washington birthday"],
            .nthWeekday(month: 2, ordinal: 3, weekday: 1, shift: 0))
        add(["columbus day", "indigenous peoples day"], .nthWeekday(month: 10, ordinal: 2, weekday: 1, shift: 0))
        add(["easter", "easter sunday", "easter day"], .easter(shift: 0))
        add(["easter monday"], .easter(shift: 1))
        add(["good friday"], .easter(shift: -2))
        add(["ash wednesday"], .easter(shift: -46))
        add(["palm sunday"], .easter(shift: -7))
        add(["pentecost", "whit sunday"], .easter(shift: 49))
        return days
    }()
}

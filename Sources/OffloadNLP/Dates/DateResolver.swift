/// A day (or span) placed on the calendar: its first day, the last day of a span, and an exact wall time when
/// the expression fixes one ("now", "in 20 minutes", "end of day").
struct ResolvedDay {
    var date: CivilDate
    var granularity: DateMention.Granularity = .day
    var periodEnd: CivilDate?
    var exact: WallTime?
}

/// Places a ``DateSpec`` on the calendar relative to the context's "now"; pure civil-date arithmetic except
/// where an instant is involved (sub-day offsets), which goes through ICU.
struct DateResolver {
    let context: DateContext
    /// The day relative dates count from: the context's today, or a later day when a recurrence's time today has
    /// passed.
    let today: CivilDate

    init(context: DateContext, today: CivilDate? = nil) {
        self.context = context
        self.today = today ?? context.nowWall.date
    }

    func resolve(_ spec: DateSpec) -> ResolvedDay? {
        switch spec {
        case .now:
            return ResolvedDay(date: today, granularity: .minute, exact: context.nowWall)
        case .relativeDays(let days):
            return ResolvedDay(date: today.adding(days: days))
        case .weekday(let weekday, let anchor):
            return ResolvedDay(date: resolve(weekday: weekday, anchor))
        case .anyWeekday(let weekdays):
            let delta = (0..<7).first { weekdays.contains(today.adding(days: $0).weekday) }
            return delta.map { ResolvedDay(date: today.adding(days: $0)) }
        case .monthDay(let month, let day, let year):
            return monthDay(month: month, day: day, year: year).map { ResolvedDay(date: $0) }
        case .dayOfMonth(let day, let weekday, let monthOffset):
            return dayOfMonth(day, weekday: weekday, monthOffset: monthOffset).map { ResolvedDay(date: $0) }
        case .offset(let amount, let unit):
            return offset(amount, unit)
        case .offsetFrom(let base, let amount, let unit):
            guard let day = resolve(base)?.date else { return nil }
            return DateResolver(context: context, today: day).offset(amount, unit)
        case .period(let period):
            return resolve(period)
        case .endOf(let unit, let offset):
            return endOf(unit, offset: offset)
        case .nthWeekday(let ordinal, let weekday, _):
            return nthWeekday(ordinal, weekday).map { ResolvedDay(date: $0) }
        case .namedDay(let day, let year):
            return namedDay(day, year: year).map { ResolvedDay(date: $0) }
        case .endOfDay(let base):
            guard let day = resolve(base)?.date else { return nil }
            return ResolvedDay(date: day, granularity: .minute, exact: WallTime(date: day, hour: 23, minute: 59))
        case .dayInMonth(let ordinal, let weekday, let month):
            guard let anchor = resolve(month)?.date else { return nil }
            return dayInMonth(ordinal, weekday, of: anchor.startOfMonth).map { ResolvedDay(date: $0) }
        case .shifted(let base, let days):
            guard var day = resolve(base) else { return nil }
            day.date = day.date.adding(days: days)
            day.exact?.date = day.date
            return day
        }
    }

    /// Bare weekdays are the next one (today excluded); "this" includes today; "next"/"last" name the weekday
    /// of next/last week (weeks start on Monday); after "since" the last one before today.
    func resolve(weekday: Int, _ anchor: WeekdayAnchor) -> CivilDate {
        let current = today.weekday
        switch anchor {
        case .upcoming:
            let delta = (weekday - current + 7) % 7
            return today.adding(days: delta == 0 ? 7 : delta)
        case .upcomingOrToday:
            return today.adding(days: (weekday - current + 7) % 7)
        case .nextWeek:
            return today.startOfWeek.adding(days: 7 + weekday - 1)
        case .lastWeek:
            return today.startOfWeek.adding(days: -7 + weekday - 1)
        case .previous:
            let delta = (current - weekday + 7) % 7
            return today.adding(days: delta == 0 ? -7 : -delta)
        case .thisWeek:
            return today.startOfWeek.adding(days: weekday - 1)
        case .weeksAhead(let weeks):
            return today.startOfWeek.adding(days: 7 * weeks + weekday - 1)
        }
    }

    /// A month and day without a year is the next one, today included; Feb 29 waits for a leap year.
    private func monthDay(month: Int, day: Int, year: Int?) -> CivilDate? {
        if let year { return CivilDate(year: fullYear(year), month: month, day: day) }
        for candidateYear in today.year...(today.year + 8) {
            if let date = CivilDate(year: candidateYear, month: month, day: day), date >= today { return date }
        }
        return nil
    }

    /// A year written with two digits ("'98", "5/3/18") in the century that puts it at most 10 years after today's
    /// year (in 2026: 00–36 are 2000–2036, 37–99 are 1937–1999); other years as written.
    func fullYear(_ year: Int) -> Int {
        guard (0..<100).contains(year) else { return year }
        return 2000 + year <= today.year + 10 ? 2000 + year : 1900 + year
    }

    /// The day for "the 5th" or "friday the 13th".
    ///
    /// "the 5th": this month's if still ahead (today included), else the next month that has the day and, with a
    /// weekday ("friday the 13th"), where the weekday agrees. With a weekday that agrees with this month's day,
    /// this month's day even when it has passed ("tues the 4th" said on Monday the 17th: the 4th just gone).
    private func dayOfMonth(_ day: Int, weekday: Int?, monthOffset: Int?) -> CivilDate? {
        if let monthOffset {
            let month = today.startOfMonth.adding(months: monthOffset)
            return CivilDate(year: month.year, month: month.month, day: day)
        }
        if let weekday, let date = CivilDate(year: today.year, month: today.month, day: day), date.weekday == weekday {
            return date
        }
        for step in 0..<48 {
            let month = today.startOfMonth.adding(months: step)
            guard let date = CivilDate(year: month.year, month: month.month, day: day), date >= today else { continue }
            if let weekday, date.weekday != weekday { continue }
            return date
        }
        return nil
    }

    private func offset(_ amount: Double, _ unit: DateUnit) -> ResolvedDay? {
        switch unit {
        case .second, .minute, .hour:
            let seconds = amount * unit.seconds
            guard seconds.magnitude < 1e10,
                let (wall, _) = context.clock.wall(at: context.now.addingTimeInterval(seconds))
            else { return nil }
            return ResolvedDay(date: wall.date, granularity: .minute, exact: wall)
        case .day, .week, .fortnight:
            let days = (amount * unit.seconds / 86_400).rounded()
            guard days.magnitude < 1_000_000 else { return nil }
            return ResolvedDay(date: today.adding(days: Int(days)))
        case .month, .quarter, .year:
            let months = (amount * Double(unit == .month ? 1 : unit == .quarter ? 3 : 12)).rounded()
            guard months.magnitude < 100_000 else { return nil }
            return ResolvedDay(date: today.adding(months: Int(months)))
        }
    }

    private func resolve(_ period: PeriodSpec) -> ResolvedDay? {
        switch period {
        case .week(let offset):
            let start = today.startOfWeek.adding(days: 7 * offset)
            return ResolvedDay(date: start, granularity: .week, periodEnd: start.adding(days: 6))
        case .weekend(let offset):
            var saturday = today.startOfWeek.adding(days: 5 + 7 * offset)
            if offset == 0, today.weekday == 7 { saturday = today }
            return ResolvedDay(
                date: saturday, granularity: .day, periodEnd: today.startOfWeek.adding(days: 6 + 7 * offset))
        case .month(let offset):
            let start = today.startOfMonth.adding(months: offset)
            return ResolvedDay(date: start, granularity: .month, periodEnd: start.endOfMonth)
        case .year(let offset):
            return year(today.year + offset)
        case .quarter(let offset):
            let start = today.startOfMonth.adding(months: -((today.month - 1) % 3) + 3 * offset)
            return ResolvedDay(date: start, granularity: .quarter, periodEnd: start.adding(months: 2).endOfMonth)
        case .namedMonth(let month, let year, let offset):
            var targetYear = year ?? today.year
            if year == nil {
                if let offset { targetYear += offset } else if month < today.month { targetYear += 1 }
            }
            guard let start = CivilDate(year: targetYear, month: month, day: 1) else { return nil }
            return ResolvedDay(date: start, granularity: .month, periodEnd: start.endOfMonth)
        case .yearNumber(let number):
            return year(number)
        case .halfYear(let half, let year, let yearOffset):
            guard (1...2).contains(half),
                let start = CivilDate(year: year ?? today.year + yearOffset, month: half * 6 - 5, day: 1)
            else { return nil }
            return ResolvedDay(date: start, granularity: .quarter, periodEnd: start.adding(months: 5).endOfMonth)
        case .season(let season, let year, let offset):
            return self.season(season, year: year, offset: offset)
        case .decade(let start):
            guard let first = CivilDate(year: start, month: 1, day: 1),
                let last = CivilDate(year: start + 9, month: 12, day: 31)
            else { return nil }
            return ResolvedDay(date: first, granularity: .year, periodEnd: last)
        case .quarterOfYear(let quarter, let yearOffset):
            return resolve(.quarterNumber(quarter, year: today.year + yearOffset))
        case .quarterNumber(let quarter, let year):
            guard (1...4).contains(quarter),
                let start = CivilDate(year: year ?? today.year, month: quarter * 3 - 2, day: 1)
            else { return nil }
            return ResolvedDay(date: start, granularity: .quarter, periodEnd: start.adding(months: 2).endOfMonth)
        }
    }

    private func year(_ number: Int) -> ResolvedDay? {
        guard let start = CivilDate(year: number, month: 1, day: 1),
            let end = CivilDate(year: number, month: 12, day: 31)
        else { return nil }
        return ResolvedDay(date: start, granularity: .year, periodEnd: end)
    }

    /// End of day is 23:59 that day; end of week is its Sunday, end of month its last day, end of year Dec 31.
    private func endOf(_ unit: DateUnit, offset: Int) -> ResolvedDay? {
        switch unit {
        case .day:
            let date = today.adding(days: offset)
            return ResolvedDay(date: date, granularity: .minute, exact: WallTime(date: date, hour: 23, minute: 59))
        case .week:
            return ResolvedDay(date: today.startOfWeek.adding(days: 6 + 7 * offset))
        case .month:
            return ResolvedDay(date: today.startOfMonth.adding(months: offset).endOfMonth)
        case .year:
            return CivilDate(year: today.year + offset, month: 12, day: 31).map { ResolvedDay(date: $0) }
        default:
            return nil
        }
    }

    /// A season's first and last day.
    ///
    /// Astronomical dates (northern hemisphere): spring from March 20, summer from June 21, fall
    /// from September 23, winter from December 21 to March 19. Without a year or modifier: the current season, or
    /// the next one of that name.
    private func season(_ season: Int, year: Int?, offset: Int?) -> ResolvedDay? {
        let starts = [(3, 20), (6, 21), (9, 23), (12, 21)]
        let ends = [(6, 20), (9, 22), (12, 20), (3, 19)]
        guard (1...4).contains(season) else { return nil }
        func span(_ year: Int) -> (CivilDate, CivilDate)? {
            guard let start = CivilDate(year: year, month: starts[season - 1].0, day: starts[season - 1].1),
                let end = CivilDate(
                    year: season == 4 ? year + 1 : year, month: ends[season - 1].0, day: ends[season - 1].1)
            else { return nil }
            return (start, end)
        }
        var target = year ?? today.year + (offset ?? 0)
        if year == nil, offset == nil, let (_, end) = span(target), end < today { target += 1 }
        if year == nil, season == 4, offset == nil, let (start, _) = span(target - 1), start <= today {
            target -= 1  // in January "this winter" began last December
        }
        guard let (start, end) = span(target) else { return nil }
        return ResolvedDay(date: start, granularity: .quarter, periodEnd: end)
    }

    /// The next occurrence of a named day from today on (today included), or the one in `year`.
    private func namedDay(_ day: NamedDay, year: Int?) -> CivilDate? {
        if let year { return day.date(in: year) }
        for candidate in today.year...(today.year + 1) {
            if let date = day.date(in: candidate), date >= today { return date }
        }
        return nil
    }

    /// The `ordinal`th `weekday` (or day) of the month starting at `month`; -1 is the last.
    private func dayInMonth(_ ordinal: Int, _ weekday: Int?, of month: CivilDate) -> CivilDate? {
        guard let weekday else {
            let day = ordinal > 0 ? ordinal : CivilDate.daysIn(month: month.month, year: month.year)
            return CivilDate(year: month.year, month: month.month, day: day)
        }
        return NamedDay.nthWeekday(month: month.month, ordinal: ordinal, weekday: weekday, shift: 0)
            .date(in: month.year)
    }

    /// The next "first monday of the month" (or "last", ordinal -1) from today on.
    private func nthWeekday(_ ordinal: Int, _ weekday: Int) -> CivilDate? {
        for step in 0..<3 {
            let month = today.startOfMonth.adding(months: step)
            var date: CivilDate
            if ordinal > 0 {
                let first = month.adding(days: (weekday - month.weekday + 7) % 7)
                date = first.adding(days: 7 * (ordinal - 1))
            } else {
                let last = month.endOfMonth
                date = last.adding(days: -((last.weekday - weekday + 7) % 7))
            }
            if date.month == month.month, date >= today { return date }
        }
        return nil
    }
}

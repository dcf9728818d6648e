/// Calendar units the grammar counts in.
enum DateUnit: UInt8, Sendable {
    case second, minute, hour, day, week, fortnight, month, quarter, year

    /// Length in seconds (months and years nominal: 30 and 365 days), for durations.
    var seconds: Double {
        switch self {
        case .second: 1
        case .minute: 60
        case .hour: 3600
        case .day: 86_400
        case .week: 604_800
        case .fortnight: 1_209_600
        case .month: 2_592_000
        case .quarter: 7_776_000
        case .year: 31_536_000
        }
    }

    /// RFC 5545 frequency for "every <unit>".
    var frequency: String {
        switch self {
        case .second: "SECONDLY"
        case .minute: "MINUTELY"
        case .hour: "HOURLY"
        case .day: "DAILY"
        case .week, .fortnight: "WEEKLY"
        case .month, .quarter: "MONTHLY"
        case .year: "YEARLY"
        }
    }

    /// Interval multiplier for the frequency (a fortnight is two weeks).
    var frequencyInterval: Int {
        switch self {
        case .fortnight: 2
        case .quarter: 3
        default: 1
        }
    }
}

/// Parts of the day and the clock time each defaults to (see the DateGrammar article).
enum Daypart: UInt8, Sendable {
    case morning, noon, afternoon, evening, night, midnight

    /// Default hour when no clock time is given.
    var defaultHour: Int {
        switch self {
        case .morning: 9
        case .noon: 12
        case .afternoon: 15
        case .evening: 19
        case .night: 20
        case .midnight: 0
        }
    }

    /// Whether an ambiguous clock hour (1-11) in this part of the day is after noon ("at 2 tonight" is 02:00).
    func isAfternoon(hour: Int) -> Bool {
        switch self {
        case .morning, .midnight: false
        case .noon: hour < 6
        case .afternoon, .evening: true
        case .night: hour >= 6
        }
    }
}

/// A clock time as written, before the date is known.
struct TimeSpec: Sendable {
    enum Meridiem: Sendable { case am, pm }
    /// Hour as written (0-24).
    var hour: Int
    var minute: Int = 0
    var second: Int = 0
    var meridiem: Meridiem?
    /// Whether the hour was written in 24-hour form (13-23, or with a leading zero such as 09:00).
    var is24Hour = false
    /// Part of the day that qualifies the time ("at 7 in the evening"); alone it gives the default hour.
    var daypart: Daypart?
    /// A bare part of the day ("tomorrow morning") with no clock time.
    var isDaypartOnly = false
    /// The UTC offset written with the time ("Z", "+02:00"), in seconds: the date and time are then an instant.
    var utcOffsetSeconds: Int?
}

/// Which occurrence of a weekday is meant.
enum WeekdayAnchor: Sendable {
    /// Bare "monday": the next one, today excluded.
    case upcoming
    /// "this monday": the next one, today included.
    case upcomingOrToday
    /// "next monday": the Monday of next week.
    case nextWeek
    /// "last monday": the Monday of last week.
    case lastWeek
    /// "since monday": the last Monday before today.
    case previous
    /// "monday this week".
    case thisWeek
    /// "monday in two weeks" and similar: the Monday of the week `n` weeks from now.
    case weeksAhead(Int)
}

/// Spans the grammar resolves to a first day and a last day.
enum PeriodSpec: Sendable {
    case week(offset: Int)
    case weekend(offset: Int)
    case month(offset: Int)
    case year(offset: Int)
    case quarter(offset: Int)
    case namedMonth(month: Int, year: Int?, offset: Int?)
    case yearNumber(Int)
    case quarterNumber(Int, year: Int?)
    /// The first (1) or second (2) half of `year`, or of the year `yearOffset` from this one ("h2 2019", "the
    /// first half of next year").
    case halfYear(Int, year: Int?, yearOffset: Int)
    /// A named calendar year relative to this one ("the first quarter of next year").
    case quarterOfYear(Int, yearOffset: Int)
    /// A season (1 spring, 2 summer, 3 fall, 4 winter) of `year`, or `offset` years from this one, or the
    /// current or next one.
    case season(Int, year: Int?, offset: Int?)
    /// Ten years from `start` ("the 90s": 1990).
    case decade(Int)
}

/// A calendar day (or span) as written, before resolution.
indirect enum DateSpec: Sendable {
    case now
    case relativeDays(Int)
    case weekday(Int, WeekdayAnchor)
    /// The next day, today included, whose weekday is in the set ("every weekday").
    case anyWeekday(WeekdaySet)
    /// A month and day, with the year as written: under 100 a two-digit year (``DateResolver/fullYear(_:)``).
    case monthDay(month: Int, day: Int, year: Int?)
    case dayOfMonth(day: Int, weekday: Int?, monthOffset: Int?)
    case offset(amount: Double, unit: DateUnit)
    /// An amount of days, weeks, months or years from another day ("3 days before next friday").
    case offsetFrom(DateSpec, amount: Double, unit: DateUnit)
    case period(PeriodSpec)
    case endOf(DateUnit, offset: Int)
    case nthWeekday(ordinal: Int, weekday: Int, month: Int?)
    case shifted(DateSpec, days: Int)
    /// A holiday: the next one from today (today included), or the one in `year`.
    case namedDay(NamedDay, year: Int?)
    /// 23:59 on a day ("end of sunday").
    case endOfDay(DateSpec)
    /// The `ordinal`th `weekday` (or day, when `weekday` is nil) of the month that `month` falls in; ordinal -1
    /// is the last ("first tuesday of october", "last day of the month", "2nd monday of next month").
    case dayInMonth(ordinal: Int, weekday: Int?, month: DateSpec)
}

/// What one grammar match means, before it is placed on the calendar.
struct TemporalParse: Sendable {
    var date: DateSpec?
    var time: TimeSpec?
    var endDate: DateSpec?
    var endTime: TimeSpec?
    var durationSeconds: Double?
    /// A repetition; ``date`` is then its first day from today on and ``time`` its clock time.
    var recurrence: RecurrenceSpec?
    var isRange = false
    var confidence = 0.9
}

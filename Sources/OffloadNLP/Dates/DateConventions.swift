/// How minutes relate to the hour a clock word joins them to.
enum ClockDirection: Sendable {
    /// Minutes after the hour ("past", "nach", "y").
    case past
    /// Minutes before the hour ("to", "vor", "menos").
    case to
}

/// How a language writes dates in numbers and names, beyond its words: a few flags the rules read.
struct DateConventions: Sendable {
    /// Whether dates are written with dots, unpadded and often with a final dot ("24.7.", "5.12.26"): a number, a
    /// dot and a number with a final dot is a day and a month, and a short dotted date is no version number.
    var writesDottedDates = false
    /// Whether a number with a dot after it is an ordinal ("am 21." is the 21st).
    var marksOrdinalsWithDot = false
    /// Whether month names are written in lower case, so that a capitalized one after "de" or "a" is a name ("el
    /// disco de Agosto").
    var writesMonthsLowerCase = false
    /// Whether "next" with a weekday is the coming one, today excluded ("nächsten Dienstag", "el martes que viene"),
    /// rather than the one of next week (English "next tuesday").
    var readsNextWeekdayAsComing = false
    /// Whether "the week", "the month", "the year" alone mean the current one (English).
    var readsArticlePeriodAsCurrent = false
    /// Whether a bare number after a weekday and its article is its day of the month, never the hour.
    ///
    /// "el martes 15", "el sábado 12", "le mardi 3": the language says a time with its own words ("a las 9"), while
    /// English "fri 9" is 9 o'clock. Without the article ("mar 10") the number stays the hour.
    var readsNumberAfterWeekdayAsDay = false
    /// Whether "end of week" is the weekend ("fin de semana"), not the week's last day.
    var readsEndOfWeekAsWeekend = false
    /// Whether a range opens with the word of "of" and closes with the word of "at" ("de 9 a 11", "del 3 al 10
    /// de marzo"), as well as with "from … to".
    var opensRangeWithOf = false
    /// Whether a clock time with its minutes is written on the 24-hour clock.
    ///
    /// "10:00" with no meridiem and no part of the day is ten in the morning, never ten at night.
    var writesTwentyFourHourClock = false
    /// Whether a single letter glued to an hour is a meridiem ("9a", "5p"); elsewhere "7a" names a class or a flat.
    var gluesLetterMeridiem = false
}

/// Dates written with a month name or as numbers.
///
/// Examples: "Dec 5", "5 December", "December 5th, 2026", "second of Aug",
/// "5 de diciembre", "5. Dezember", "2026-12-05", "12/05" (ordered by the locale), "Oct/2", "tue the 4th",
/// "the 18th", "christmas eve".
struct CalendarDateRule: DateRule {
    let grammar: DateGrammar

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        var longest = Longest<DateSpec>(input)
        longest.consider(monthFirst)
        longest.consider(dayFirst)
        longest.consider(numeric)
        longest.consider(weekdayAndDay)
        longest.consider(holiday)
        // The rarer forms are tried only when the first tokens can start them.
        guard let first = grammar.atom(input) else { throw DateParseFailure() }
        let second = grammar.atom(input, offset: 1)
        let startsNumberOrMonth = first.number != nil || first.lexeme?.month ?? 0 > 0
        if startsNumberOrMonth, second?.followsSpace == false {
            longest.consider(GluedDateRule(grammar: grammar).parse)
        }
        if first.lexeme?.startsNamedDay == true || second?.lexeme?.startsNamedDay == true {
            longest.consider(NamedDayRule(grammar: grammar).parse)
        }
        let hasYearPartWord = grammar.hasAhead(input, within: 4) { atom in
            guard let lexeme = atom.lexeme else { return false }
            return lexeme.yearPart > 0 || lexeme.unit == .quarter || lexeme.word == .half
                || (2...20).contains(lexeme.cardinal)
        }
        if hasYearPartWord { longest.consider(YearPartRule(grammar: grammar).parse) }
        if first.decimal != nil || second?.decimal != nil { longest.consider(dottedAfterOn) }
        if first.decimal != nil, grammar.conventions.writesDottedDates { longest.consider(dottedWithFinalDot) }
        return try longest.commit(&input)
    }

    /// "dec 5", "december 5th 2026", "Oct/2", "june the 28th", "may 2026" (a month of a year).
    private func monthFirst(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        let month = try monthName(&input)
        _ =
            grammar.take(punctuation: 0x2F, &input) || grammar.take(punctuation: 0x2C, &input)
            || grammar.take(.dash, &input)
        _ = grammar.take(.the, &input)
        var dayInput = input
        if let day = grammar.takeOrdinal(&dayInput) ?? takeDayNumber(&dayInput), (1...31).contains(day) {
            input = dayInput
            return .monthDay(month: month, day: day, year: takeYear(&input, allowsTwoDigits: true))
        }
        _ = grammar.take(.of, &input)
        guard let year = takeYear(&input) else { throw DateParseFailure() }
        return .period(.namedMonth(month: month, year: year, offset: nil))
    }

    /// A day before the month name.
    ///
    /// Examples: "5 december", "the 09th of May", "second of aug", "5 de diciembre de 2026", "5. Dezember".
    private func dayFirst(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        // "$ 12 December 27": a number after a currency sign is an amount.
        if grammar.previousAtom(input)?.isCurrency == true { throw DateParseFailure() }
        // "en la 5 de Mayo": after an article that names no day, a day and month are a street's name.
        if grammar.atom(input)?.lexeme?.isNonDayArticle == true
            || grammar.previousAtom(input)?.lexeme?.isNonDayArticle == true
        {
            throw DateParseFailure()
        }
        _ = grammar.take(.the, &input)
        guard let day = grammar.takeOrdinal(&input) ?? takeDayNumber(&input) ?? spelledDay(&input),
            (1...31).contains(day)
        else {
            throw DateParseFailure()
        }
        _ = grammar.take(punctuation: 0x2E, &input) || grammar.take(.dash, &input)
        _ = grammar.take(.day, &input)
        _ = grammar.take(.of, &input)
        let month = try monthName(&input, afterDay: true)
        _ = grammar.take(.dash, &input)
        return .monthDay(month: month, day: day, year: takeYear(&input, allowsTwoDigits: true))
    }

    /// A numeric date token.
    ///
    /// Year first is ISO order; otherwise the locale decides which part is the month,
    /// unless one part cannot be a month. Dots mean day first ("05.12.2026").
    private func numeric(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        guard let atom = grammar.atom(input), atom.dateParts.count >= 2 else { throw DateParseFailure() }
        // "Strandstraße 12/14", "Mischung 13/8", "RR 13/8": where dates are written with dots, two numbers with a
        // slash are a date only where a date is expected (after a day preposition or a weekday).
        if atom.dateSeparator == 0x2F, atom.dateParts.count == 2, grammar.conventions.writesDottedDates {
            let dayWords: DateWordSet = [.on, .dueDate, .until, .from, .by, .before, .since, .to, .dash]
            let previous = grammar.previousAtom(input)?.lexeme
            guard previous?.word.map(dayWords.contains) == true || previous?.weekday ?? 0 > 0 else {
                throw DateParseFailure()
            }
        }
        input.removeFirst()
        // "30/4.85", "12/5/x": more glued digits after the date make it a ratio or a code.
        if let next = grammar.atom(input), !next.followsSpace, next.punctuation != 0,
            let after = grammar.atom(input, offset: 1), !after.followsSpace, after.number != nil
        {
            throw DateParseFailure()
        }
        let parts = atom.dateParts
        // "3/4 cup", "5/8 inch": two numbers before a unit of measure are a fraction; so are two after a number
        // ("Schuhgröße 44 2/3", "2 1/2 cups").
        if parts.count == 2, grammar.atom(input)?.lexeme?.isMeasureNoun == true { throw DateParseFailure() }
        if parts.count == 2, atom.dateSeparator == 0x2F, grammar.atom(before: input, 2)?.number != nil {
            throw DateParseFailure()
        }
        if parts[0] >= 1000 {
            guard parts.count == 3 else { throw DateParseFailure() }
            return .monthDay(month: parts[1], day: parts[2], year: parts[0])
        }
        var monthFirst = grammar.isMonthFirst && atom.dateSeparator != 0x2E
        if monthFirst, parts[0] > 12, parts[1] <= 12 { monthFirst = false }
        if !monthFirst, parts[1] > 12, parts[0] <= 12 { monthFirst = true }
        let month = monthFirst ? parts[0] : parts[1]
        let day = monthFirst ? parts[1] : parts[0]
        guard (1...12).contains(month), (1...31).contains(day) else { throw DateParseFailure() }
        // "bump to 2.4.31", "firmware 1.12.30": dotted parts with a one-digit part and a two-digit last part are a
        // version number (dates written with dots and a short year pad their parts: "05.12.26"); not in German.
        if atom.dateSeparator == 0x2E, parts.count == 3, parts[2] < 100, atom.hasOneDigitPart,
            !grammar.conventions.writesDottedDates
        {
            throw DateParseFailure()
        }
        return .monthDay(month: month, day: day, year: parts.count == 3 ? parts[2] : nil)
    }

    /// "on 5.12", "due 12.5": a two-part dotted number after "on" or "due" is a day and a month, in the locale's
    /// order (as after a weekday: "friday 7.6").
    private func dottedAfterOn(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        // Where dates are written with dots, after the other day prepositions too ("bis 20.5", "ab 3.4").
        let prepositions: DateWordSet =
            grammar.conventions.writesDottedDates
            ? [.on, .dueDate, .until, .from, .by, .before, .since] : [.on, .dueDate]
        let followsPreposition = grammar.previousAtom(input)?.lexeme?.word.map(prepositions.contains) ?? false
        guard grammar.take(oneOf: prepositions, &input) != nil || followsPreposition,
            let decimal = grammar.atom(input)?.decimal, grammar.atom(input)?.hasDecimalComma == false,
            decimal.fractionDigits <= 2, grammar.atom(input, offset: 1)?.punctuation != 0x25,
            grammar.atom(input, offset: 1)?.lexeme?.unit == nil
        else { throw DateParseFailure() }
        let month = grammar.isMonthFirst ? decimal.whole : decimal.fraction
        let day = grammar.isMonthFirst ? decimal.fraction : decimal.whole
        guard (1...12).contains(month), (1...31).contains(day) else { throw DateParseFailure() }
        input.removeFirst()
        return .monthDay(month: month, day: day, year: nil)
    }

    /// "24.7.", "bis 12.6.": where dates are written with dots, a day, a dot, a month and a final dot are a date
    /// (day first) anywhere; the final dot tells it from a decimal number ("Zimmer 12.3").
    private func dottedWithFinalDot(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        guard let decimal = grammar.atom(input)?.decimal, grammar.atom(input)?.hasDecimalComma == false,
            decimal.fractionDigits <= 2, (1...31).contains(decimal.whole), (1...12).contains(decimal.fraction),
            let dot = grammar.atom(input, offset: 1), dot.punctuation == 0x2E, !dot.followsSpace,
            grammar.atom(input, offset: 2).map({ $0.followsSpace || $0.number == nil }) ?? true
        else { throw DateParseFailure() }
        input.removeFirst(2)
        return .monthDay(month: decimal.fraction, day: decimal.whole, year: nil)
    }

    /// "tue the 4th", "friday 23", "Wed 13th", "Friday 7/6", "friday 7.6", "Tue May 9": the weekday is checked
    /// against the day when no month is given (the nearest month where they agree).
    private func weekdayAndDay(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        _ = grammar.take(oneOf: [.on, .by, .until, .before], &input)  // "by Friday the 11th"
        let followsArticle = grammar.take(.the, &input)  // "el martes 15"
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.weekday > 0, !lexeme.isWeekdayPlural else {
            throw DateParseFailure()
        }
        input.removeFirst()
        _ = grammar.take(punctuation: 0x2C, &input)
        var rest = input
        // "Do. 21.10.": the glued dot of a short weekday before the date it names.
        if grammar.atom(rest)?.punctuation == 0x2E, grammar.atom(rest)?.followsSpace == false {
            rest.removeFirst()
        }
        var longest = Longest<DateSpec>(rest)
        longest.consider(monthFirst)
        longest.consider(dayFirst)
        longest.consider(numeric)
        if grammar.conventions.writesDottedDates { longest.consider(dottedWithFinalDot) }  // "Freitag, 24.7."
        if let date = try? longest.commit(&rest) {
            input = rest
            return date
        }
        var pair: (Int, Int)?
        // "Montag 1,2 kg": a decimal comma is an amount, never a date.
        if let decimal = grammar.atom(input)?.decimal, decimal.fractionDigits <= 2,
            grammar.atom(input)?.hasDecimalComma == false
        {
            // "wed 9.30": a dotted hour and two-digit minutes are a time, unless that date falls on the weekday
            // (or the language writes its dates with dots: "Fr 12.11." is a date).
            if !grammar.conventions.writesDottedDates, let clock = grammar.atom(input)?.clockDecimal,
                clock.fractionDigits == 2, clock.whole <= 23, clock.fraction < 60,
                !falls(on: Int(lexeme.weekday), pair: (clock.whole, clock.fraction))
            {
                throw DateParseFailure()
            }
            // "Mo 5.12–13.40": a dotted hour joined by a dash to a time that is no date starts a time range.
            if let clock = grammar.atom(input)?.clockDecimal, clock.fractionDigits == 2, clock.whole <= 23,
                clock.fraction < 60, grammar.atom(input, offset: 1)?.lexeme?.word == .dash,
                let end = grammar.atom(input, offset: 2)?.clockDecimal, end.fractionDigits == 2, end.whole <= 23,
                end.fraction < 60, end.fraction > 12
            {
                throw DateParseFailure()
            }
            input.removeFirst()
            pair = (decimal.whole, decimal.fraction)
        } else if let first = grammar.atom(input)?.number, grammar.atom(input, offset: 1)?.lexeme?.word == .dash,
            let second = grammar.atom(input, offset: 2)?.number, grammar.atom(input, offset: 1)?.followsSpace == false
        {
            // "wed 10–12", "sat 7-3": two hours joined by a dash after a weekday are a time range, not a date,
            // unless the date falls on that weekday ("Friday 7-6" when July 6 is a Friday).
            let isHourRange = (1...24).contains(first) && (0...24).contains(second)
            guard !isHourRange || falls(on: Int(lexeme.weekday), pair: (first, second)) else {
                throw DateParseFailure()
            }
            input.removeFirst(3)
            pair = (first, second)
        }
        if let pair {
            let (first, second) = pair
            let month = grammar.isMonthFirst ? first : second
            let day = grammar.isMonthFirst ? second : first
            guard (1...12).contains(month), (1...31).contains(day) else { throw DateParseFailure() }
            return .monthDay(month: month, day: day, year: nil)
        }
        let hasArticle = grammar.take(.the, &input)
        // "fri 9", "thu 4": a bare number that can be an hour is the time on that weekday, not a day of a month
        // ("friday 23", "tues the 4th", "wed 13th" are days).
        // Where a number after a weekday with its article is its day ("el martes 15", "el sábado 12"), it is one
        // ("mar 10", with no article, stays the hour).
        let isDayAfterWeekday = followsArticle && grammar.conventions.readsNumberAfterWeekdayAsDay
        if !hasArticle, !isDayAfterWeekday, let hour = grammar.atom(input)?.number, (1...12).contains(hour) {
            throw DateParseFailure()
        }
        let isNumber = grammar.atom(input)?.number != nil
        guard let day = grammar.takeOrdinal(&input) ?? takeDayNumber(&input), (1...31).contains(day) else {
            throw DateParseFailure()
        }
        // "long run sat 16 mi": a number before a word (a unit, a count) is no day of the month.
        if isNumber, !hasArticle, grammar.isPlainWord(input) { throw DateParseFailure() }
        return .dayOfMonth(day: day, weekday: Int(lexeme.weekday), monthOffset: nil)
    }

    /// Whether the day and month `pair` (in the locale's order) is, on its next occurrence, a `weekday` at most
    /// ``weekdayDateReach`` days ahead.
    private func falls(on weekday: Int, pair: (Int, Int)) -> Bool {
        guard let today = grammar.today else { return true }
        let month = grammar.isMonthFirst ? pair.0 : pair.1
        let day = grammar.isMonthFirst ? pair.1 : pair.0
        for year in today.year...(today.year + 1) {
            if let date = CivilDate(year: year, month: month, day: day), !(date < today) {
                // A weekday names a day a few weeks ahead at most: "tues 3.30" in December is half past three,
                // though 30 March falls on a Tuesday.
                return date.weekday == weekday && date.dayNumber - today.dayNumber <= Self.weekdayDateReach
            }
        }
        return false
    }

    /// How many days ahead a date after a weekday may lie and still be read as that weekday's date.
    static let weekdayDateReach = 56

    /// "christmas", "christmas eve", "xmas day", "Heiligabend".
    private func holiday(_ input: inout TokenInput) throws(DateParseFailure) -> DateSpec {
        guard let code = grammar.atom(input)?.lexeme?.holiday, code > 0 else { throw DateParseFailure() }
        let start = input
        input.removeFirst()
        let month = Int(code) / 100
        let day = Int(code) % 100
        if input.first?.normalized == "eve" {
            input.removeFirst()
            return .shifted(.monthDay(month: month, day: day, year: takeYear(&input)), days: -1)
        }
        let hasDay = grammar.take(.day, &input)
        let year = takeYear(&input)  // "christmas 2019"
        // "christmas opening hours", "the xmas order": the bare name before a noun describes it.
        if !hasDay, year == nil, grammar.modifiesNoun(from: start, rest: input) { throw DateParseFailure() }
        return .monthDay(month: month, day: day, year: year)
    }

    /// A month name; callers require a day or a year next to it, which is what lets ambiguous names ("may",
    /// "march") through here.
    func monthName(_ input: inout TokenInput, afterDay: Bool = false) throws(DateParseFailure) -> Int {
        guard let lexeme = grammar.atom(input)?.lexeme, lexeme.month > 0 else { throw DateParseFailure() }
        input.removeFirst()
        if grammar.atom(input)?.punctuation == 0x2E, grammar.atom(input, offset: 1)?.number == nil,
            grammar.atom(input, offset: 1)?.ordinalNumber == nil
        {
            input.removeFirst()
        }
        return Int(lexeme.month)
    }

    /// "four april", "twenty five june": a spelled number 1–31 right before a month name that is no ordinary word.
    private func spelledDay(_ input: inout TokenInput) -> Int? {
        guard grammar.atom(input)?.number == nil else { return nil }
        var copy = input
        guard let day = grammar.takeCardinal(&copy), (1...31).contains(day), let month = grammar.atom(copy)?.lexeme,
            month.month > 0, !month.isAmbiguous
        else { return nil }
        input = copy
        return day
    }

    /// A plain day number 1-31 (digits, at most two).
    func takeDayNumber(_ input: inout TokenInput) -> Int? {
        guard let atom = grammar.atom(input), let number = atom.number, atom.digitCount <= 2, (1...31).contains(number)
        else { return nil }
        // "5 pm", "5:30": a number followed by a meridiem is a time, not a day.
        if let next = grammar.atom(input, offset: 1)?.lexeme?.word, next == .am || next == .pm || next == .oclock {
            return nil
        }
        if let next = grammar.atom(input, offset: 1)?.lexeme, next.unit != nil, next.month == 0 { return nil }
        input.removeFirst()
        return number
    }

    /// An optional year after a date: ", 2026", "2026", "of 1995", "de 2026"; with `allowsTwoDigits` (after a
    /// month and day) also "'98", ", 04", " 79" (two digits, returned as written).
    ///
    /// Two digits are no year when a time or an amount reading follows them ("dec 5 10 am", "may 3 30 min").
    func takeYear(_ input: inout TokenInput, allowsTwoDigits: Bool = false) -> Int? {
        var copy = input
        _ = grammar.take(punctuation: 0x2C, &copy)
        let hasApostrophe = allowsTwoDigits && grammar.take(punctuation: 0x27, &copy)
        _ = hasApostrophe || grammar.take(.of, &copy)
        guard let atom = grammar.atom(copy), let year = atom.number else { return nil }
        if atom.digitCount == 2, allowsTwoDigits {
            if let next = grammar.atom(copy, offset: 1),
                next.clock != nil || next.number != nil || next.punctuation == 0x3A
                    || next.lexeme.map({ $0.unit != nil || $0.daypart != nil || $0.month > 0 }) == true
                    || next.lexeme?.word.map({ [.am, .pm, .oclock].contains($0) }) == true
            {
                return nil
            }
        } else if atom.digitCount != 4 || !(1000...2999).contains(year) {
            return nil
        }
        copy.removeFirst()
        input = copy
        return year
    }
}

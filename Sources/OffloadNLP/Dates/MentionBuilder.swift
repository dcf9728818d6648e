import Foundation

/// Turns a grammar match into a ``DateMention``: applies the clock time to the resolved day, places the wall
/// time on the time line through ICU and formats ISO 8601 values.
struct MentionBuilder {
    let context: DateContext
    var resolver: DateResolver { DateResolver(context: context) }

    /// A resolved point: wall time (nil time = whole day), its granularity, and whether the hour was a guess.
    struct Point {
        var date: CivilDate
        var time: (hour: Int, minute: Int, second: Int)?
        var granularity: DateMention.Granularity
        var periodEnd: CivilDate?
        var isGuessedHour = false
    }

    func point(date spec: DateSpec?, time: TimeSpec?) -> Point? {
        var day: ResolvedDay?
        if let spec {
            guard let resolved = resolver.resolve(spec) else { return nil }
            day = resolved
        }
        if let exact = day?.exact, time == nil {
            return Point(
                date: exact.date, time: (exact.hour, exact.minute, exact.second),
                granularity: day?.granularity ?? .minute)
        }
        guard let time else {
            guard let day else { return nil }
            return Point(date: day.date, time: nil, granularity: day.granularity, periodEnd: day.periodEnd)
        }
        let explicitDate = day?.date
        if let offset = time.utcOffsetSeconds, let date = explicitDate {
            // "2026-12-03T02:30:00Z": an instant, shown as the wall time of the context's zone.
            let seconds = date.dayNumber * 86_400 + time.hour * 3600 + time.minute * 60 + time.second - offset
            guard let (wall, _) = context.clock.wall(at: Date(timeIntervalSince1970: Double(seconds))) else {
                return nil
            }
            return Point(date: wall.date, time: (wall.hour, wall.minute, wall.second), granularity: .minute)
        }
        let (hour, isGuess) = clockHour(time, on: explicitDate)
        guard (0...23).contains(hour) else { return nil }
        let granularity: DateMention.Granularity = time.isDaypartOnly ? .hour : .minute
        if let explicitDate {
            return Point(
                date: explicitDate, time: (hour, time.minute, time.second), granularity: granularity,
                isGuessedHour: isGuess)
        }
        // A time with no day is the next such time: today if still ahead, else tomorrow.
        let now = context.nowWall
        let isAhead = (hour, time.minute) > (now.hour, now.minute)
        let date = isAhead ? now.date : now.date.adding(days: 1)
        return Point(
            date: date, time: (hour, time.minute, time.second), granularity: granularity, isGuessedHour: isGuess)
    }

    /// The 24-hour clock hour for `time`, and whether it was a guess between morning and afternoon.
    ///
    /// Ambiguous hours (1-12 without a.m./p.m. or a part of the day): on a later day or in a recurrence, 1-6 are
    /// afternoon, 7-11 morning and 12 noon, as people mean them ("every monday at 8", "friday at 4"); today or with
    /// no day, the next such hour from now.
    func clockHour(_ time: TimeSpec, on date: CivilDate?, isRecurring: Bool = false) -> (Int, Bool) {
        let hour = time.hour
        if let meridiem = time.meridiem {
            return (hour % 12 + (meridiem == .pm ? 12 : 0), false)
        }
        if time.is24Hour || hour > 12 || hour == 0 { return (hour % 24, false) }
        if let daypart = time.daypart {
            if hour == 12 { return (daypart == .night || daypart == .midnight ? 0 : 12, false) }
            return (daypart.isAfternoon(hour: hour) ? hour + 12 : hour, false)
        }
        if hour == 12 { return (12, true) }
        if isRecurring || date.map({ $0 != context.nowWall.date }) == true {
            return (hour <= 6 ? hour + 12 : hour, true)
        }
        let now = context.nowWall
        if (hour, time.minute) > (now.hour, now.minute) { return (hour, true) }
        if (hour + 12, time.minute) > (now.hour, now.minute) || date == nil { return (hour + 12, true) }
        return (hour + 12, true)
    }

    /// Formats and places `point` on the time line.
    func instantAndValue(_ point: Point) -> (String, Date, Bool)? {
        let (hour, minute, second) = point.time ?? (0, 0, 0)
        let wall = WallTime(date: point.date, hour: hour, minute: minute, second: second)
        guard let resolved = context.clock.resolve(wall) else { return nil }
        guard point.time != nil else { return (point.date.isoString, resolved.instant, false) }
        var shown = wall
        if resolved.isInGap, let (after, _) = context.clock.wall(at: resolved.instant) {
            shown = after  // the wall time does not exist: show the instant ICU moved it to, flagged as in the gap
        }
        let value =
            shown.date.isoString + "T" + CivilDate.pad(shown.hour, 2) + ":" + CivilDate.pad(shown.minute, 2)
            + ":" + CivilDate.pad(shown.second, 2) + Self.offsetString(resolved.offsetSeconds)
        return (value, resolved.instant, resolved.isInGap)
    }

    static func offsetString(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let magnitude = abs(seconds)
        return sign + CivilDate.pad(magnitude / 3600, 2) + ":" + CivilDate.pad(magnitude % 3600 / 60, 2)
    }

    /// The mention for `parse` over `tokens` (the matched slice), or `nil` when it cannot be resolved.
    func mention(for parse: TemporalParse, tokens: ArraySlice<Token>, text: String) -> DateMention? {
        guard let first = tokens.first, let last = tokens.last else { return nil }
        let characters = first.characterRange.lowerBound..<last.characterRange.upperBound
        let bytes = first.utf8Range.lowerBound..<last.utf8Range.upperBound
        if let seconds = parse.durationSeconds {
            return DateMention(
                text: text, characterRange: characters, utf8Range: bytes, kind: .duration, values: [], instants: [],
                durationSeconds: seconds, granularity: seconds < 3600 ? .minute : seconds < 86_400 ? .hour : .day,
                confidence: parse.confidence)
        }
        if let recurrence = parse.recurrence {
            return recurrenceMention(recurrence, parse: parse, text: text, characters: characters, bytes: bytes)
        }
        var start: Point?
        if parse.date != nil || parse.time != nil {
            guard let resolved = point(date: parse.date, time: parse.time) else {
                // "feb 30": written as a date, but not one that exists; report it as impossible, without a value.
                guard case .monthDay = parse.date else { return nil }
                return DateMention(
                    text: text, characterRange: characters, utf8Range: bytes, kind: .impossible, values: [],
                    instants: [], granularity: .day, confidence: 0.3)
            }
            start = resolved
        }
        var values: [String] = []
        var instants: [Date] = []
        var isInGap = false
        var granularity = DateMention.Granularity.day
        var confidence = parse.confidence
        if let start, let (value, instant, gap) = instantAndValue(start) {
            values = [value]
            instants = [instant]
            isInGap = gap
            granularity = start.granularity
            if start.isGuessedHour { confidence -= 0.15 }
        } else {
            return nil
        }
        var endValue: String?
        var endInstant: Date?
        var lastDate = start?.periodEnd ?? start?.date
        if parse.isRange, let endPoint = endOfRange(parse, after: start),
            let (value, instant, _) = instantAndValue(endPoint)
        {
            endValue = value
            endInstant = instant
            lastDate = endPoint.date
        } else if let periodEnd = start?.periodEnd,
            let (value, instant, _) = instantAndValue(
                Point(date: periodEnd, time: nil, granularity: .day))
        {
            endValue = value
            endInstant = instant
        }
        let kind: DateMention.Kind
        if parse.isRange || endValue != nil {
            kind = .range
        } else if start?.time == nil {
            kind = .date
        } else {
            kind = parse.date == nil ? .time : .datetime
        }
        var mention = DateMention(
            text: text, characterRange: characters, utf8Range: bytes, kind: kind, values: values, endValue: endValue,
            instants: instants, endInstant: endInstant, granularity: granularity,
            confidence: confidence, isInGap: isInGap)
        mention.endsBeforeToday = (lastDate ?? context.nowWall.date) < context.nowWall.date
        mention.hasJustPassed = Self.hasJustPassed(parse.date, start?.date, today: context.nowWall.date)
        if kind == .datetime, start?.date == context.nowWall.date, let instant = instants.first {
            mention.passedToday = instant < context.now
        }
        return mention
    }

    /// The end of a range.
    ///
    /// "8am to 7pm" said at 3 p.m., two times with no day, ends on the start's day (or the next day when the end's
    /// clock time is not after the start's: "10pm to 2am"), not at the next 7 p.m. from now.
    private func endOfRange(_ parse: TemporalParse, after start: Point?) -> Point? {
        guard var end = point(date: parse.endDate, time: parse.endTime) else { return nil }
        if parse.endDate == nil, let start, let startTime = start.time, let endTime = end.time {
            let isLater = (endTime.hour, endTime.minute) > (startTime.hour, startTime.minute)
            end.date = isLater ? start.date : start.date.adding(days: 1)
        }
        // "mon to sat", "Di-Fr" said on a Thursday: the weekday that ends the span is the one after its first day.
        if case .weekday? = parse.endDate, let start, end.date < start.date {
            end.date = end.date.adding(days: 7 * ((start.date.dayNumber - end.date.dayNumber + 6) / 7))
        }
        return end
    }

    /// Whether a day and month written without a year ("28.11.", "el 30 de noviembre") fell within the last month:
    /// its next occurrence, the one it resolves to, is most of a year away.
    static func hasJustPassed(_ spec: DateSpec?, _ date: CivilDate?, today: CivilDate) -> Bool {
        guard case .monthDay(_, _, nil)? = spec, let date, date.year > today.year else { return false }
        let lastOccurrence = date.adding(months: -12)
        return lastOccurrence < today && today.dayNumber - lastOccurrence.dayNumber <= 31
    }
}

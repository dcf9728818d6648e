import Foundation

extension MentionBuilder {
    /// The mention of a recurrence: its RFC 5545 rule, with the clock time when the text gives one, and its first
    /// occurrence as the value when a day or a time fixes it ("every monday at 8"; "daily" and "every 3 months"
    /// have none).
    func recurrenceMention(
        _ recurrence: RecurrenceSpec, parse: TemporalParse, text: String, characters: Range<Int>, bytes: Range<Int>
    ) -> DateMention {
        let clock = parse.time.map { clockHour($0, on: nil, isRecurring: true) }
        let hour = clock.flatMap { (0...23).contains($0.0) ? $0.0 : nil }
        var values: [String] = []
        var instants: [Date] = []
        var isInGap = false
        var granularity = DateMention.Granularity.day
        var confidence = parse.confidence
        if parse.time == nil || hour != nil,
            let first = firstOccurrence(date: parse.date, time: parse.time, hour: hour),
            let (value, instant, gap) = instantAndValue(first)
        {
            values = [value]
            instants = [instant]
            isInGap = gap
            granularity = first.granularity
            if clock?.1 == true { confidence -= 0.15 }
        }
        let rule = recurrence.rule(hour: hour, minute: hour == nil ? nil : parse.time?.minute)
        return DateMention(
            text: text, characterRange: characters, utf8Range: bytes, kind: .recurrence, values: values,
            instants: instants, rrule: rule, granularity: granularity, confidence: confidence, isInGap: isInGap)
    }

    /// The first occurrence from now on: the rule's first day from today (today included) at its time, or the
    /// rule's next day when that time has already passed today; `nil` when neither a day nor a time is given.
    private func firstOccurrence(date spec: DateSpec?, time: TimeSpec?, hour: Int?) -> Point? {
        guard spec != nil || time != nil else { return nil }
        let now = context.nowWall
        func day(from today: CivilDate) -> CivilDate? {
            guard let spec else { return today }
            return DateResolver(context: context, today: today).resolve(spec)?.date
        }
        guard var date = day(from: now.date) else { return nil }
        guard let time, let hour else { return Point(date: date, time: nil, granularity: .day) }
        if date == now.date, (hour, time.minute) <= (now.hour, now.minute) {
            guard let later = day(from: now.date.adding(days: 1)) else { return nil }
            date = later
        }
        return Point(
            date: date, time: (hour, time.minute, time.second), granularity: time.isDaypartOnly ? .hour : .minute)
    }
}

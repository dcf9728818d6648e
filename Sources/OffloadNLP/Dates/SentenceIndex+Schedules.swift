/// The clauses that hold a schedule: a recurrence ("freitags", "todos los lunes") or a span of weekdays ("Mo-Fr",
/// "de lunes a viernes"), whose times belong to it.
extension SentenceIndex {
    /// Notes the clauses of `mentions` (of the text `tokens` were read from) that hold a recurrence or a span of
    /// weekdays.
    ///
    /// - Complexity: O(m log t + s) for m mentions, t tokens and s tokens inside the mentions.
    mutating func markSchedules(_ mentions: [DateMention], in tokens: [Token]) {
        // "dienstags hab ich Uni bis 18 Uhr": a plural weekday marks its clause even where a statement about it
        // makes no recurrence of it.
        for index in weekdayWords {
            let isPlural =
                lexicon.lexeme(for: tokens[index].normalized)?.isWeekdayPlural == true
                || index > 0 && lexicon.lexeme(for: tokens[index - 1].normalized)?.isPluralArticle == true
            if isPlural { scheduleClauses.insert(sentence(around: index...index, clause: true).lowerBound) }
        }
        for mention in mentions where mention.rrule != nil || mention.kind == .range {
            guard let span = DueDateChoice.tokenSpan(of: mention, in: tokens) else { continue }
            guard mention.rrule != nil || isWeekdaySpan(mention, span, tokens: tokens) else { continue }
            scheduleClauses.insert(sentence(around: span, clause: true).lowerBound)
            if let rule = mention.rrule {
                let start = sentence(around: span).lowerBound
                scheduleSentences.insert(start)
                if !rule.contains("BYDAY") { dayLessScheduleSentences.insert(start) }
            } else {
                weekdaySpans.insert(span.lowerBound)
            }
        }
        markTimetables(mentions, in: tokens)
        markOpeningHours(mentions, in: tokens)
    }

    /// Notes the sentences that tell hours with a habit word.
    ///
    /// That is a range of hours in a clause that says what happens as a rule ("el estudio abre de 9 a 18, viernes
    /// hasta las 15", "Praxis immer 8-12 geöffnet"). In a text that asks for nothing, every weekday and hour of such
    /// a sentence is the hours' (see ``isOpeningHours(_:)``).
    ///
    /// - Complexity: O(t + m log t) for t tokens and m mentions; nothing when the text has no habit word.
    private mutating func markOpeningHours(_ mentions: [DateMention], in tokens: [Token]) {
        guard !tokens.isEmpty else { return }
        // "Küche hat warm von 11:30 bis 14 und von 17:30 bis 21 Uhr": two ranges of hours in a sentence tell hours
        // too, habit word or not.
        var rangeSentences: Set<Int> = []
        // "wyk ab 6:30, 9:15, 12:30, 15:45": three clock times in a sentence are a timetable.
        var clockTimes: [Int: Int] = [:]
        for mention in mentions where mention.kind == .time && mention.rrule == nil {
            guard [.hour, .minute].contains(mention.granularity),
                let span = DueDateChoice.tokenSpan(of: mention, in: tokens)
            else { continue }
            let start = sentence(around: span).lowerBound
            clockTimes[start, default: 0] += 1
            if clockTimes[start] == Self.timetableTimes { openingHourSentences.insert(start) }
        }
        let hasHabit = habitualWords(in: 0...(tokens.count - 1)) > 0
        for mention in mentions where mention.kind == .range && mention.rrule == nil {
            guard [.hour, .minute].contains(mention.granularity),
                let span = DueDateChoice.tokenSpan(of: mention, in: tokens)
            else { continue }
            let start = sentence(around: span).lowerBound
            if hasHabit && habitualWords(in: sentence(around: span, clause: true)) > 0
                || !rangeSentences.insert(start).inserted
            {
                openingHourSentences.insert(start)
            }
        }
        guard hasHabit else { return }
        for index in tokens.indices where Self.startsHourRange(at: index, in: tokens) {
            guard habitualWords(in: sentence(around: index...index, clause: true)) > 0 else { continue }
            openingHourSentences.insert(sentence(around: index...index).lowerBound)
        }
    }

    /// Whether the sentence `range` (from ``sentence(around:clause:)``) tells hours with a habit word.
    func isOpeningHours(_ range: ClosedRange<Int>) -> Bool {
        openingHourSentences.contains(range.lowerBound)
    }

    /// Notes the sentences that list opening hours.
    ///
    /// That is a span of weekdays written in the text and a clock time in one clause ("Mo–Do 7:30–15:30 und Fr bis
    /// 12", "shop opens 8am to 7pm mon to sat", "de 9 a 14h de lunes a viernes"). Every weekday and hour of such a
    /// sentence is the timetable's ("…, Sa 9-16").
    ///
    /// Read from the tokens, not from the mentions, which may join an hour to the span's first day.
    ///
    /// - Complexity: O(w + m log t) for w weekday words, t tokens and m mentions.
    private mutating func markTimetables(_ mentions: [DateMention], in tokens: [Token]) {
        // Most texts name fewer than two weekdays: nothing to read.
        guard weekdayWords.count >= 2 || !weekdaySpans.isEmpty else { return }
        let clockGranularities: [DateMention.Granularity] = [.second, .minute, .hour]
        let spans = weekdaySpanStarts(in: tokens)
        guard !spans.isEmpty else { return }
        for mention in mentions where clockGranularities.contains(mention.granularity) && mention.rrule == nil {
            guard let span = DueDateChoice.tokenSpan(of: mention, in: tokens) else { continue }
            let clause = sentence(around: span, clause: true)
            // The first span start at or after the clause's start, if it lies inside the clause.
            var (low, high) = (0, spans.count)
            while low < high {
                let middle = (low + high) / 2
                if spans[middle] < clause.lowerBound { low = middle + 1 } else { high = middle }
            }
            if low < spans.count, clause.contains(spans[low]) {
                timetableSentences.insert(sentence(around: span).lowerBound)
            }
        }
        // Hours the grammar reads as no mention of their own: "Di-Fr 9-12", "Mo–Do 7.30–15.30".
        for start in spans {
            let clause = sentence(around: start...start, clause: true)
            let window = max(clause.lowerBound, start - 8)...min(clause.upperBound, start + 8)
            if window.contains(where: { Self.startsHourRange(at: $0, in: tokens) }) {
                timetableSentences.insert(sentence(around: start...start).lowerBound)
            }
        }
    }

    /// The fewest clock times of one sentence that make it a timetable.
    private static let timetableTimes = 3

    /// Whether two numbers that can be hours, joined by a glued dash, start at `index` ("9-12", "14–18.30").
    private static func startsHourRange(at index: Int, in tokens: [Token]) -> Bool {
        guard index + 2 < tokens.count, tokens[index].kind == .number || tokens[index].kind == .time,
            tokens[index + 1].kind == .punctuation, !tokens[index + 1].followsSpace,
            tokens[index + 1].normalized == "-" || tokens[index + 1].normalized == "\u{2013}",
            tokens[index + 2].kind == .number || tokens[index + 2].kind == .time
        else { return false }
        let hour = { (token: Token) in Int(token.normalized.prefix { $0.isNumber }) ?? 99 }
        return hour(tokens[index]) <= 24 && hour(tokens[index + 2]) <= 24
    }

    /// Whether the sentence `range` (from ``sentence(around:clause:)``) lists opening hours.
    func isTimetable(_ range: ClosedRange<Int>) -> Bool {
        timetableSentences.contains(range.lowerBound)
    }

    /// The first token of each span of weekdays, in text order: a weekday, a word or dash of a range ("to", "bis",
    /// "a", "-") and another weekday, or a mention that glues two weekdays ("Mo-Fr", "Di–Sa", from
    /// ``weekdaySpans``).
    ///
    /// Reads only the weekday words the index noted and the word after each.
    private func weekdaySpanStarts(in tokens: [Token]) -> [Int] {
        let joins: DateWordSet = lexicon.conventions.opensRangeWithOf ? DateWordSet.rangeJoins.withAt : .rangeJoins
        var starts = Set(weekdaySpans)
        for (offset, index) in weekdayWords.enumerated()
        where offset + 1 < weekdayWords.count && weekdayWords[offset + 1] == index + 2
            && lexicon.lexeme(for: tokens[index + 1].normalized)?.word.map(joins.contains) == true
        {
            starts.insert(index)
        }
        return starts.sorted()
    }

    /// Whether `mention`, whose tokens are `span`, is a span of weekdays ("Mo-Fr", "from monday to friday").
    func isWeekdaySpan(_ mention: DateMention, _ span: ClosedRange<Int>) -> Bool {
        mention.rrule == nil && weekdaySpans.contains(span.lowerBound)
    }

    /// Whether the clause `range` (from ``sentence(around:clause:)``) holds a schedule.
    func isScheduleClause(_ range: ClosedRange<Int>) -> Bool {
        scheduleClauses.contains(range.lowerBound)
    }

    /// Whether the sentence `range` (from ``sentence(around:clause:)``) holds a recurrence.
    func isScheduleSentence(_ range: ClosedRange<Int>) -> Bool {
        scheduleSentences.contains(range.lowerBound)
    }

    /// Whether the sentence `range` holds a recurrence that names no weekday ("jede Woche").
    func isDayLessScheduleSentence(_ range: ClosedRange<Int>) -> Bool {
        dayLessScheduleSentences.contains(range.lowerBound)
    }

    /// Whether the range mention's tokens name two weekdays or more, glued ones ("Mo-Fr") piece by piece.
    private func isWeekdaySpan(_ mention: DateMention, _ span: ClosedRange<Int>, tokens: [Token]) -> Bool {
        guard mention.kind == .range else { return false }
        var weekdays = 0
        for index in span {
            let word = tokens[index].normalized
            for piece in word.split(whereSeparator: { $0 == "-" || $0 == "\u{2013}" })
            where lexicon.lexeme(for: String(piece))?.weekday ?? 0 > 0 {
                weekdays += 1
            }
        }
        return weekdays >= 2
    }
}

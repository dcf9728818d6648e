/// The clauses that hold a schedule: a recurrence ("freitags", "todos los lunes") or a span of weekdays ("Mo-Fr",
/// "de lunes a viernes"), whose times belong to it.
extension SentenceIndex {
    /// Notes the clauses of `mentions` (of the text `tokens` were read from) that hold a recurrence or a span of
    /// weekdays.
    ///
    /// - Complexity: O(m log t + s) for m mentions, t tokens and s tokens inside the mentions.
    mutating func markSchedules(_ mentions: [DateMention], in tokens: [Token]) {
        for mention in mentions where mention.rrule != nil || mention.kind == .range {
            guard let span = DueDateChoice.tokenSpan(of: mention, in: tokens) else { continue }
            guard mention.rrule != nil || isWeekdaySpan(mention, span, tokens: tokens) else { continue }
            scheduleClauses.insert(sentence(around: span, clause: true).lowerBound)
            if mention.rrule == nil { weekdaySpans.insert(span.lowerBound) }
        }
    }

    /// Whether `mention`, whose tokens are `span`, is a span of weekdays ("Mo-Fr", "from monday to friday").
    func isWeekdaySpan(_ mention: DateMention, _ span: ClosedRange<Int>) -> Bool {
        mention.rrule == nil && weekdaySpans.contains(span.lowerBound)
    }

    /// Whether the clause `range` (from ``sentence(around:clause:)``) holds a schedule.
    func isScheduleClause(_ range: ClosedRange<Int>) -> Bool {
        scheduleClauses.contains(range.lowerBound)
    }

    /// Whether the range mention's tokens name two weekdays or more, glued ones ("Mo-Fr") piece by piece.
    private func isWeekdaySpan(_ mention: DateMention, _ span: ClosedRange<Int>, tokens: [Token]) -> Bool {
        guard mention.kind == .range else { return false }
        var weekdays = 0
        for index in span {
            let word = tokens[index].normalized
            let pieces = word.contains("-") ? word.split(separator: "-").map(String.init) : [word]
            for piece in pieces where lexicon.lexeme(for: piece)?.weekday ?? 0 > 0 { weekdays += 1 }
        }
        return weekdays >= 2
    }
}

/// A clock time said a few words after its day: "tomorrow call the dentist at 5", "morgen Oma anrufen um 5",
/// "pasado mañana llevar al nen al pediatra a las 10 y cuarto".
extension DateExtractor {
    /// A mention with the grammar match it was built from and the tokens it covers.
    struct FoundMention {
        let mention: DateMention
        let parse: TemporalParse
        let tokens: Range<Int>
    }

    /// The most plain words between a day and the clock time that is that day's.
    static let clauseTimeReach = 8

    /// The mentions of `found`, a clock time read on the day before it in its clause.
    ///
    /// A clock time alone that follows a day in the same clause, with at most ``clauseTimeReach`` tokens and no
    /// other mention between them, is read on that day instead of as the next such time from now; so is one in the
    /// same sentence when the text names nothing else. The day keeps its own mention (the due-date choice prefers
    /// the time on the same day).
    static func attachingClauseTimes(
        _ found: [FoundMention], tokens: [Token], builder: MentionBuilder, fillers: WordSet
    ) -> [DateMention] {
        var mentions = found.map(\.mention)
        for index in found.indices.dropFirst() {
            let (day, time) = (found[index - 1], found[index])
            guard isSingleDay(day), isClockTimeAlone(time.parse) else { continue }
            let gap = tokens[day.tokens.upperBound..<time.tokens.lowerBound]
            // A past day takes no time from a later clause: "meeting ran late yesterday, call Bob at 4" asks for
            // today.
            if day.mention.endsBeforeToday, gap.contains(where: \.endsClause) { continue }
            // A text that names only this day and this time says one thing: the time is the day's across clauses,
            // in the same sentence ("el sábado salida a terreno, estar en la u a las 7").
            let isOnlyPair = found.count == 2 && !gap.contains(where: \.endsSentence)
            guard
                isOnlyPair
                    || gap.count <= clauseTimeReach && joins(gap, after: day, in: tokens, fillers: fillers)
            else { continue }
            var parse = time.parse
            parse.date = day.parse.date
            if let joined = builder.mention(for: parse, tokens: tokens[time.tokens], text: time.mention.text) {
                mentions[index] = joined
            }
        }
        return mentions
    }

    /// Whether the tokens between a day and a time keep them together: no clause ends between them, or only commas
    /// and spoken fillers come between ("on Monday, uh, after two"), or the day opens the capture as its topic
    /// ("Saturday, uh, call Wayne at around three"), with commas only.
    private static func joins(
        _ gap: ArraySlice<Token>, after day: FoundMention, in tokens: [Token], fillers: WordSet
    ) -> Bool {
        guard gap.contains(where: \.endsClause) else { return true }
        let isComma = { (token: Token) in token.kind == .punctuation && token.normalized == "," }
        let isFiller = { (token: Token) in token.kind == .word && fillers.contains(token.normalized) }
        if gap.allSatisfy({ isComma($0) || isFiller($0) }) { return true }
        // At most a few fillers before the day, so the look stays O(1).
        let opensCapture =
            day.tokens.lowerBound <= 4
            && tokens[..<day.tokens.lowerBound].allSatisfy { isFiller($0) || $0.kind == .punctuation }
        return opensCapture && gap.allSatisfy { !$0.endsClause || isComma($0) }
    }

    /// Whether the mention is one day with no clock time: "tomorrow", "am 14.12.", "el martes".
    private static func isSingleDay(_ found: FoundMention) -> Bool {
        let parse = found.parse
        return parse.date != nil && parse.time == nil && isSinglePoint(parse) && found.mention.kind == .date
            && found.mention.granularity == .day
    }

    /// Whether the match is a clock time (or a part of the day) with no day, no end and no repetition.
    private static func isClockTimeAlone(_ parse: TemporalParse) -> Bool {
        parse.date == nil && parse.time != nil && isSinglePoint(parse)
    }

    /// Whether the match is one point: no end, no duration, no repetition.
    private static func isSinglePoint(_ parse: TemporalParse) -> Bool {
        parse.endDate == nil && parse.endTime == nil && parse.durationSeconds == nil && parse.recurrence == nil
            && !parse.isRange
    }
}

import Foundation

/// Which of a capture's date mentions gives a task its due date, and which its recurrence.
///
/// With several mentions the deadline wins: a point in time marked as one ("by friday", "until 5pm", "due march 3",
/// "before 6/30", "on saturday", "deadline tue") or an end ("eod", "eow", "end of month"). An unmarked point comes
/// next, then a marked period, then a period ("Q3", "this year", "next month"), which is context rather than a
/// deadline. Among equals the first in the text wins. A mention that ends before today ("april 2025", "last
/// month") or refers back ("since thursday") is never the due date. A recurrence that fixes its first occurrence
/// ("every friday 4pm") gives the due date unless a marked deadline is there too ("every monday standup, notes by
/// wednesday") or the text asks for nothing ("staff meal every day at 4" tells a habit; ``scheduled`` still starts a
/// task on it there).
///
/// ```swift
/// let choice = DueDateChoice(mentions: analysis.dates, tokens: analysis.tokens)
/// suggestion.dueDate = choice.due?.instants.first
/// suggestion.recurrence = choice.recurrence?.rrule
/// ```
struct DueDateChoice {
    /// The mention whose first instant is the due date, or `nil`.
    let due: DateMention?
    /// The mention whose rule is the recurrence, or `nil`.
    let recurrence: DateMention?

    /// The mention that schedules a task on the text: the due date, else the recurrence's first occurrence.
    ///
    /// "gym every monday 6pm" asks for nothing by a deadline, but a task on it starts on Monday at 6 p.m.
    var scheduled: DateMention? {
        due ?? recurrence.flatMap { $0.instants.isEmpty ? nil : $0 }
    }

    /// Chooses among `mentions` (in text order) of the text `tokens` were read from.
    ///
    /// - Parameters:
    ///   - mentions: The date mentions of the text, in text order.
    ///   - tokens: The text's tokens, in text order; the words around a mention tell a deadline.
    ///   - allowsRanges: Whether a range ("next week", "from 2 to 4pm") can give the due date (its first day).
    ///   - allowsPast: Whether a day before today can give the due date: quick add takes the date it is given
    ///     ("pay rent 2026-11-20" is overdue), a suggestion does not.
    ///   - language: The language the text is read in, whose habit, statement and past words tell a rule or a log
    ///     from something to do.
    /// - Complexity: O(t + m log t) for m mentions and t tokens (the sentences are indexed once).
    init(
        mentions: [DateMention], tokens: [Token], allowsRanges: Bool = true, allowsPast: Bool = false,
        language: String = ModelShelf.primaryLanguage
    ) {
        guard !mentions.isEmpty else {
            (due, recurrence) = (nil, nil)
            return
        }
        let words = CueWords.forLanguage(language)
        var sentences = SentenceIndex(tokens, lexicon: DateLexicon.forLanguage(language), words: words)
        sentences.markSchedules(mentions, in: tokens)
        let needsActions = mentions.contains { mention in
            mention.kind == .range || mention.kind == .time || mention.granularity == .month || mention.rrule != nil
                || Self.isMarked(mention, in: tokens, by: [.until, .from, .starting])
        }
        sentences.markActions(tokens, needed: needsActions || !sentences.openingHourSentences.isEmpty)
        let recurrences = mentions.filter {
            $0.rrule != nil && !Self.isExcluded($0, in: tokens, sentences: sentences)
        }
        let recurrence = recurrences.first { !$0.instants.isEmpty } ?? recurrences.first
        self.recurrence = recurrence
        let kinds: [DateMention.Kind] = allowsRanges ? [.date, .datetime, .time, .range] : [.date, .datetime, .time]
        // "gestern Nacht 3 Schiffe, erst um 4:10 im Bett": in a text that asks for nothing, a clock time after a past
        // day is that day's.
        let pastDay = mentions.first { $0.endsBeforeToday && $0.granularity != .year }?.characterRange.upperBound
        let isPastDaysTime = { (mention: DateMention) -> Bool in
            guard let pastDay, mention.kind == .time, mention.characterRange.lowerBound >= pastDay else { return false }
            return !sentences.asksAction
        }
        // `order` ranks the candidates; `rank` is the mark alone, which a recurrence is weighed against.
        var best: (mention: DateMention, rank: Int, order: Int)?
        for mention in mentions
        where mention.rrule == nil && kinds.contains(mention.kind) && !mention.instants.isEmpty
            && !Self.isExcluded(mention, in: tokens, sentences: sentences, allowsPast: allowsPast)
            && !isPastDaysTime(mention)
        {
            let rank = Self.rank(of: mention, in: tokens)
            var order = rank
            // Between points, the one in a clause that asks for an action comes first, "on" or not.
            if rank == 1 || rank == 2, mentions.count > 1, let span = Self.tokenSpan(of: mention, in: tokens) {
                order = Self.asksAction(span, in: tokens, sentences: sentences, words: words) ? 1 : 2
            }
            guard let current = best else {
                best = (mention, rank, order)
                continue
            }
            // A time on the chosen day refines it, and a better-marked mention of that day keeps the time.
            if Self.refines(mention, current.mention) {
                best = (mention, min(rank, current.rank), min(order, current.order))
            } else if order < current.order {
                best = (Self.refines(current.mention, mention) ? current.mention : mention, rank, order)
            }
        }
        // "staff meal every day at 4", "montags gibts veggie day": a rule in a text that asks for nothing tells what
        // happens; its first occurrence is when a task on it starts (``scheduled``), no deadline.
        if let recurrence, !recurrence.instants.isEmpty, (best?.rank ?? .max) > 1, sentences.asksAction {
            due = recurrence
        } else {
            due = best?.mention
        }
    }

    /// Whether `mention` gives `other`'s day its time.
    ///
    /// "tomorrow call the dentist at 5" is due at 5 tomorrow; a time within a range of days refines it too: "clean
    /// the garage this weekend, donation pickup on saturday 10am" is due Saturday at 10.
    static func refines(_ mention: DateMention, _ other: DateMention) -> Bool {
        guard mention.kind == .datetime, other.granularity == .day, let first = other.localISO,
            let time = mention.localISO
        else { return false }
        switch other.kind {
        case .date:
            return time.hasPrefix(first + "T")
        case .range:
            // Local ISO values compare as strings: the time's day lies from the range's first day to its last.
            guard let last = other.endValue?.prefix(10) else { return false }
            return time >= first && time.prefix(10) <= last
        default:
            return false
        }
    }

    /// 0 for a point marked as a deadline, 1 a point after "on", 2 a point; 4–6 the same for periods.
    ///
    /// "on" marks a day less than "by" or "until" does: in "Praxis zu am 24., Aushang machen bis Mo" the deadline is
    /// Monday.
    static func rank(of mention: DateMention, in tokens: [Token]) -> Int {
        let mark = isMarked(mention, in: tokens) ? (isMarked(mention, in: tokens, by: strongDeadlineWords) ? 0 : 1) : 2
        return mark + (mention.isPeriod ? 4 : 0)
    }

    /// Whether a deadline word (of `deadlines`) comes right before the mention (an article between them aside) or
    /// starts it, or the mention names an end ("eod", "end of the month").
    static func isMarked(
        _ mention: DateMention, in tokens: [Token], by deadlineWords: DateWordSet = deadlineWords
    ) -> Bool {
        var index = firstToken(at: mention.characterRange.lowerBound, in: tokens)
        var inside = index
        while inside < tokens.count, tokens[inside].characterRange.lowerBound < mention.characterRange.upperBound {
            if words(of: tokens[inside]).intersects(endWords) { return true }
            inside += 1
        }
        if index < tokens.count, words(of: tokens[index]).intersects(deadlineWords) { return true }
        index -= 1
        if index >= 0, words(of: tokens[index]).contains(.the) { index -= 1 }
        return index >= 0 && words(of: tokens[index]).intersects(deadlineWords)
    }

    /// Words that make the point after them a deadline.
    private static let deadlineWords: DateWordSet = [.by, .until, .dueDate, .before, .on]
    /// The deadline words other than "on".
    static let strongDeadlineWords: DateWordSet = [.by, .until, .dueDate, .before]
    /// Words that name the end of a day or period.
    private static let endWords: DateWordSet = [.end, .endOfDay, .endOfWeek, .endOfMonth, .endOfYear]

    /// The roles a token's word has in any language's lexicon (the capture's language is not known here).
    static func words(of token: Token) -> DateWordSet {
        guard token.kind == .word || token.kind == .punctuation else { return [] }
        return roles.value(for: token.normalized) ?? []
    }

    /// Every language's roles of each word, merged once: one probe a token instead of one per language.
    private static let roles: WordTable<DateWordSet> = {
        var merged: [String: DateWordSet] = [:]
        for lexicon in DateLexicon.all {
            for (word, lexeme) in lexicon.entries {
                guard let role = lexeme.word else { continue }
                merged[word, default: []].insert(role)
            }
        }
        return WordTable(merged)
    }()

    /// The index of the first token starting at or after `offset` (character offsets), or `tokens.count`.
    static func firstToken(at offset: Int, in tokens: [Token]) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].characterRange.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The tokens `mention` covers: from the first that starts at or after its start to the last that starts before
    /// its end; `nil` when no token starts there.
    ///
    /// - Complexity: O(log t + s) for t tokens and s tokens in the span.
    static func tokenSpan(of mention: DateMention, in tokens: [Token]) -> ClosedRange<Int>? {
        let first = firstToken(at: mention.characterRange.lowerBound, in: tokens)
        guard first < tokens.count else { return nil }
        var last = first
        while last + 1 < tokens.count, tokens[last + 1].characterRange.lowerBound < mention.characterRange.upperBound {
            last += 1
        }
        return first...last
    }
}

/// The mentions that never give a due date, though they stay mentions: past days, back references, the present
/// moment and what a log of the day says happened.
extension DueDateChoice {
    /// Whether `mention` is no candidate for the due date: it ends before today ("april 2025", "last month"), just
    /// passed ("am 28.11." on 3 December) or is a time today that has passed ("this morning" at 3 p.m.), it is a
    /// year or longer ("next year", "for 2027"), a yearly day stated in a capture that asks for nothing ("mam's
    /// birthday is the 22nd of jan"), it refers back ("since thursday", "saturday's outage"), it is the present
    /// moment or the day as such ("now", "thought for the day"), it is today in a sentence about what happened ("BP
    /// this morning was 138"), a day in a clause in the past ("habe am Montag angerufen"), or a habit or schedule
    /// ("hat donnerstags frei", "Mo-Fr 8-18 Uhr").
    ///
    /// `sentences` is the ``SentenceIndex`` of `tokens`, built once for all the text's mentions.
    static func isExcluded(
        _ mention: DateMention, in tokens: [Token], sentences: SentenceIndex, allowsPast: Bool = false
    ) -> Bool {
        // A year or more ("next year", "rate for 2027", "fafsa for 2027-28") is what the text is about; its 1 January
        // is no deadline.
        guard allowsPast || !mention.endsBeforeToday && !mention.hasJustPassed && !mention.passedToday,
            mention.granularity != .year,
            let span = tokenSpan(of: mention, in: tokens)
        else {
            return true
        }
        // The checks below read the mention's own tokens and a few around it; its sentence costs O(1).
        WorkMeter.add(span.count)
        // "mam's birthday is the 22nd of jan, she'll be 70": a yearly day stated, with nothing asked for it ("birthday
        // card for gran by friday" asks by its deadline).
        let clause = sentences.sentence(around: span, clause: true)
        if !sentences.asksAction, sentences.anniversaryWords(in: clause) > 0, sentences.statementWords(in: clause) > 0,
            !isMarked(mention, in: tokens, by: strongDeadlineWords)
        {
            return true
        }
        // "Wohnung 2 ist vom 1.3. bis 14.3. belegt", "en agosto los juzgados son inhábiles": a range of days written
        // from one day to another, or a month, stated in a text that asks for nothing, tells how things are ("bad ist
        // dran am WE" is one weekend's duty). So is the end of a span whose start is no date ("die Saison geht von
        // Ostern bis Ende Oktober").
        let isStatedSpan =
            mention.kind == .range && mention.granularity == .day && joinsTwoEnds(span, in: tokens)
            || mention.granularity == .month || endsOpenedSpan(span, in: tokens, clause: clause)
        // "Ruhetag ist montags, im Juli nur montags": a span in the clause of a rule is the rule's.
        if isStatedSpan, !sentences.asksAction,
            sentences.statementWords(in: clause) + sentences.habitualWords(in: clause)
                > sentences.statementWords(in: span) + sentences.habitualWords(in: span)
                || sentences.isScheduleClause(clause)
        {
            return true
        }
        // "Stundenplan Januar: Mo 18.30 Vinyasa, Mi 7.00 Morgenklasse": a schedule pasted as information.
        if sentences.opensWithSchedule, !sentences.asksAction { return true }
        // "ab 1.6. gilt die neue Anmeldefrist", "die Baustelle dauert noch bis Ende August": in a text that asks for
        // nothing, the day a state starts from or goes on until ("ab 5 Uhr am Telefon sein" starts at a time).
        if mention.kind != .range, !sentences.asksAction,
            mention.kind == .date && (isLed(span, by: .from, in: tokens) || isLed(span, by: .starting, in: tokens))
                || isStill(span, in: tokens, lexicon: sentences.lexicon)
        {
            return true
        }
        // "von Montag auf Dienstag verschoben": the day an appointment was moved from is gone.
        if mention.kind != .range, span.lowerBound > 0,
            isLed(span, by: .from, in: tokens),
            sentences.moveWords(in: clause) > 0
        {
            return true
        }
        // "heute vor 30 Jahren", "10 years ago today": the day a time ago is counted from names a past day.
        if isAgoAnchor(span, in: tokens, lexicon: sentences.lexicon) { return true }
        // "Fr. Möller singt 'Morgen, Kinder, wird's was geben'": a day in a quotation is someone's words.
        if sentences.isQuoted(span) { return true }
        // "kundin heute: 'am samstag komm ich …'", "heute um 7 schon 40 Kronen verkauft": today as the day words
        // were said, or a time today by which something was done.
        if isSaidOrDoneToday(mention, span, in: tokens, sentences: sentences) { return true }
        // "4x400 in je 1:35", "each rep 1:45": a split or a rate.
        if mention.kind == .time, isShared(span, in: tokens, lexicon: sentences.lexicon) { return true }
        // "Irgendwann möchte ich nach Norderney, am liebsten im September": a month in a wish.
        if sentences.holdsWish, mention.granularity == .month || mention.granularity == .quarter,
            !isMarked(mention, in: tokens, by: strongDeadlineWords)
        {
            return true
        }
        // "DWD für Sonntag Sturmböen bis 80 km/h": a forecast's day.
        if sentences.isForecast(sentences.sentence(around: span)) { return true }
        // "Serkan fliegt am 26. nach Izmir": someone else's trip or leave.
        if sentences.isSomeoneAway(sentences.sentence(around: span)) { return true }
        // "lukas hat am samstag turnier in graz": someone else's event, a day without a time ("garage meier hät am
        // 13.12. am halbi 8 zyt" gives the writer an appointment).
        if mention.kind == .date, sentences.isSomeonesEvent(clause) { return true }
        return isBackReference(span, in: tokens) || isVague(span, in: tokens)
            || isLeftOut(span, in: tokens, lexicon: sentences.lexicon)
            || isTurnedDown(span, in: tokens, sentences: sentences)
            || isSupposed(span, in: tokens, sentences: sentences)
            || isNamedPerson(span, in: tokens, lexicon: sentences.lexicon)
            || isLogged(mention, span, in: tokens, sentences: sentences)
            || isReported(span, in: tokens, sentences: sentences)
            || isHabitual(mention, span, in: tokens, sentences: sentences)
    }

    /// Whether the mention `span` starts with or follows "until" ("bis", "hasta") and its clause opens a span with
    /// "from" ("von", "desde") at most ``DueDateChoice/verbReach`` tokens before: "von Ostern bis Ende Oktober".
    private static func endsOpenedSpan(_ span: ClosedRange<Int>, in tokens: [Token], clause: ClosedRange<Int>) -> Bool {
        let first = span.lowerBound
        let until =
            words(of: tokens[first]).contains(.until)
            ? first
            : first > clause.lowerBound && words(of: tokens[first - 1]).contains(.until) ? first - 1 : nil
        guard let until, until > clause.lowerBound else { return false }
        let start = max(clause.lowerBound, until - verbReach)
        return (start..<until).contains { words(of: tokens[$0]).contains(.from) }
    }

    /// Whether the mention is the day a time ago is counted from: "ago" right before it ("10 years ago today"), or
    /// a word that puts "ago" first right after it, then a unit within three words ("heute vor 30 Jahren", "hoy
    /// hace un año"; "heute vor 18 Uhr" is a deadline).
    private static func isAgoAnchor(_ span: ClosedRange<Int>, in tokens: [Token], lexicon: DateLexicon) -> Bool {
        if span.lowerBound > 0, words(of: tokens[span.lowerBound - 1]).contains(.ago) { return true }
        let next = span.upperBound + 1
        guard next < tokens.count, words(of: tokens[next]).contains(.agoPrefix) else { return false }
        // A count (a number, a spelled number or an article), one word such as "genau" before it at most, then its
        // unit: "vor 30 Jahren", "vor genau einem Jahr" ("morgen vor der Arbeit 10 min laufen" counts no time ago).
        let isCount = { (index: Int) -> Bool in
            guard index < tokens.count else { return false }
            if tokens[index].kind == .number { return true }
            guard let lexeme = lexicon.lexeme(for: tokens[index].normalized) else { return false }
            return lexeme.cardinal >= 0 || lexeme.word == .article
        }
        let count = isCount(next + 1) ? next + 1 : isCount(next + 2) ? next + 2 : nil
        guard let count, count + 1 < tokens.count else { return false }
        return lexicon.lexeme(for: tokens[count + 1].normalized)?.unit != nil
    }

    /// Whether "until" leads the mention `span` at most two words after a word that says a state goes on ("noch bis
    /// Ende Mai", "still closed until june").
    private static func isStill(_ span: ClosedRange<Int>, in tokens: [Token], lexicon: DateLexicon) -> Bool {
        let first = span.lowerBound
        let until = words(of: tokens[first]).contains(.until) ? first : first - 1
        guard until > 0, words(of: tokens[until]).contains(.until) else { return false }
        return (max(0, until - 3)..<until).contains { index in
            !tokens[index..<until].contains(where: \.endsClause)
                && lexicon.lexeme(for: tokens[index].normalized)?.isStillWord == true
        }
    }

    /// Whether the mention `span` starts with or follows a word of `role` ("ab 1.11.", "since thursday").
    private static func isLed(_ span: ClosedRange<Int>, by role: DateWord, in tokens: [Token]) -> Bool {
        let first = span.lowerBound
        return words(of: tokens[first]).contains(role) || first > 0 && words(of: tokens[first - 1]).contains(role)
    }

    /// Whether the tokens `span` hold a word or dash that joins a range's two ends ("to", "bis", "a", "-", "–").
    private static func joinsTwoEnds(_ span: ClosedRange<Int>, in tokens: [Token]) -> Bool {
        return span.contains { words(of: tokens[$0]).intersects(DateWordSet.rangeJoins.withAt) }
    }

    /// Whether the mention tells when something happens as a rule, not when to do something.
    ///
    /// That is a recurrence in a statement ("storytime is wednesdays 10:30", "team lunch is every other friday",
    /// "the shop gives 10% off on wednesdays"), a plural part of the day ("in the mornings"), or a time or day of
    /// the month with nothing that pins it to one day (no day word, weekday, month, date, end or modifier) in a
    /// clause whose verb says what happens as a rule ("the pool opens at 6am", "pay goes in on the 28th"; "the rota closes on friday" is one
    /// day). "water the plants every monday" keeps its recurrence and first due date.
    private static func isHabitual(
        _ mention: DateMention, _ span: ClosedRange<Int>, in tokens: [Token], sentences: SentenceIndex
    ) -> Bool {
        let lexicon = sentences.lexicon
        // Whether a token of the mention names one day, a weekday aside.
        let pinsDay = { (index: Int) -> Bool in
            // A date token, or a dotted day and month ("16.12.") in a mention with a day.
            let isDottedDate =
                tokens[index].kind == .number && mention.kind != .time
                && tokens[index].normalized.contains(".")
            guard tokens[index].kind == .word else { return tokens[index].kind == .date || isDottedDate }
            guard let lexeme = lexicon.lexeme(for: tokens[index].normalized) else { return false }
            let pins: Set<DateWord> = [
                .next, .this, .last, .coming, .following, .previous, .end, .endOfDay, .endOfWeek, .endOfMonth,
                .endOfYear,
            ]
            // "se cierra en 10 días": days, weeks or months from today name one day.
            let isDayOffset = lexeme.unit.map { [.day, .week, .fortnight, .month].contains($0) } == true
            // "a las cuatro de la mañana": after an article, a day word that is also a part of the day is that part.
            let isDaypart =
                lexeme.daypart != nil && index > 0
                && lexicon.lexeme(for: tokens[index - 1].normalized)?.word == .the
            return lexeme.relativeDay != nil && !isDaypart || lexeme.month > 0 || lexeme.holiday > 0
                || lexeme.isNamedDay
                || isDayOffset || lexeme.word.map(pins.contains) == true
        }
        // "Laden Di-Fr 9-12 und 14-18.30, Sa 9-16": a weekday or an hour in a list of opening hours is the list's.
        // "el estudio abre de 9 a 18, viernes hasta las 15": the same for hours told with a habit word, in a text
        // that asks for nothing.
        let sentence = sentences.sentence(around: span)
        // The clause's words outside the mention.
        let clause = sentences.sentence(around: span, clause: true)
        if mention.rrule == nil,
            sentences.isTimetable(sentence) || !sentences.asksAction && sentences.isOpeningHours(sentence),
            !span.contains(where: pinsDay)
        {
            return true
        }
        // "winterfahrplan ab 1.11.: wyk ab 6:30, 9:15, 12:30": the day such hours start from is theirs.
        if mention.rrule == nil, !sentences.asksAction, sentences.isOpeningHours(sentence),
            isLed(span, by: .from, in: tokens)
        {
            return true
        }
        let isAnchored = span.contains { index in
            if pinsDay(index) { return true }
            guard tokens[index].kind == .word, let lexeme = lexicon.lexeme(for: tokens[index].normalized) else {
                return false
            }
            return lexeme.weekday > 0 && !lexeme.isWeekdayPlural
        }
        // "Mo-Fr 8-18 Uhr", "de lunes a viernes": a span of weekdays is a weekly schedule.
        if sentences.isWeekdaySpan(mention, span) { return true }
        // "mo 8 uhr vorlesung, jede woche": a bare weekday in the sentence of a recurrence that names no day, in a
        // text that asks for nothing, is the recurrence's day ("jeden Montag Training, Freitag Turnier" keeps its
        // Friday, "every monday standup, notes by wednesday" its deadline).
        if mention.rrule == nil, !sentences.asksAction, !span.contains(where: pinsDay),
            sentences.isDayLessScheduleSentence(sentence), !isMarked(mention, in: tokens, by: strongDeadlineWords)
        {
            return true
        }
        // "Fr früh um 5 kommt immer der Müller": a bare weekday with a habit adverb ("immer", "always", "siempre")
        // in a clause that asks for nothing tells the habit's day.
        if mention.rrule == nil, !span.contains(where: pinsDay),
            !asksAction(span, in: tokens, sentences: sentences, words: sentences.words),
            sentences.habitAdverbs(in: clause)
                > sentences.habitAdverbs(in: span)
        {
            return true
        }
        guard !isAnchored || mention.rrule != nil else { return false }
        // "Büro ist freitags nur bis 13 Uhr besetzt", "los jueves tengo laboratorio de 7 a 9": a time with no day in
        // the clause of a schedule is the schedule's.
        // "fahrplan 52: am weinberg ab 18:07, rathaus an 18:19, jeden tag gleich": in a text that asks for nothing,
        // the whole sentence of a recurrence.
        if mention.rrule == nil,
            sentences.isScheduleClause(clause)
                || !sentences.asksAction && sentences.isScheduleSentence(sentence)
        {
            return true
        }
        // Not a part of the day said as an adverb with a clock time ("morgens um 6"): that is one day's. Alone
        // ("mittags verboten", "abends") the adverb is a habit.
        let hasClock = span.contains { tokens[$0].kind == .number || tokens[$0].kind == .time }
        let hasPluralDaypart = span.contains { index in
            guard let lexeme = lexicon.lexeme(for: tokens[index].normalized), lexeme.daypart != nil else {
                return false
            }
            return lexeme.isDaypartAdverb ? !hasClock : tokens[index].normalized.hasSuffix("s")
        }
        if hasPluralDaypart, mention.rrule == nil { return true }
        // In a text that asks for nothing, the habit words of the whole sentence count ("Uhr steht auf 10:10, wie
        // immer"), for a deadline only from a clause of the mention and a label at most, which continues the
        // statement before it ("Anreise ist immer ab 15 Uhr, Abreise bis 10 Uhr"; "the cleaner always comes at 9,
        // leave the key out by 11" keeps its deadline).
        let isElliptical = clause.count - span.count <= 2
        let readsSentence =
            !sentences.asksAction && (isElliptical || !isMarked(mention, in: tokens, by: strongDeadlineWords))
        let scope = readsSentence ? sentence : clause
        let hasHabit = sentences.habitualWords(in: scope) > sentences.habitualWords(in: span)
        let hasStatement = sentences.statementWords(in: clause) > sentences.statementWords(in: span)
        return hasHabit || hasStatement && mention.rrule != nil
    }

    /// Whether the mention refers back to a day instead of naming one ahead: it follows or starts with "since"
    /// ("down since thursday", "best monday since march"), or it is a weekday's possessive with no modifier and no
    /// deadline word or "for" before it ("saturday's outage", "notes from thursday's lecture"; "slides for
    /// friday's meeting", "before friday's meeting" and "next friday's meeting" stay: work for that day's event).
    private static func isBackReference(_ span: ClosedRange<Int>, in tokens: [Token]) -> Bool {
        let (first, last) = (span.lowerBound, span.upperBound)
        if isLed(span, by: .since, in: tokens) {
            return true
        }
        guard tokens[last].isPossessive, isWeekday(tokens[last]) else { return false }
        let kept: DateWordSet = [.by, .until, .before, .dueDate, .during, .next, .this, .coming, .following]
        for index in max(0, first - 1)..<last where words(of: tokens[index]).intersects(kept) {
            return false
        }
        return true
    }

    /// Whether the mention is a day a rule leaves out: an except word comes right before it, or before its
    /// preposition or article ("every day except Christmas", "täglich außer am Sonntag", "todos los días menos el
    /// domingo").
    private static func isLeftOut(_ span: ClosedRange<Int>, in tokens: [Token], lexicon: DateLexicon) -> Bool {
        wordBefore(span, in: tokens, lexicon: lexicon)?.isExceptWord == true
    }

    /// The lexeme of the word right before the mention, or before its preposition or article ("außer am", "nicht
    /// am", "menos el").
    private static func wordBefore(_ span: ClosedRange<Int>, in tokens: [Token], lexicon: DateLexicon) -> DateLexeme? {
        var index = span.lowerBound - 1
        let joins: DateWordSet = [.on, .the, .at, .inside]
        if index > 0, lexicon.lexeme(for: tokens[index].normalized)?.word.map(joins.contains) == true { index -= 1 }
        return index >= 0 ? lexicon.lexeme(for: tokens[index].normalized) : nil
    }

    /// Whether a distributive word comes one or two words before the mention in its clause ("in je 1:35", "each
    /// rep 1:45").
    private static func isShared(_ span: ClosedRange<Int>, in tokens: [Token], lexicon: DateLexicon) -> Bool {
        var index = span.lowerBound - 1
        var words = 0
        // Bounded: numbers and signs before a time may run long ("1:00 1:00 1:00 …").
        while index >= 0, words < 2, span.lowerBound - index <= verbReach, !tokens[index].endsClause {
            if tokens[index].kind == .word {
                if lexicon.lexeme(for: tokens[index].normalized)?.isDistributive == true { return true }
                words += 1
            }
            index -= 1
        }
        return false
    }

    /// Whether the mention is a day turned down.
    ///
    /// That is a negation right before it or its preposition ("die Werft kann nicht am Freitag", "not on friday"),
    /// right after it where that ends its clause or leads to a reason ("mañana no, el lunes", "mañana no que es
    /// domingo", "morgen nicht, erst Montag"), or as the last word of its clause ("Montag geht bei mir nicht",
    /// "am 24. chan ich nöd, …"; with the word that makes it "no longer": "am Sonntag fahr ich nicht mehr"), or a
    /// word that says the day is closed or off as its clause's last ("morgen ist zu",
    /// "Montag ist Feiertag", "monday the clinic is closed"); "Müll morgen nicht vergessen" keeps its day.
    private static func isTurnedDown(_ span: ClosedRange<Int>, in tokens: [Token], sentences: SentenceIndex) -> Bool {
        let lexicon = sentences.lexicon
        if wordBefore(span, in: tokens, lexicon: lexicon)?.isNegation == true { return true }
        // The clause's last word, over at most a few numbers or signs after it (bounded: a clause may be long).
        let clauseEnd = sentences.sentence(around: span, clause: true).upperBound
        var last = clauseEnd
        while last > span.upperBound, clauseEnd - last < verbReach, tokens[last].kind != .word { last -= 1 }
        func isNegation(_ index: Int) -> Bool {
            index > span.upperBound && lexicon.lexeme(for: tokens[index].normalized)?.isNegation == true
        }
        if last > span.upperBound, tokens[last].kind == .word,
            let lexeme = lexicon.lexeme(for: tokens[last].normalized),
            lexeme.isNegation || lexeme.isClosedWord
                // "am Sonntag fahr ich nicht mehr", "am Sonntag steig ich auf keinen Rauchfang mehr": a negation, a
                // word at most between, and the word that makes it "no longer".
                || lexeme.isNegationTail && (isNegation(last - 1) || isNegation(last - 2))
        {
            return true
        }
        // "mañana no que es domingo": a day in the reason after a negation and "que" is part of the reason.
        var index = span.lowerBound - 1
        while index > 0, index >= span.lowerBound - verbReach, !tokens[index].endsClause {
            if lexicon.lexeme(for: tokens[index].normalized)?.word == .that,
                lexicon.lexeme(for: tokens[index - 1].normalized)?.isNegation == true
            {
                return true
            }
            index -= 1
        }
        let after = span.upperBound + 1
        guard after < tokens.count, lexicon.lexeme(for: tokens[after].normalized)?.isNegation == true else {
            return false
        }
        guard after + 1 < tokens.count else { return true }
        let next = tokens[after + 1]
        return next.endsClause || lexicon.lexeme(for: next.normalized)?.word == .that
    }

    /// Whether the mention is today (or a time with no other day) and either a colon and a quotation follow it
    /// ("kundin heute: 'am samstag komm ich mit der ganzen familie'"), or it holds a clock time and a word that says
    /// something has happened by then follows it ("heute um 7 schon 40 Kronen verkauft"; "morgen um 7 schon da
    /// sein" is ahead).
    private static func isSaidOrDoneToday(
        _ mention: DateMention, _ span: ClosedRange<Int>, in tokens: [Token], sentences: SentenceIndex
    ) -> Bool {
        let lexicon = sentences.lexicon
        let next = span.upperBound + 1
        guard next < tokens.count else { return false }
        let isToday =
            mention.kind != .range && span.contains { lexicon.lexeme(for: tokens[$0].normalized)?.relativeDay == 0 }
        guard isToday || mention.kind == .time else { return false }
        if isToday, tokens[next].normalized == ":", next + 2 < tokens.count, sentences.isQuoted((next + 2)...(next + 2))
        {
            return true
        }
        let hasClock = span.contains { tokens[$0].kind == .number || tokens[$0].kind == .time }
        return hasClock && lexicon.lexeme(for: tokens[next].normalized)?.isAlreadyWord == true
    }

    /// Whether the mention is a day in a condition, in a text that asks for nothing.
    ///
    /// A condition word opens the day's clause before it ("falls es am Samstag schneit, kommt die Hälfte nicht",
    /// "wenn der Plotter am Wochenende wieder kaputt ist, dreh ich durch"). A condition after the day leaves it
    /// ("pour slab tues if no rain"), and so does something asked for ("if it rains on saturday, move the party
    /// inside").
    private static func isSupposed(_ span: ClosedRange<Int>, in tokens: [Token], sentences: SentenceIndex) -> Bool {
        guard !sentences.asksAction else { return false }
        let clause = sentences.sentence(around: span, clause: true)
        return sentences.conditionWords(in: clause.lowerBound..<span.lowerBound) > 0
    }

    /// Whether the mention is a name: it follows a naming word, with a capitalized first name between at most ("de
    /// hund heisst fritig", "a cat named Tuesday", "heißt Frank Freitag"), or it is one capitalized day or month
    /// name that a comma, an article and "of" describe as a person ("Abril, la de contabilidad, se jubila",
    /// "Domingo, el de las algas").
    private static func isNamedPerson(_ span: ClosedRange<Int>, in tokens: [Token], lexicon: DateLexicon) -> Bool {
        // "de hund vo de frau gerber heisst fritig", "a cat named Tuesday": a day name right after a naming word, or
        // after a capitalized first name after one ("der neue heißt Frank Freitag").
        let first = span.lowerBound
        if first > 0, lexicon.lexeme(for: tokens[first - 1].normalized)?.isNamingWord == true { return true }
        if first > 1, tokens[first].isCapitalized, tokens[first - 1].kind == .word, tokens[first - 1].isCapitalized,
            lexicon.lexeme(for: tokens[first - 1].normalized) == nil,
            lexicon.lexeme(for: tokens[first - 2].normalized)?.isNamingWord == true
        {
            return true
        }
        let next = span.upperBound + 1
        guard span.count == 1, tokens[span.lowerBound].isCapitalized, next + 2 < tokens.count,
            tokens[next].normalized == ","
        else { return false }
        return lexicon.lexeme(for: tokens[next + 1].normalized)?.word == .the
            && lexicon.lexeme(for: tokens[next + 2].normalized)?.word == .of
    }

    /// Whether the mention is only the present moment or the day as such: "now", "right now", "the day" ("thought
    /// for the day", "3 weeks late now").
    private static func isVague(_ span: ClosedRange<Int>, in tokens: [Token]) -> Bool {
        let vagueWords: DateWordSet = [.now, .right, .the, .day]
        let roles = span.map { words(of: tokens[$0]) }
        guard roles.allSatisfy({ $0.intersects(vagueWords) }) else { return false }
        return roles.contains { $0.contains(.now) } || roles.contains { $0.contains(.day) }
    }

    /// Whether the mention is today (or a part of it, "this morning") in a sentence written in the past tense ("BP
    /// this morning was 138", "the fridge was at 8°C today"), or a time or a day not marked as a deadline in a
    /// sentence that records a reading, in a text that asks for nothing ("Temp 180 °C um 04:10", "hoy amaneció
    /// lloviendo, 8 grados", "Montag 1,2 kg"): a log of what happened, not something to do.
    private static func isLogged(
        _ mention: DateMention, _ span: ClosedRange<Int>, in tokens: [Token], sentences: SentenceIndex
    ) -> Bool {
        let lexicon = sentences.lexicon
        let isToday = span.contains { lexicon.lexeme(for: tokens[$0].normalized)?.relativeDay == 0 }
        let isThisDaypart =
            span.contains { words(of: tokens[$0]).contains(.this) }
            && span.contains { lexicon.lexeme(for: tokens[$0].normalized)?.daypart != nil }
        let sentence = sentences.sentence(around: span)
        // "Erdbeeren: Montag 1,2 kg, Mittwoch 2,5 kg": any day a log of readings names, unless marked as a deadline.
        if !sentences.asksAction, sentences.readings(in: sentence) > sentences.readings(in: span),
            !isMarked(mention, in: tokens, by: strongDeadlineWords) || mention.kind == .time
        {
            return true
        }
        return (isToday || isThisDaypart) && sentences.pastTenseWords(in: sentence) > 0
    }

    /// Whether the mention is a day in a clause that tells what happened: a simple-past form ("Frau Gasser war am
    /// Dienstag da", "el lunes se cayó el sistema") or a participle after an auxiliary ("habe am Montag Mama
    /// angerufen", "bin heute 5 km gelaufen"); in a question that starts with a question word, anywhere in its
    /// sentence ("when was it, in March?").
    ///
    /// Not when the mention looks ahead: a day after today ("morgen"), a modifier ("nächsten Freitag") or a word
    /// that marks what the day is for ("für Freitag", "para el viernes", "before", "due", "bis": "bis 15.3.
    /// repariert" is a deadline said short).
    private static func isReported(_ span: ClosedRange<Int>, in tokens: [Token], sentences: SentenceIndex) -> Bool {
        // "Wann war nochmal das Konzert, im März oder April?": a question in the past asks when something was
        // ("Nachbarn informiert?" asks whether it was done).
        let sentence = sentences.sentence(around: span)
        let isQuestion =
            sentence.upperBound + 1 < tokens.count && tokens[sentence.upperBound + 1].normalized == "?"
            && sentences.words.questionWords.contains(tokens[sentence.lowerBound].normalized)
        let clause = isQuestion ? sentence : sentences.sentence(around: span, clause: true)
        // "meeting was moved to friday": the day it was moved to is ahead.
        guard sentences.pastForms(in: clause) > sentences.pastForms(in: span), sentences.moveWords(in: clause) == 0
        else { return false }
        let lexicon = sentences.lexicon
        let ahead: DateWordSet = [.next, .coming, .following, .this, .by, .until, .before, .dueDate, .during]
        let before = span.lowerBound > 0 ? [span.lowerBound - 1] : []
        for index in before + Array(span) {
            guard let lexeme = lexicon.lexeme(for: tokens[index].normalized) else { continue }
            if lexeme.relativeDay ?? 0 > 0 || lexeme.word.map(ahead.contains) == true { return false }
        }
        return true
    }

    /// Whether the token is a weekday name in any language's lexicon.
    private static func isWeekday(_ token: Token) -> Bool {
        DateLexicon.all.contains { $0.lexeme(for: token.normalized)?.weekday ?? 0 > 0 }
    }
}

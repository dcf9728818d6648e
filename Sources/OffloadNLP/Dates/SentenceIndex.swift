/// Where the sentences and clauses of a text start and end, and how many habit, statement and past-tense words come
/// before each token.
///
/// Built once a text in one pass, so that looking at the sentence around a date mention costs O(1) however long the
/// sentence is: a long capture holds thousands of mentions in one sentence, and scanning it for each of them made
/// choosing a due date quadratic.
struct SentenceIndex {
    /// For each token, the last token before it that ends a sentence (-1 when none), and the first after it (the
    /// token count when none); the same for clauses, which commas, colons and dashes end too.
    private let sentenceEndBefore: [Int]
    private let sentenceEndAfter: [Int]
    private let clauseEndBefore: [Int]
    private let clauseEndAfter: [Int]
    /// Running counts: element i counts the tokens before token i.
    private let habitual: [Int]
    /// Running count of the habit adverbs (words both habitual and statements: "always", "immer").
    private let adverbs: [Int]
    private let statement: [Int]
    private let pastTense: [Int]
    /// Running count of the signs of a past clause: simple-past words, participles after an auxiliary in their
    /// clause, accented simple-past endings.
    private let pastForms: [Int]
    /// Running count of the words that move an appointment ("moved", "verschoben").
    private let moves: [Int]
    /// Running count of the words for a day that comes back every year ("birthday").
    private let anniversaries: [Int]
    /// Whether a habit verb opens a clause as a command ("termina el informe a las 5").
    private let hasCommand: Bool
    /// Whether the text holds a wish word (``LexiconTable/wishWords``).
    let holdsWish: Bool
    /// Whether the text opens with a schedule's label and a colon (see ``LexiconTable/scheduleNouns`` and
    /// ``LexiconTable/scheduleNounEndings``).
    let opensWithSchedule: Bool
    /// Running count of the condition words ("if", "falls", "si"); `nil` when the text has none.
    private let conditions: [Int]?
    /// Running count of the weather words (see ``isForecast(_:)``); `nil` when the text has none.
    private let weather: [Int]?
    /// Running counts of the words that say someone is away and of the first-person subjects (see
    /// ``isSomeoneAway(_:)``); `nil` when the text has no such word.
    private let away: (words: [Int], firstPerson: [Int], events: [Int])?
    /// Running count of the tokens inside a quotation (see ``quotedCounts(of:lexicon:)``); `nil` when the text
    /// quotes nothing.
    private let quoted: [Int]?
    /// Running count of the readings taken: a number and its reading unit ("180 °C", "6 Grad"), or a number with a
    /// decimal comma ("11,5").
    private let readings: [Int]
    /// The indices of the words that name a weekday, in text order.
    let weekdayWords: [Int]
    /// Whether the text asks for anything: a known action or communication verb, or a word shaped like an
    /// infinitive (set by ``markActions(_:needed:)``; `true` until then).
    private(set) var asksAction = true
    /// The lexicon of the text's language, whose habit, statement and past words are counted.
    let lexicon: DateLexicon
    /// The cue words of the text's language (its verbs).
    let words: CueWords
    /// The first token of each clause that holds a schedule (see ``markSchedules(_:in:)``).
    var scheduleClauses: Set<Int> = []
    /// The first token of each mention that is a span of weekdays.
    var weekdaySpans: Set<Int> = []
    /// The first token of each sentence that lists opening hours (see ``markSchedules(_:in:)``).
    var timetableSentences: Set<Int> = []
    /// The first token of each sentence that tells hours with a habit word (see ``markSchedules(_:in:)``).
    var openingHourSentences: Set<Int> = []
    /// The first token of each sentence that holds a recurrence.
    var scheduleSentences: Set<Int> = []
    /// The first token of each sentence that holds a recurrence naming no weekday ("jede Woche").
    var dayLessScheduleSentences: Set<Int> = []

    /// Indexes `tokens` read with `lexicon`; `words` are the language's cue words, whose verb list tells a past form
    /// typed without its accent ("hoy corri 5 km") and whether a clause asks for something.
    init(_ tokens: [Token], lexicon: DateLexicon = .english, words: CueWords = .english) {
        self.lexicon = lexicon
        self.words = words
        var sentenceBefore = [Int](repeating: -1, count: tokens.count)
        var clauseBefore = [Int](repeating: -1, count: tokens.count)
        var (habitual, statement, pastTense, pastForms, moves) = ([0], [0], [0], [0], [0])
        var anniversaries = [0]
        var readings = [0]
        var adverbs = [0]
        adverbs.reserveCapacity(tokens.count + 1)
        readings.reserveCapacity(tokens.count + 1)
        var weekdayWords: [Int] = []
        moves.reserveCapacity(tokens.count + 1)
        anniversaries.reserveCapacity(tokens.count + 1)
        pastForms.reserveCapacity(tokens.count + 1)
        var hasAuxiliary = false
        // "wird am Donnerstag geliefert": a clause with a future auxiliary looks ahead, its participle too.
        var hasFutureAuxiliary = false
        habitual.reserveCapacity(tokens.count + 1)
        statement.reserveCapacity(tokens.count + 1)
        pastTense.reserveCapacity(tokens.count + 1)
        let ends = Self.ends(of: tokens, lexicon: lexicon)
        var (lastSentenceEnd, lastClauseEnd) = (-1, -1)
        var followsHabitSubject = false
        var hasCommand = false
        var holdsCondition = false
        var mayQuote = false
        var holdsAway = false
        var holdsWeather = false
        var holdsWish = false
        for (index, token) in tokens.enumerated() {
            sentenceBefore[index] = lastSentenceEnd
            clauseBefore[index] = lastClauseEnd
            if ends[index] == .sentence { lastSentenceEnd = index }
            if ends[index] != .none { lastClauseEnd = index }
            let lexeme = lexicon.lexeme(for: token.normalized)
            if lexeme?.weekday ?? 0 > 0, token.kind == .word { weekdayWords.append(index) }
            // "termina el informe a las 5", "cierra la oficina": a habit verb that opens its clause before an article
            // is a command, not a habit.
            let isCommand =
                lexeme?.isHabitualVerb == true && lexeme?.isStatementVerb != true
                && (index == 0 || ends[index - 1] != .none) && index + 1 < tokens.count
                && [.the, .article].contains(lexicon.lexeme(for: tokens[index + 1].normalized)?.word)
            hasCommand = hasCommand || isCommand
            holdsCondition =
                holdsCondition || lexeme?.isConditionWord == true || lexeme?.isInvertedCondition == true
            holdsAway = holdsAway || lexeme?.isAwayWord == true || lexeme?.isEventVerb == true
            holdsWeather = holdsWeather || lexeme?.isWeatherWord == true
            holdsWish = holdsWish || lexeme?.isWishWord == true
            mayQuote = mayQuote || lexeme?.isSpeechVerb == true || token.kind == .punctuation && Self.isQuoteMark(token)
            habitual.append(habitual[index] + (lexeme?.isHabitualVerb == true && !isCommand ? 1 : 0))
            // "tengo que llamar todos los lunes": a verb before "that" says what must be done, not what is.
            // "i walk the dog every morning": the verb after a first-person subject, unless a modal ("i need to").
            let isStatement =
                lexeme?.isStatementVerb == true
                && (index + 1 == tokens.count || lexicon.lexeme(for: tokens[index + 1].normalized)?.word != .that)
                || followsHabitSubject && token.kind == .word && lexeme?.isModal != true && lexeme?.hasDateRole != true
            followsHabitSubject = lexeme?.isHabitSubject == true
            statement.append(statement[index] + (isStatement ? 1 : 0))
            pastTense.append(pastTense[index] + (lexeme?.isPastBe == true ? 1 : 0))
            // Participle shapes are tested only after an auxiliary in the clause or on a clause's last word, accented
            // endings only on words typed with one, plain endings only on words long enough.
            var isPast =
                lexeme?.isPastTenseWord == true || lexicon.pastForms.hasWrittenEnding(token.text)
                || token.kind == .word && lexicon.pastForms.hasPlainEnding(token.normalized)
                || token.kind == .word && lexeme == nil
                    && lexicon.pastForms.isUnaccentedPast(token.normalized, isKnownVerb: words.isKnownVerb)
            if hasAuxiliary
                || Self.endsItsClause(index, ends: ends, tokens: tokens, lexicon: lexicon)
                    && lexicon.pastForms.marksParticiplesAlone
                    && !hasFutureAuxiliary,
                lexeme?.hasDateRole != true, token.kind == .word
            {
                // After an auxiliary, or, typed in lower case (a noun such as "Gericht" is capitalized), as the last
                // word of a clause that keeps only the participle: "am Montag Zaun gerichtet".
                let isTyped = hasAuxiliary || token.text == token.text.lowercased()
                isPast =
                    isPast || isTyped && lexicon.pastForms.isParticiple(token.normalized, afterAuxiliary: hasAuxiliary)
            }
            // "weil der Server übers Wochenende ausgefallen ist": a participle right before the auxiliary that ends
            // its clause.
            if !isPast, lexeme?.isPerfectAuxiliary == true, lexicon.pastForms.marksParticiplesAlone, index > 0,
                tokens[index - 1].kind == .word,
                Self.endsItsClause(index, ends: ends, tokens: tokens, lexicon: lexicon),
                lexicon.pastForms.isParticiple(tokens[index - 1].normalized, beforeAuxiliary: true)
            {
                isPast = true
            }
            pastForms.append(pastForms[index] + (isPast ? 1 : 0))
            moves.append(moves[index] + (lexeme?.isMoveVerb == true ? 1 : 0))
            // "Oma wird am 3.12. 90": an age verb with an age after it within a few words names a birthday.
            // The age ends its clause and follows no date word ("wird am Donnerstag um 8 Uhr geliefert" is no age).
            let saysAge =
                lexeme?.isAgeVerb == true
                && ((index + 2)..<min(tokens.count, index + 6)).contains { next in
                    tokens[next].kind == .number && Int(tokens[next].normalized).map { (1...120).contains($0) } == true
                        && Self.endsItsClause(next, ends: ends, tokens: tokens)
                        && lexicon.lexeme(for: tokens[next - 1].normalized)?.hasDateRole != true
                }
            // "mum's 85th is 2 april": an ordinal after a possessive is someone's birthday or anniversary.
            let isOrdinalOfSomeone = token.kind == .ordinal && index > 0 && tokens[index - 1].isPossessive
            anniversaries.append(
                anniversaries[index] + (lexeme?.isAnniversary == true || saysAge || isOrdinalOfSomeone ? 1 : 0))
            // "3° B" is a class, "3°C" a reading: a degree sign needs C, F or no word after it.
            let isDegreeOfOrdinal =
                token.normalized == "°" && index + 1 < tokens.count && tokens[index + 1].kind == .word
                && !["c", "f"].contains(tokens[index + 1].normalized)
                && (lexicon.lexeme(for: tokens[index + 1].normalized)?.hasDateRole != true
                    || tokens[index + 1].text.first?.isUppercase == true)
            let isReading =
                lexeme?.isReadingUnit == true && index > 0 && tokens[index - 1].kind == .number && !isDegreeOfOrdinal
                || token.kind == .number && Self.hasDecimalComma(token.normalized)
                || token.kind == .number && index > 0
                    && lexicon.lexeme(for: tokens[index - 1].normalized)?.isReadingLabel == true
            readings.append(readings[index] + (isReading ? 1 : 0))
            let isAdverb = lexeme?.isHabitualVerb == true && lexeme?.isStatementVerb == true
            adverbs.append(adverbs[index] + (isAdverb ? 1 : 0))
            if ends[index] != .none { (hasAuxiliary, hasFutureAuxiliary) = (false, false) }
            if lexeme?.isPerfectAuxiliary == true { hasAuxiliary = true }
            if lexeme?.isFutureAuxiliary == true { hasFutureAuxiliary = true }
        }
        var sentenceAfter = [Int](repeating: tokens.count, count: tokens.count)
        var clauseAfter = [Int](repeating: tokens.count, count: tokens.count)
        var (nextSentenceEnd, nextClauseEnd) = (tokens.count, tokens.count)
        for index in tokens.indices.reversed() {
            sentenceAfter[index] = nextSentenceEnd
            clauseAfter[index] = nextClauseEnd
            if ends[index] == .sentence { nextSentenceEnd = index }
            if ends[index] != .none { nextClauseEnd = index }
        }
        WorkMeter.add(2 * tokens.count)
        sentenceEndBefore = sentenceBefore
        sentenceEndAfter = sentenceAfter
        clauseEndBefore = clauseBefore
        clauseEndAfter = clauseAfter
        self.habitual = habitual
        self.statement = statement
        self.pastTense = pastTense
        self.pastForms = pastForms
        self.moves = moves
        self.anniversaries = anniversaries
        self.readings = readings
        self.adverbs = adverbs
        self.hasCommand = hasCommand
        self.holdsWish = holdsWish
        opensWithSchedule = Self.opensWithSchedule(tokens, lexicon: lexicon, weekdays: weekdayWords.count)
        conditions = holdsCondition ? Self.conditionCounts(of: tokens, lexicon: lexicon, ends: ends) : nil
        weather = holdsWeather ? Self.weatherCounts(of: tokens, lexicon: lexicon, words: words) : nil
        quoted = mayQuote ? Self.quotedCounts(of: tokens, lexicon: lexicon) : nil
        away = holdsAway ? Self.awayCounts(of: tokens, lexicon: lexicon) : nil
        self.weekdayWords = weekdayWords
    }

    /// The token indices of the sentence that holds `span`, or with `clause` of the clause; the tokens of `span`
    /// themselves never end it.
    func sentence(around span: ClosedRange<Int>, clause: Bool = false) -> ClosedRange<Int> {
        let before = clause ? clauseEndBefore[span.lowerBound] : sentenceEndBefore[span.lowerBound]
        let after = clause ? clauseEndAfter[span.upperBound] : sentenceEndAfter[span.upperBound]
        return (before + 1)...(after - 1)
    }

    /// How many words in `range` say what happens as a rule ("opens", "usually").
    func habitualWords(in range: ClosedRange<Int>) -> Int {
        habitual[range.upperBound + 1] - habitual[range.lowerBound]
    }

    /// How many words in `range` both make a statement and tell a habit: the habit adverbs ("always", "immer",
    /// "siempre").
    func habitAdverbs(in range: ClosedRange<Int>) -> Int {
        adverbs[range.upperBound + 1] - adverbs[range.lowerBound]
    }

    /// How many words in `range` make a statement ("are", "always").
    func statementWords(in range: ClosedRange<Int>) -> Int {
        statement[range.upperBound + 1] - statement[range.lowerBound]
    }

    /// How many past forms of "be" lie in `range`.
    func pastTenseWords(in range: ClosedRange<Int>) -> Int {
        pastTense[range.upperBound + 1] - pastTense[range.lowerBound]
    }

    /// How many signs of the past (simple-past words, participles after an auxiliary, accented past endings) lie in
    /// `range`.
    func pastForms(in range: ClosedRange<Int>) -> Int {
        pastForms[range.upperBound + 1] - pastForms[range.lowerBound]
    }

    /// How many words for a day that comes back every year lie in `range`.
    func anniversaryWords(in range: ClosedRange<Int>) -> Int {
        anniversaries[range.upperBound + 1] - anniversaries[range.lowerBound]
    }

    /// How many condition words lie in `range` (an empty range counts none).
    func conditionWords(in range: Range<Int>) -> Int {
        guard let conditions, !range.isEmpty else { return 0 }
        return conditions[range.upperBound] - conditions[range.lowerBound]
    }

    /// Whether the sentence `range` says that someone other than the writer is away.
    ///
    /// It holds an away word and no first-person subject, in a text that asks for nothing ("Serkan fliegt am 26.
    /// nach Izmir, kommt erst am 6. Januar wieder", "Frau Hofmeier ist ab 20.12. im Urlaub"; "ich fliege am 21."
    /// and "Oma fliegt am 21., vorher Geschenk kaufen" keep their days).
    func isSomeoneAway(_ range: ClosedRange<Int>) -> Bool {
        away.map { tellsOfOthers($0.words, range, firstPerson: $0.firstPerson) } ?? false
    }

    /// Whether the sentence `range` forecasts the weather: it holds a weather word, in a text that asks for nothing
    /// ("Für Montag Nebel gemeldet", "MeteoSchweiz: in der Nacht auf Montag Bodenfrost möglich"; "bei Regen am
    /// Samstag das Grillen absagen" asks).
    func isForecast(_ range: ClosedRange<Int>) -> Bool {
        guard let weather, !asksAction else { return false }
        return weather[range.upperBound + 1] > weather[range.lowerBound]
    }

    /// Whether the clause `range` tells someone else's event.
    ///
    /// It holds a verb of someone's event and no first-person subject, in a text that asks for nothing ("Lara hat
    /// am Donnerstag ihre Schulreise", "Familie Horvath heiratet am 29. Mai"; "Grosi hat am 20. Geburtstag, Karte
    /// bis Mittwoch schicken" asks).
    func isSomeonesEvent(_ range: ClosedRange<Int>) -> Bool {
        away.map { tellsOfOthers($0.events, range, firstPerson: $0.firstPerson) } ?? false
    }

    /// Whether `range` holds a word that `counts` counts and no first-person subject, in a text that asks for
    /// nothing.
    private func tellsOfOthers(_ counts: [Int], _ range: ClosedRange<Int>, firstPerson: [Int]) -> Bool {
        let (low, high) = (range.lowerBound, range.upperBound + 1)
        return !asksAction && counts[high] > counts[low] && firstPerson[high] == firstPerson[low]
    }

    /// The running counts of the away words, the first-person subjects and the verbs of someone's event of
    /// `tokens`, in one pass (one lexicon probe a word).
    private static func awayCounts(
        of tokens: [Token], lexicon: DateLexicon
    ) -> (words: [Int], firstPerson: [Int], events: [Int]) {
        var (words, firstPerson, events) = ([0], [0], [0])
        words.reserveCapacity(tokens.count + 1)
        firstPerson.reserveCapacity(tokens.count + 1)
        events.reserveCapacity(tokens.count + 1)
        for token in tokens {
            let lexeme = token.kind == .word ? lexicon.lexeme(for: token.normalized) : nil
            words.append(words[words.count - 1] + (lexeme?.isAwayWord == true ? 1 : 0))
            firstPerson.append(firstPerson[firstPerson.count - 1] + (lexeme?.isHabitSubject == true ? 1 : 0))
            events.append(events[events.count - 1] + (lexeme?.isEventVerb == true ? 1 : 0))
        }
        return (words, firstPerson, events)
    }

    /// The running count of the weather words of `tokens` that follow no article or preposition (the lexicon's, or
    /// the cue words' ``CommandForm/nounMarkers``): a forecast names the weather bare ("am Sonntag Schnee",
    /// "Bodenfrost möglich"), a reason with its article ("wegen dem Schnee anrufen", "wäge em Schnee").
    private static func weatherCounts(of tokens: [Token], lexicon: DateLexicon, words: CueWords) -> [Int] {
        var running = [0]
        running.reserveCapacity(tokens.count + 1)
        for (index, token) in tokens.enumerated() {
            var counted = token.kind == .word && lexicon.lexeme(for: token.normalized)?.isWeatherWord == true
            if counted, index > 0 {
                let word = tokens[index - 1].normalized
                let before = lexicon.lexeme(for: word)
                let isArticle = before?.word == .the || before?.word == .article || before?.includesArticle == true
                counted = !isArticle && !words.command.nounMarkers.contains(word)
            }
            running.append(running[running.count - 1] + (counted ? 1 : 0))
        }
        return running
    }

    /// The running count of the words that open a condition: element i counts those before token i.
    ///
    /// Condition words ("wenn", "falls", "if"), and a verb that opens a condition by coming first in its sentence,
    /// before a subject ("Sollte es am Freitag eine Sturmwarnung geben, …"; "sollte am Freitag fertig sein" opens
    /// none). Built after the main pass, only for a text that holds such a word.
    private static func conditionCounts(of tokens: [Token], lexicon: DateLexicon, ends: [End]) -> [Int] {
        var running = [0]
        running.reserveCapacity(tokens.count + 1)
        for (index, token) in tokens.enumerated() {
            let lexeme = token.kind == .word ? lexicon.lexeme(for: token.normalized) : nil
            var counted = lexeme?.isConditionWord == true
            if lexeme?.isInvertedCondition == true, index == 0 || ends[index - 1] == .sentence,
                index + 1 < tokens.count, let subject = lexicon.lexeme(for: tokens[index + 1].normalized),
                subject.isDeterminer || subject.word == .the
            {
                // A clause must follow in the sentence ("Sollte ich morgen Oma anrufen?" asks itself).
                var next = index + 1
                while next < tokens.count, ends[next] == .none { next += 1 }
                counted = next < tokens.count && ends[next] == .clause
            }
            running.append(running[running.count - 1] + (counted ? 1 : 0))
        }
        return running
    }

    /// Whether every token of `range` lies inside a quotation and the text says more than the quotation.
    func isQuoted(_ range: ClosedRange<Int>) -> Bool {
        guard let quoted, let total = quoted.last else { return false }
        return quoted[range.upperBound + 1] - quoted[range.lowerBound] == range.count && total + 2 < quoted.count - 1
    }

    /// How many readings taken lie in `range` ("12,5 bar", "minus 6 Grad").
    func readings(in range: ClosedRange<Int>) -> Int {
        readings[range.upperBound + 1] - readings[range.lowerBound]
    }

    /// Whether `number` (a number token's normalized text) has a decimal comma: one to four digits, a comma, one or
    /// two digits ("11,5", "32,10"; "1,500" is a thousand and a half).
    private static func hasDecimalComma(_ number: String) -> Bool {
        let bytes = number.utf8
        let (whole, count) = DateAtom.leadingDigits(bytes)
        guard whole != nil, count <= 4, bytes.dropFirst(count).first == UInt8(ascii: ",") else { return false }
        let rest = bytes.dropFirst(count + 1)
        let (_, fractionCount) = DateAtom.leadingDigits(rest)
        return fractionCount == rest.count && (1...2).contains(fractionCount)
    }

    /// Reads whether `tokens` ask for anything (see ``asksAction``), when the text names a day that comes back
    /// every year, records a reading, holds a condition or says someone is away, or its mentions hold a time, a
    /// range, a month, a recurrence or an end after "until" (`needed`); one pass over the words.
    mutating func markActions(_ tokens: [Token], needed: Bool = false) {
        // A habit verb that opens its clause as a command asks for something: `asksAction` stays true.
        let mayAsk =
            conditions != nil || away != nil || weather != nil || anniversaries.last ?? 0 > 0 || readings.last ?? 0 > 0
            || opensWithSchedule
        guard needed || mayAsk, !hasCommand else { return }
        // "wir haben über Mittag immer zu": a verb after a first-person subject says what is, not what to do; nor
        // does one in the few words of a condition in its clause, up to a modal ("x si alguien pregunta").
        var conditionEnd = -1
        // "falls es am Samstag schneit, kommen eh die Hälfte nicht": where commands end with their verb, the word
        // that opens the clause after a condition is its inverted verb, not a request.
        var conditionClauseEnd = -2
        // Where the clause with an auxiliary of the future or the passive ends (``Lexeme/isReportingAuxiliary``).
        var reportingClauseEnd = -2
        // A known verb not shaped like an infinitive ("bins go out tuesdays", "la app paga los martes") asks only
        // where a command puts it: first in its clause (fillers and date words aside), or after "to" or a modal.
        var (clause, sawWord) = (-2, false)
        asksAction = tokens.indices.contains { index in
            let token = tokens[index]
            let lexeme = lexicon.lexeme(for: token.normalized)
            if clauseEndBefore[index] != clause { (clause, sawWord) = (clauseEndBefore[index], false) }
            // "falls es am Mittwoch schifft, wird der Waldtag verschoben": after an auxiliary of the future or the
            // passive, its clause tells what will happen.
            if lexeme?.isReportingAuxiliary == true { reportingClauseEnd = clauseEndAfter[index] }
            if clauseEndAfter[index] == reportingClauseEnd { return false }
            let isFirstWord =
                !sawWord && token.kind == .word && lexeme?.hasDateRole != true
                && !words.leadingFillers.contains(token.normalized)
            if isFirstWord { sawWord = true }
            if isFirstWord, words.isVerbFinal, clauseEndBefore[index] == conditionClauseEnd { return false }
            let follows = index > 0 ? lexicon.lexeme(for: tokens[index - 1].normalized) : nil
            let isPlaced =
                isFirstWord || follows?.isModal == true || follows?.word == .to || words.infinitive.matches(token)
            // "if you can, order flowers", "si puedes comprar flores": a modal ends the condition, a request follows.
            if lexeme?.isModal == true { conditionEnd = min(conditionEnd, index) }
            // "singt jeden Morgen 'Morgen, Kinder, wird's was geben'": a verb in a quotation is someone's words.
            guard token.kind == .word, index > conditionEnd, !isQuoted(index...index) else { return false }
            if let conditions, conditions[index + 1] > conditions[index] {
                // Where verbs end their clauses, the condition's verb is its clause's last ("wenn sich bis Neujahr
                // keine 8 Leute anmelden").
                let reach = words.isVerbFinal ? tokens.count : Self.conditionReach
                conditionEnd = min(index + reach, clauseEndAfter[index] - 1)
                conditionClauseEnd = clauseEndAfter[index]
                return false
            }
            // "da max hod am 22. firmung, vorher no a gwand kaffa": something to do before a day asks for it ("3 Std
            // vorher" measures a lead time).
            if lexeme?.isBeforehandWord == true, index == 0 || follows?.unit == nil && tokens[index - 1].kind != .number
            {
                return true
            }
            guard follows?.isHabitSubject != true else { return false }
            // "Dienstags mach ich immer die Buchhaltung": where commands end with their verb, a verb right before a
            // first-person subject is the statement's inverted verb.
            if words.isVerbFinal, index + 1 < tokens.count,
                lexicon.lexeme(for: tokens[index + 1].normalized)?.isHabitSubject == true
            {
                return false
            }
            // "alles im grünen Bereich": after an article a word shaped like an infinitive is an adjective or a noun.
            if let follows, follows.word == .the || follows.word == .article || follows.includesArticle,
                !words.isKnownVerb(token.normalized)
            {
                return false
            }
            // "heuer im Dezember haben wir Betriebsurlaub": a statement verb or a modal shaped like an infinitive asks
            // for nothing by itself.
            if lexeme?.isStatementVerb == true || lexeme?.isModal == true, !words.isKnownVerb(token.normalized) {
                return false
            }
            // "brockmanns fliegen am 20. nach teneriffa": a word of leaving shaped like an infinitive that does not end
            // its clause, where commands end with their verb, is someone's finite verb ("nach Teneriffa fliegen" asks).
            if lexeme?.isAwayWord == true, words.isVerbFinal, index < clauseEndAfter[index] - 1,
                !words.isKnownVerb(token.normalized)
            {
                return false
            }
            // "dwd: donnerstag orkanböen bis 120 km/h": the weather, whatever its shape, asks for nothing.
            if lexeme?.isWeatherWord == true, !words.isKnownVerb(token.normalized) { return false }
            // "zwei Kannen gegossen": a participle marked as one tells what was done.
            if lexicon.pastForms.marksParticiplesAlone, lexicon.pastForms.isParticiple(token.normalized),
                !words.isKnownVerb(token.normalized)
            {
                return false
            }
            guard isPlaced, words.isVerb(token) else { return words.remindVerbs.contains(token.normalized) }
            // So is it after a preposition where commands end with their verb ("Gesellenprüfung in Dornbirn", "zieht
            // nach Bremen"); asked only of a verb, which few words are.
            return index == 0 || words.isKnownVerb(token.normalized)
                || !words.command.nounMarkers.contains(tokens[index - 1].normalized)
        }
    }

    /// Whether `tokens` open with a label of at most ``labelReach`` words, one of them a schedule noun (or, in a text
    /// naming two `weekdays` or more, a compound with a schedule noun's ending: "Raumplan HS E:"), and a colon
    /// ("Stundenplan Januar:", "Besuchszeiten über die Feiertage:", "rota:").
    private static func opensWithSchedule(_ tokens: [Token], lexicon: DateLexicon, weekdays: Int) -> Bool {
        var namesSchedule = false
        let endings = weekdays >= 2 ? lexicon.scheduleNounEndings : []
        for token in tokens.prefix(labelReach + 1) {
            if token.kind == .punctuation, token.normalized == ":" { return namesSchedule }
            // A class or a room may follow the schedule's noun ("Stundenplan 3b:").
            if token.kind == .number { continue }
            guard token.kind == .word else { return false }
            let word = token.normalized
            namesSchedule =
                namesSchedule || lexicon.lexeme(for: word)?.isScheduleNoun == true
                || endings.contains { word.count >= $0.count + 3 && word.hasSuffix($0) }
        }
        return false
    }

    /// The most words of a label before its colon.
    private static let labelReach = 5

    /// How many words that move an appointment lie in `range`.
    func moveWords(in range: ClosedRange<Int>) -> Int {
        moves[range.upperBound + 1] - moves[range.lowerBound]
    }

    /// The most words after a condition word that belong to the condition ("if anyone asks").
    private static let conditionReach = 3

    /// Punctuation that ends a clause inside a sentence.
    private static let clauseMarks: Set<String> = [",", ":", "-", "–", "—"]

    /// What a token ends.
    private enum End {
        case none, clause, sentence
    }

    /// What each token ends.
    ///
    /// In a language that marks ordinals with a dot, a dot glued to a day number with more of the line after it ends
    /// nothing: "Mittwochs 7. Stunde immer AG" is one clause. Nor does the dot of a short title or label before a
    /// number or a word that is no date word ("der Sohn von Hr. Brandt", "Nr. 12"; "langer Tag. Morgen …" ends).
    private static func ends(of tokens: [Token], lexicon: DateLexicon) -> [End] {
        let ordinalDots = lexicon.conventions.marksOrdinalsWithDot
        return tokens.indices.map { index in
            let token = tokens[index]
            if token.kind == .punctuation, token.normalized == ".", !token.followsSpace, index > 0,
                index + 1 < tokens.count, tokens[index + 1].kind != .lineBreak
            {
                let before = tokens[index - 1]
                // "ab 1.11.: wyk ab 6:30", "am 9.4. um 7:45": the dot of a day, or of a day and month.
                if ordinalDots, before.kind == .number, isDayNumber(before.normalized) { return End.none }
                // "Riedel Do. 21.10. halb 9", "im Gd. eine Strophe": a short capitalized abbreviation before a
                // number or a word in lower case.
                let next = tokens[index + 1]
                if before.kind == .word, before.text.count <= 4,
                    lexicon.lexeme(for: before.normalized)?.isLabelNoun == true,
                    next.kind == .number
                        || next.kind == .word && lexicon.lexeme(for: next.normalized)?.hasDateRole != true
                {
                    return End.none
                }
                // "War Fr. Wagner am Montag da?": the title that is also a weekday, before a name.
                if before.kind == .word, lexicon.lexeme(for: before.normalized)?.isHonorific == true,
                    next.kind == .word, next.isCapitalized, lexicon.lexeme(for: next.normalized)?.hasDateRole != true
                {
                    return End.none
                }
                if before.kind == .word, before.text.count <= 3, before.isCapitalized,
                    next.kind == .number || next.kind == .word && next.text == next.text.lowercased()
                {
                    return End.none
                }
            }
            // "hat am Samstag 2:1 gewonnen", "Maßstab 1:50": a colon glued between two numbers is a score or a ratio.
            if token.kind == .punctuation, token.normalized == ":", !token.followsSpace, index > 0,
                index + 1 < tokens.count, tokens[index - 1].kind == .number, tokens[index + 1].kind == .number,
                !tokens[index + 1].followsSpace
            {
                return End.none
            }
            return endsSentence(token) ? .sentence : endsClause(token) ? .clause : .none
        }
    }

    /// Whether `number` (a normalized number token) is a day of the month, alone or with its month ("21", "1.11").
    private static func isDayNumber(_ number: String) -> Bool {
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard let day = Int(parts[0]), (1...31).contains(day) else { return false }
        return parts.count == 1 || parts.count == 2 && Int(parts[1]).map { (1...12).contains($0) } == true
    }

    /// Whether token `index` is the last of its clause: the text or the clause ends after it.
    private static func endsItsClause(
        _ index: Int, ends: [End], tokens: [Token], lexicon: DateLexicon? = nil
    ) -> Bool {
        // "Samstag gewonnen 3:1": numbers after the last word leave it the last; so does a clock time ("abgelesen um
        // 6:50 Uhr").
        var next = index + 1
        while next < ends.count, ends[next] == .none, next - index <= 3,
            tokens[next].kind != .word
                || lexicon?.lexeme(for: tokens[next].normalized)?.word.map(clockWords.contains) == true
        {
            next += 1
        }
        // "heute 6 Std am Modell gesessen und der Uhu ist alle": "and" after it ends what the participle says.
        return next == ends.count || ends[next] != .none
            || lexicon?.lexeme(for: tokens[next].normalized)?.word == .and
    }

    /// The words of a clock time after a participle: "um", "Uhr".
    private static let clockWords: DateWordSet = [.at, .oclock]

    /// Whether the token ends a sentence: a full stop, "!", "?", ";", dots ("..", "…") or a line break.
    private static func endsSentence(_ token: Token) -> Bool {
        guard token.kind == .punctuation else { return token.kind == .lineBreak }
        return [".", "!", "?", ";", "\u{2026}"].contains(token.normalized)
            || token.normalized.count > 1 && token.normalized.allSatisfy { $0 == "." }
    }

    /// Whether the token ends a clause: it ends a sentence, or it is a comma, a colon or a dash (not a hyphen or an
    /// en dash glued to the word before it, as in "7:30-12", "Mo-Fr" or "14:00–22:00").
    private static func endsClause(_ token: Token) -> Bool {
        endsSentence(token)
            || token.kind == .punctuation && clauseMarks.contains(token.normalized)
                && (token.followsSpace || token.normalized != "-" && token.normalized != "\u{2013}")
    }
}

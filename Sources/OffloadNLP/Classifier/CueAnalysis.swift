/// Shape and lexicon cues of a capture: how it starts, whether it reads as items or as steps.
struct CueAnalysis {
    struct Cue {
        let name: String
        let tokenRange: Range<Int>
    }

    private(set) var cues: [Cue] = []
    /// The language's cue words.
    private let words: CueWords

    init(tokens: [Token], words: CueWords = .english) {
        self.words = words
        guard !tokens.isEmpty else { return }
        addLeadingCues(tokens)
        if words.isVerbFinal { addTrailingVerbCues(tokens) }
        addClauseVerbCues(tokens)
        addSegmentCues(tokens)
        let wordCount = tokens.indices.count { tokens[$0].kind == .word }
        if wordCount <= 2 { cues.append(Cue(name: "short", tokenRange: 0..<tokens.count)) }
        if wordCount > 14 { cues.append(Cue(name: "long", tokenRange: 0..<tokens.count)) }
        addStatementCues(tokens)
        addListNameCues(tokens)
        addHandedMessageCues(tokens)
        if let last = tokens.last, last.kind == .punctuation, last.text.contains("?") {
            cues.append(Cue(name: "question", tokenRange: tokens.count - 1..<tokens.count))
        }
    }

    private mutating func addLeadingCues(_ tokens: [Token]) {
        var index = 0
        while index < tokens.count,
            tokens[index].kind != .word || words.leadingFillers.contains(tokens[index].normalized)
        {
            if tokens[index].kind == .lineBreak { break }
            index += 1
        }
        guard index < tokens.count, tokens[index].kind == .word else { return }
        let word = tokens[index].normalized
        let range = index..<index + 1
        if words.communicationVerbs.contains(word) {
            cues.append(Cue(name: "lead-communication", tokenRange: range))
        }
        if words.noteStarters.contains(word) { cues.append(Cue(name: "lead-note", tokenRange: range)) }
        if words.planStarters.contains(word) { cues.append(Cue(name: "lead-plan", tokenRange: range)) }
        if words.actionVerbs.contains(word) { cues.append(Cue(name: "lead-verb", tokenRange: range)) }
        if words.remindVerbs.contains(word), let object = tokens[(index + 1)...].first(where: { $0.kind == .word }) {
            // "remind me to…" is the writer's reminder; "remind Anna to…" a message to Anna.
            let isSelf = words.selfObjects.contains(object.normalized)
            cues.append(Cue(name: isSelf ? "lead-remind-self" : "lead-remind-other", tokenRange: range))
        }
        if index > 0 { cues.append(Cue(name: "lead-filler", tokenRange: 0..<index)) }
    }

    /// In a language whose commands end with the verb ("Oma wegen Sonntag anrufen"), the last word of the first
    /// clause: the same evidence as a leading verb, under names of its own.
    private mutating func addTrailingVerbCues(_ tokens: [Token]) {
        var end = 0
        while end < tokens.count, !tokens[end].endsClause { end += 1 }
        guard let last = tokens[..<end].lastIndex(where: { $0.kind == .word }) else { return }
        let word = tokens[last].normalized
        let range = last..<last + 1
        if words.communicationVerbs.contains(word) {
            cues.append(Cue(name: "tail-communication", tokenRange: range))
        } else if words.actionVerbs.contains(word) {
            cues.append(Cue(name: "tail-verb", tokenRange: range))
        }
        if words.remindVerbs.contains(word) {
            cues.append(Cue(name: "tail-remind", tokenRange: range))
        }
    }

    /// Verbs where the language puts them in a clause (first, or last in a verb-final language) that no leading or
    /// trailing cue read: an infinitive-shaped word in the first clause ("Am Montag die Mülltonnen rausstellen",
    /// "fumigar la roya"), and a verb in a later clause, known or shaped like an infinitive ("aita cumple 70 el 28,
    /// encargar tarta", "bin day moved, put it out wed"), which asks something of the writer after a statement.
    private mutating func addClauseVerbCues(_ tokens: [Token]) {
        var start = 0
        var clause = 0
        var sawLaterVerb = false
        while start < tokens.count {
            var end = start
            while end < tokens.count, !tokens[end].endsClause { end += 1 }
            if let index = verbPosition(in: start..<end, of: tokens) {
                if clause == 0, !words.isKnownVerb(tokens[index].normalized), words.infinitive.matches(tokens[index]) {
                    cues.append(Cue(name: "lead-infinitive", tokenRange: index..<index + 1))
                } else if clause > 0, !sawLaterVerb, words.isVerb(tokens[index]) {
                    sawLaterVerb = true
                    cues.append(Cue(name: "clause-verb", tokenRange: index..<index + 1))
                }
            }
            if end > start { clause += 1 }
            start = end + 1
        }
    }

    /// The word where the language puts a clause's verb: the first (after fillers), or in a verb-final language the
    /// last of a clause of two words or more.
    private func verbPosition(in range: Range<Int>, of tokens: [Token]) -> Int? {
        if words.isVerbFinal {
            guard let last = range.last(where: { tokens[$0].kind == .word }),
                range.contains(where: { $0 < last && tokens[$0].kind == .word })
            else { return nil }
            return last
        }
        return range.first { tokens[$0].kind == .word && !words.leadingFillers.contains(tokens[$0].normalized) }
    }

    /// A list named in the text: "put foil on my list", "start a new packing list", "make me a checklist" ask for
    /// a list; a to-do list, an agenda or a calendar holds tasks ("add renew passport to my to do list").
    private mutating func addListNameCues(_ tokens: [Token]) {
        for index in tokens.indices where tokens[index].kind == .word {
            let word = tokens[index].normalized
            guard words.listNouns.contains(word) else { continue }
            var start = index
            var names: [String] = []
            while start > 0, tokens[start - 1].kind == .word || tokens[start - 1].text == "-", names.count < 3 {
                start -= 1
                if tokens[start].kind == .word { names.append(tokens[start].normalized) }
            }
            let namesTasks =
                words.taskListNames.contains(word)
                || names.contains { words.taskListNames.contains($0) }
                || zip(names.dropFirst(), names).contains { $0 == "to" && $1 == "do" }
            cues.append(Cue(name: namesTasks ? "names-task-list" : "names-list", tokenRange: start..<index + 1))
            return
        }
    }

    /// A message handed to someone: "give Priya a ring", "drop the agent a line", "shoot Raj an email".
    private mutating func addHandedMessageCues(_ tokens: [Token]) {
        for index in tokens.indices where tokens[index].kind == .word {
            guard words.handingVerbs.contains(tokens[index].normalized) else { continue }
            var next = index + 1
            var count = 0
            while next < tokens.count, count < 5 {
                defer { next += 1 }
                guard tokens[next].kind == .word else { continue }
                count += 1
                let word = tokens[next].normalized
                guard count > 1, self.words.handedArticles.contains(word) else { continue }
                // The message right after the article or after one word more ("a quick ring").
                for message in (next + 1)..<min(next + 3, tokens.count)
                where words.handedMessages.contains(tokens[message].normalized) {
                    cues.append(Cue(name: "handed-message", tokenRange: index..<message + 1))
                    return
                }
            }
        }
    }

    /// Statements ("bin day is sunday", "noah just started at acme", "why do hotels…") read as notes; a message as
    /// the object of the verb ("return mum's call") reads as communication.
    private mutating func addStatementCues(_ tokens: [Token]) {
        guard let firstIndex = tokens.firstIndex(where: { $0.kind == .word }) else { return }
        let first = tokens[firstIndex].normalized
        let all = 0..<tokens.count
        if words.questionWords.contains(first) { cues.append(Cue(name: "lead-question-word", tokenRange: all)) }
        let leadIsVerb = words.isKnownVerb(first)
        var sawStatement = false
        var sawPastTense = false
        for index in (firstIndex + 1)..<tokens.count where tokens[index].kind == .word {
            let word = tokens[index].normalized
            if !sawStatement, !leadIsVerb, words.statementVerbs.contains(word) {
                sawStatement = true
                cues.append(Cue(name: "statement", tokenRange: index..<index + 1))
            }
            if words.communicationNouns.contains(word) {
                let previous = tokens[index - 1]
                if previous.isPossessive || words.messageDeterminers.contains(previous.normalized) {
                    cues.append(Cue(name: "message-object", tokenRange: index..<index + 1))
                }
            }
            if !sawPastTense, words.pastTense.matches(word) { sawPastTense = true }
        }
        if sawPastTense { cues.append(Cue(name: "past-tense", tokenRange: all)) }
    }

    private mutating func addSegmentCues(_ tokens: [Token]) {
        var headerEnd = 0
        if let colon = Self.headerMark(in: tokens), colon < tokens.count - 1 {
            headerEnd = colon + 1
            cues.append(Cue(name: "header", tokenRange: 0..<headerEnd))
            // Header words are evidence of their own: "need to get:" announces items, "plan:" steps.
            for index in 0..<colon where tokens[index].kind == .word {
                cues.append(Cue(name: "header-" + tokens[index].normalized, tokenRange: index..<index + 1))
            }
        }
        // One pass over the segments between separators, counting instead of collecting them.
        var tally = SegmentTally(words: words)
        var start = headerEnd
        let markers = InlineMarkers(tokens)
        for index in headerEnd..<tokens.count
        where Self.isSeparator(at: index, in: tokens, markers: markers, words: words) {
            if index > start { tally.add(start..<index, of: tokens) }
            start = index + 1
        }
        if start < tokens.count { tally.add(start..<tokens.count, of: tokens) }
        let lineCount = tokens.indices.count { tokens[$0].kind == .lineBreak } + 1
        if lineCount >= 2 {
            cues.append(Cue(name: lineCount >= 3 ? "lines-3plus" : "lines-2", tokenRange: 0..<tokens.count))
        }
        guard tally.count >= 2 else { return }
        let whole = tally.lowerBound..<tally.upperBound
        cues.append(Cue(name: tally.count >= 3 ? "segments-3plus" : "segments-2", tokenRange: whole))
        cues.append(Cue(name: tally.verbLed * 2 >= tally.count ? "steps" : "items", tokenRange: whole))
        if tally.short == tally.count { cues.append(Cue(name: "all-short-segments", tokenRange: whole)) }
    }

    /// The ":" that ends a header on the first line, or a spaced dash after one to four opening words
    /// ("household - water plants"), as the list reader takes it.
    private static func headerMark(in tokens: [Token]) -> Int? {
        var words = 0
        while words < tokens.count, words < 5, tokens[words].kind == .word { words += 1 }
        if words > 0, words < 5, words < tokens.count, tokens[words].kind == .punctuation, tokens[words].followsSpace {
            switch tokens[words].text {
            case "-", "\u{2013}", "\u{2014}": return words
            default: break
            }
        }
        let colon = tokens.indices.first { tokens[$0].kind == .punctuation && tokens[$0].text.hasPrefix(":") }
        guard let colon, !(0..<colon).contains(where: { tokens[$0].kind == .lineBreak }) else { return nil }
        return colon
    }

    /// Whether token `index` separates segments: a separator outside quotes, or a numbered marker inside a line.
    ///
    /// Reads the token in place and matches characters with `switch` (no token copy and no array literal per call:
    /// this runs for every token of every capture).
    private static func isSeparator(at index: Int, in tokens: [Token], markers: InlineMarkers, words: CueWords)
        -> Bool
    {
        if markers.isNumberedMarker(index) { return true }
        if markers.holdsTogether(index) { return false }
        switch tokens[index].kind {
        case .lineBreak: return true
        case .punctuation:
            let first = tokens[index].normalized.unicodeScalars.first.map(Character.init) ?? " "
            switch first {
            case ",", ";", ">", "|": return true
            default: break
            }
            let spaced =
                tokens[index].followsSpace && (index + 1 == tokens.count || tokens[index + 1].followsSpace)
            if spaced {
                switch first {
                case "-", "/", "\u{2013}", "\u{2014}", "+", "&": return true
                default: break
                }
            }
            // A bullet: "-", "*", "•", "☐" or another symbol at the start of a line.
            let atLineStart = index == 0 || tokens[index - 1].kind == .lineBreak
            switch first {
            case "(", "\"", "'", "#", "$": return false
            default: return atLineStart
            }
        case .word:
            let word = tokens[index].normalized
            return words.stepBreaks.contains(word)
                || (words.itemJoins.contains(word) && index > 0 && tokens[index - 1].kind == .word)
        default:
            return false
        }
    }
}

/// Counts of the segments that hold a word or a number: how many, how many start with an action verb, how many
/// are at most three tokens long, and the token range from the first to the last.
private struct SegmentTally {
    /// The language's cue words.
    let words: CueWords
    var count = 0
    var verbLed = 0
    var short = 0
    var lowerBound = 0
    var upperBound = 0

    mutating func add(_ range: Range<Int>, of tokens: [Token]) {
        var firstWord: Int?
        var lastWord: Int?
        var hasContent = false
        for index in range {
            let kind = tokens[index].kind
            if kind == .word || kind == .number { hasContent = true }
            if kind == .word, firstWord == nil { firstWord = index }
            if kind == .word { lastWord = index }
        }
        guard hasContent else { return }
        if count == 0 { lowerBound = range.lowerBound }
        upperBound = range.upperBound
        count += 1
        if let firstWord, words.actionVerbs.contains(tokens[firstWord].normalized) {
            verbLed += 1
        } else if words.isVerbFinal, let lastWord, lastWord != firstWord,
            words.isActionVerb(joined: tokens[lastWord].normalized)
        {
            // "Am Montag die Mülltonnen rausstellen, …": a known verb, or one with a prefix ("raus" + "stellen").
            verbLed += 1
        }
        if range.count <= 3 { short += 1 }
    }
}

import OffloadCore

/// Builds a task title from a capture: the text without the date, priority and tag words the extractors consumed.
///
/// "call mom tmrw at 5pm!!" → "Call mom"; "dentist next tue 9:30 #health" → "Dentist". Prepositions left dangling
/// by a removed date ("at", "on", "by", …) go too, and so does how the thought was spoken (see ``SpokenLeadIn``:
/// "uh remind me to call mom" → "Call mom"). The first letter is capitalized, and a list with a header keeps
/// only the header ("groceries: milk, eggs" → "Groceries") unless the caller keeps the items: a capture read as a
/// task or a message places no items, so its title keeps them ("work: send the report"). Every other word stays,
/// in order, with the source's own spacing (a quoted title keeps its quote marks); line breaks become spaces. The
/// raw text is never changed.
///
/// ```swift
/// let title = TitleCleaner().title(from: tokens, text: text, dates: mentions, entities: entities)
/// ```
public struct TitleCleaner: Sendable {
    /// Words that only make sense next to a removed date ("at 5pm", "due friday", "a las 5", "um 9").
    static let danglingWords: Set<String> = [
        "at", "on", "by", "for", "in", "due", "before", "until", "till", "til", "from", "around", "after", "this",
        "next", "every", "the", "of", "@", "a", "and", "or", "to",
    ]

    private let lexicon: EntityLexicon

    /// Creates a cleaner; `language` (`en`, `de`, `es`) adds that language's lead-ins, fillers and connecting words
    /// to English's ("tengo que llamar a mamá" → "Llamar a mamá").
    public init(language: String = "en") {
        lexicon = EntityLexicon.forLanguage(language)
    }

    /// The cleaned title of `text`.
    ///
    /// - Parameters:
    ///   - tokens: Tokens of `text`.
    ///   - text: The raw capture.
    ///   - dates: Date mentions found in `text`; their words are removed.
    ///   - entities: Entities found in `text`; priority cues and #tags are removed, and list items when a list
    ///     header names the list.
    ///   - strippingLeadIn: Whether a spoken lead-in and fillers go (a note keeps them).
    ///   - keepingListItems: Whether the items under a header stay (for anything but a list or a plan, which hold
    ///     them as items).
    /// - Returns: The title; when every word was consumed, the whole text with line breaks as spaces, so a title is
    ///   never empty for non-blank text. Empty only for blank text.
    public func title(
        from tokens: [Token], text: String, dates: [DateMention], entities: [Entity], strippingLeadIn: Bool = true,
        keepingListItems: Bool = false
    ) -> String {
        title(
            from: tokens, text: text, dates: dates, entities: entities, words: lexicon.words(of: tokens),
            strippingLeadIn: strippingLeadIn, keepingListItems: keepingListItems)
    }

    /// Whether a capture of `intent` keeps the items under its header in its title: all but lists and plans do.
    public static func keepsListItems(intent: String) -> Bool {
        intent != DestinationType.list.rawValue && intent != DestinationType.plan.rawValue
    }

    /// ``title(from:text:dates:entities:strippingLeadIn:)`` with the tokens' word lists already looked up in this
    /// cleaner's language.
    func title(
        from tokens: [Token], text: String, dates: [DateMention], entities: [Entity], words: [EntityWord],
        strippingLeadIn: Bool = true, keepingListItems: Bool = false
    ) -> String {
        var removed = consumedTokens(
            tokens, dates: dates, entities: entities, keepingListItems: keepingListItems)
        Self.keepAttributiveDates(tokens, dates: dates, words: words, removed: &removed)
        if strippingLeadIn { SpokenLeadIn.remove(from: tokens, words: words, lexicon: lexicon, removed: &removed) }
        dropDangling(tokens, words: words, removed: &removed)
        let kept = Self.withoutEmptyBrackets(tokens.indices.filter { !removed[$0] }, tokens: tokens)
        let quoteMarks = Self.quoteMarks(tokens)
        let isEdge = { (index: Int) in
            tokens[index].kind == .lineBreak || (tokens[index].kind == .punctuation && !quoteMarks[index])
        }
        guard let first = kept.firstIndex(where: { !isEdge($0) }), let last = kept.lastIndex(where: { !isEdge($0) })
        else { return capitalizingFirst(joined(tokens.indices, tokens: tokens, text: text)) }
        let edges = Self.balancedEdges(kept, first: first, last: last, tokens: tokens)
        return capitalizingFirst(joined(kept[edges.first...edges.last], tokens: tokens, text: text))
    }

    /// The positions in `kept` from `first` to `last`, widened over the edge punctuation that closes a bracket opened
    /// inside them or opens one closed inside them ("buy ink (black)" keeps its ")", "(urgent) call mom" its "(").
    private static func balancedEdges(_ kept: [Int], first: Int, last: Int, tokens: [Token]) -> (first: Int, last: Int)
    {
        var depth = 0
        var lowest = 0
        // Brackets are punctuation tokens: the words between need no lookup.
        for position in first...last where tokens[kept[position]].kind == .punctuation {
            let text = tokens[kept[position]].text
            if emptyAsideClosers[text] != nil { depth += 1 }
            if closingBrackets.contains(text) {
                depth -= 1
                lowest = min(lowest, depth)
            }
        }
        var open = depth - lowest
        var unopened = -lowest
        var newLast = last
        var position = last + 1
        while open > 0, position < kept.count, tokens[kept[position]].kind == .punctuation {
            if closingBrackets.contains(tokens[kept[position]].text) {
                open -= 1
                newLast = position
            }
            position += 1
        }
        var newFirst = first
        position = first - 1
        while unopened > 0, position >= 0, tokens[kept[position]].kind == .punctuation {
            if emptyAsideClosers[tokens[kept[position]].text] != nil {
                unopened -= 1
                newFirst = position
            }
            position -= 1
        }
        return (newFirst, newLast)
    }

    /// Closing brackets, the values of ``emptyAsideClosers``.
    private static let closingBrackets = Set(emptyAsideClosers.values)

    /// Which tokens an extraction consumed: dates, priority cues, tags, and (unless kept) list items under a header.
    func consumedTokens(
        _ tokens: [Token], dates: [DateMention], entities: [Entity], keepingListItems: Bool = false
    ) -> [Bool] {
        // "feb 30" is no date; a possessive date names the thing after it ("slides for Monday's all-hands").
        var ranges = dates.filter { $0.kind != .impossible && !Self.isPossessive($0.text) }.map(\.characterRange)
        let header = entities.first {
            $0.kind == .listName && $0.characterRange.lowerBound == tokens.first?.characterRange.lowerBound
        }
        let headedList =
            header.map { name in
                entities.contains {
                    $0.kind == .listItem && $0.characterRange.lowerBound >= name.characterRange.upperBound
                }
            } ?? false
        for entity in entities {
            switch entity.kind {
            case .priority, .hashtag: ranges.append(entity.characterRange)
            default: break
            }
        }
        let consumed = RangeUnion(ranges)
        var removed = [Bool](repeating: false, count: tokens.count)
        var probes = ranges.count
        var cursor = 0
        for index in tokens.indices {
            removed[index] = consumed.overlaps(tokens[index].characterRange, cursor: &cursor, probes: &probes)
        }
        WorkMeter.add(probes)
        if headedList, !keepingListItems, let header {
            for (index, token) in tokens.enumerated()
            where token.characterRange.lowerBound >= header.characterRange.upperBound {
                removed[index] = true
            }
        }
        return removed
    }

    /// Removes connecting words left next to a removed run, repeating so "due on <date>" loses both.
    ///
    /// A word goes when the next word went and it is a date connector, or when a neighbour went and no kept word
    /// follows on its line. Removing a word only makes those conditions truer, so the result is the same whatever
    /// order the words are visited in; a work list revisits only the words a removal can affect (its neighbours,
    /// and the words that just lost the last kept word after them), so a line is walked a bounded number of times
    /// instead of once per removal.
    private func dropDangling(_ tokens: [Token], words: [EntityWord], removed: inout [Bool]) {
        var lines = DanglingLines(tokens, removed: removed)
        var pending = Array(tokens.indices.reversed())
        var visits = 0
        defer { WorkMeter.add(visits + lines.scanned) }
        while let index = pending.popLast() {
            visits += 1
            guard !removed[index], words[index].lists.contains(.dangling) else { continue }
            let nextRemoved = index + 1 < tokens.count && removed[index + 1]
            let previousRemoved = index > 0 && removed[index - 1]
            let contentAfter = lines.isContentAfter(index)
            guard
                nextRemoved && (words[index].lists.contains(.dateConnector) || !contentAfter)
                    || (previousRemoved && !contentAfter)
            else { continue }
            removed[index] = true
            if index > 0 { pending.append(index - 1) }
            if index + 1 < tokens.count { pending.append(index + 1) }
            // Words between the new last kept word of the line and this one now have nothing kept after them.
            if let previousLast = lines.remove(index, removed: removed) {
                pending.append(contentsOf: previousLast..<index)
            }
        }
    }

    /// `kept` without bracket pairs whose words all went ("call mom (tomorrow) about it" → "Call mom about it").
    private static func withoutEmptyBrackets(_ kept: [Int], tokens: [Token]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(kept.count)
        var position = 0
        while position < kept.count {
            let index = kept[position]
            if position + 1 < kept.count, kept[position + 1] > index + 1,
                let close = emptyAsideClosers[tokens[index].text], tokens[kept[position + 1]].text == close
            {
                position += 2
                continue
            }
            result.append(index)
            position += 1
        }
        return result
    }

    /// Opening brackets and the marks that close them.
    private static let emptyAsideClosers = ["(": ")", "[": "]", "{": "}"]

    /// Whether each token is a quote mark around a quoted title, which a title keeps at its edges (the marks around
    /// a whole capture pasted in quotes go).
    private static func quoteMarks(_ tokens: [Token]) -> [Bool] {
        guard let quoted = InlineMarkers.quotedTitles(tokens) else {
            return [Bool](repeating: false, count: tokens.count)
        }
        return tokens.indices.map { index in
            !quoted[index] && tokens[index].kind == .punctuation
                && ((index + 1 < tokens.count && quoted[index + 1]) || (index > 0 && quoted[index - 1]))
        }
    }

    /// Words opening a noun phrase (``EntityWord/Lists/determiner``); each language's pack adds its own.
    static let determiners: Set<String> = [
        "the", "my", "our", "your", "his", "her", "their", "this", "that", "these", "those",
    ]

    /// Puts back a date that sits between a determiner and a noun: it names which thing, not when ("send the Q3
    /// deck", "move my 3pm call"); the mention still counts as a date.
    private static func keepAttributiveDates(
        _ tokens: [Token], dates: [DateMention], words: [EntityWord], removed: inout [Bool]
    ) {
        for mention in dates {
            guard let span = DueDateChoice.tokenSpan(of: mention, in: tokens) else { continue }
            WorkMeter.add(span.count)
            let before = span.lowerBound - 1
            let after = span.upperBound + 1
            guard before >= 0, after < tokens.count, tokens[before].kind == .word, tokens[after].kind == .word,
                !removed[before], !removed[after], words[before].lists.contains(.determiner),
                !words[after].lists.contains(.dangling)
            else { continue }
            for index in span { removed[index] = false }
        }
    }

    /// Whether a mention's text ends in a possessive "'s" ("Monday's", "tomorrow’s").
    private static func isPossessive(_ text: String) -> Bool {
        text.hasSuffix("'s") || text.hasSuffix("\u{2019}s")
    }

    /// Prepositions that always belong to the date after them ("at 5pm", "by friday", "the vet for tuesday").
    static let dateConnectors: Set<String> = [
        "at", "on", "by", "for", "due", "before", "until", "till", "til", "@",
    ]

    private func joined(_ kept: some Collection<Int>, tokens: [Token], text: String) -> String {
        let utf8 = text.utf8
        // Built as UTF-8 bytes and decoded once: the same string as appending the token texts, without growing a
        // `String` piece by piece.
        var title: [UInt8] = []
        // The kept tokens' own stretch of the text, not all of it: a clause of a long capture is titled on its own.
        if let first = kept.first, let last = kept.max() {
            title.reserveCapacity(max(0, tokens[last].utf8Range.upperBound - tokens[first].utf8Range.lowerBound))
        }
        var previous: Int?
        for index in kept where tokens[index].kind != .lineBreak {
            if let previous {
                if previous + 1 == index {
                    let gapStart = utf8.index(utf8.startIndex, offsetBy: tokens[previous].utf8Range.upperBound)
                    let gapEnd = utf8.index(utf8.startIndex, offsetBy: tokens[index].utf8Range.lowerBound)
                    if !text[gapStart..<gapEnd].isEmpty { title.append(0x20) }
                } else if tokens[index].followsSpace || tokens[index].kind != .punctuation {
                    // Removed words between: one space, unless punctuation glued to them follows ("birthday on
                    // friday, …" → "birthday, …").
                    title.append(0x20)
                }
            }
            title.append(contentsOf: tokens[index].text.utf8)
            previous = index
        }
        return String(decoding: title, as: UTF8.self)
    }

    private func capitalizingFirst(_ title: String) -> String {
        // An ASCII byte followed by another ASCII byte (or nothing) is a Character of its own: decide by byte, without
        // Unicode property lookups ("\r\n" starts with no letter, so it takes this path harmlessly).
        var utf8 = title.utf8.makeIterator()
        if let first = utf8.next(), first < 0x80, utf8.next().map({ $0 < 0x80 }) ?? true {
            guard first >= 0x61, first <= 0x7A else { return title }
            var bytes = Array(title.utf8)
            bytes[0] = first - 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = title.first, first.isLowercase else { return title }
        return first.uppercased() + title.dropFirst()
    }
}

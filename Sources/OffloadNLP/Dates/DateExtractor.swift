/// Finds date and time expressions in a token stream and resolves them.
///
/// Relative phrases ("next fri at 3pm") resolve against `context.now` in `context.timeZone`; nothing here reads
/// the system clock. The lexicon follows `context.locale.language` (English, Spanish, German). The conventions
/// ("monday" is the coming Monday, "at 3" the next 3 o'clock, …) are in the DateGrammar article.
///
/// ```swift
/// let context = try DateContext(now: .now, timeZone: "Europe/Berlin", locale: UserLocale("en_GB"))
/// let mentions = DateExtractor().extract(from: "dentist next tue 9:30", in: context)
/// // mentions[0].kind == .datetime, mentions[0].values[0] == "2025-03-18T09:30:00+01:00" (for some "now")
/// ```
public struct DateExtractor: Sendable {
    /// Creates an extractor.
    public init() {}

    /// Finds mentions in `tokens`.
    ///
    /// Matching runs left to right; at each token the longest expression wins, and mentions never overlap.
    /// Each mention's ``DateMention/text`` is rebuilt from the tokens (one space where the source had white
    /// space); use ``extract(from:in:)-(String,_)`` to get exact source slices.
    ///
    /// - Parameters:
    ///   - tokens: Tokens from ``Tokenizer``, in input order.
    ///   - context: Reference instant, time zone and locale.
    /// - Returns: Mentions in input order; empty when there are none. Unparseable text is skipped, never thrown.
    /// - Complexity: O(n) in the number of tokens for text without date words; each candidate position tries a
    ///   bounded number of rules.
    public func extract(from tokens: [Token], in context: DateContext) -> [DateMention] {
        extract(from: tokens, in: context) { slice in
            var text = ""
            for token in slice {
                if !text.isEmpty, token.followsSpace { text += " " }
                text += token.text
            }
            return text
        }
    }

    /// Tokenizes `text` and finds mentions whose ``DateMention/text`` is the exact slice of `text`.
    public func extract(from text: String, in context: DateContext) -> [DateMention] {
        let utf8 = Array(text.utf8)
        return extract(from: Tokenizer().tokenize(text), in: context) { slice in
            guard let first = slice.first, let last = slice.last, last.utf8Range.upperBound <= utf8.count else {
                return ""
            }
            return String(decoding: utf8[first.utf8Range.lowerBound..<last.utf8Range.upperBound], as: UTF8.self)
        }
    }

    /// Whether the number at `index` is a side of a ratio written with a glued colon that is no clock time ("the 1:1
    /// with Dana", "mix 1:2"): the tokenizer reads "7:30" as one time token, so a number, ":" and a number are
    /// left only where the minutes are not two digits.
    static func isRatioPart(_ index: Int, in tokens: [Token]) -> Bool {
        guard tokens[index].kind == .number else { return false }
        func isColon(_ position: Int) -> Bool {
            tokens.indices.contains(position) && tokens[position].kind == .punctuation && tokens[position].text == ":"
        }
        if index + 2 < tokens.count, isColon(index + 1), !tokens[index + 1].followsSpace,
            tokens[index + 2].kind == .number, !tokens[index + 2].followsSpace
        {
            return true
        }
        return index >= 2 && isColon(index - 1) && !tokens[index - 1].followsSpace && !tokens[index].followsSpace
            && tokens[index - 2].kind == .number
    }

    /// How many parse attempts run between two looks at `Task.isCancelled`.
    static let cancellationInterval = 1024

    private func extract(
        from tokens: [Token], in context: DateContext, text: (ArraySlice<Token>) -> String
    ) -> [DateMention] {
        let lexiconIndex = LanguagePack.index(of: context.locale.language)
        let lexicon = DateLexicon.all[lexiconIndex]
        let tokens = GluedTokenSplitter(lexicon: lexicon).split(tokens)
        var atoms: [DateAtom] = []
        var hasCandidate = false
        atoms.reserveCapacity(tokens.count)
        let titles = InlineMarkers.quotedTitles(tokens)
        for index in tokens.indices {
            let atom =
                titles?[index] == true || Self.isRatioPart(index, in: tokens)
                ? DateAtom(inert: tokens[index]) : DateAtom(tokens[index], lexicon: lexicon)
            hasCandidate = hasCandidate || atom.isRelevant
            atoms.append(atom)
        }
        guard hasCandidate else { return [] }
        // Parsing starts only where a contentful atom (month, weekday, number, …) lies within the next few tokens:
        // function words alone ("the", "at", "in") never make a mention, and they are the most common words.
        var contentAhead = [Bool](repeating: false, count: atoms.count)
        var lastContent = Int.max
        for index in atoms.indices.reversed() {
            if atoms[index].isContentful { lastContent = index }
            contentAhead[index] = lastContent != Int.max && lastContent - index <= 4
        }
        guard atoms.indices.contains(where: { atoms[$0].isRelevant && contentAhead[$0] }) else { return [] }
        let builder = MentionBuilder(context: context)
        return tokens.withUnsafeBufferPointer { tokenBuffer in
            atoms.withUnsafeBufferPointer { atomBuffer in
                let grammar = DateGrammar(
                    atoms: atomBuffer, isMonthFirst: context.locale.isMonthFirst,
                    lexiconIndex: lexiconIndex, conventions: lexicon.conventions,
                    today: context.nowWall.date)
                let rule = ExpressionRule(grammar: grammar)
                var found: [FoundMention] = []
                var index = 0
                var attempts = 0
                defer { WorkMeter.add(tokens.count + attempts + rule.evaluations) }
                while index < tokens.count {
                    guard atoms[index].isRelevant, contentAhead[index] else {
                        index += 1
                        continue
                    }
                    attempts += 1
                    // A cancelled analysis is thrown away by its caller: stop reading instead of finishing it.
                    if attempts % Self.cancellationInterval == 0, Task.isCancelled { break }
                    var input = TokenInput(tokenBuffer, from: index)
                    if let parse = rule.attempt(&input), input.startIndex > index,
                        let mention = builder.mention(
                            for: parse, tokens: tokens[index..<input.startIndex],
                            text: text(tokens[index..<input.startIndex]))
                    {
                        found.append(FoundMention(mention: mention, parse: parse, tokens: index..<input.startIndex))
                        index = input.startIndex
                    } else {
                        index += 1
                    }
                }
                return Self.attachingClauseTimes(
                    found, tokens: tokens, builder: builder,
                    fillers: LanguagePack.all[lexiconIndex].cues.leadingFillers)
            }
        }
    }
}

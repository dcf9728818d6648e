/// List structure written inside a line: quoted spans, parenthesized asides and numbered steps.
///
/// A quoted span's commas and "and" belong to a title ("read 'Thinking, Fast and Slow'"), an aside's to the thing
/// it qualifies ("order the cake (and a small one, if cheap)"); numbered steps can share
/// one line ("plan the move: 1) book a van 2) pack 3) clean"). Read from token shapes alone, in one pass over the
/// tokens (each line is scanned at most twice).
struct InlineMarkers {
    /// Whether each token lies between a pair of quote marks on one line (the marks themselves do not).
    private(set) var isQuoted: [Bool]
    /// Whether each token lies between "(" and the next ")" on one line, the marks included.
    private var isParenthesized: [Bool]
    /// Whether each token is the number of a numbered marker in a run 1, 2, … of at least two markers.
    ///
    /// The number alone: "2" of "2) choose".
    private(set) var isNumberedMarker: [Bool]

    init(_ tokens: [Token]) {
        self.init(count: tokens.count)
        let scanned = markQuotes(tokens)
        markNumbers(tokens)
        markAsides(tokens)
        WorkMeter.add(scanned + 2 * tokens.count)
    }

    /// No markers yet, for `count` tokens.
    private init(count: Int) {
        isQuoted = [Bool](repeating: false, count: count)
        isNumberedMarker = [Bool](repeating: false, count: count)
        isParenthesized = [Bool](repeating: false, count: count)
    }

    /// Which tokens lie inside a quoted title or message, whose words are no date and no person ("watch 'Friday
    /// Night Lights' tonight", "text Ana 'see you at 6'"): the quoted tokens, unless the quotes hold every word of
    /// the capture (a capture pasted in quotes is still read); `nil` when no token is one.
    static func quotedTitles(_ tokens: [Token]) -> [Bool]? {
        guard tokens.contains(where: isQuote) else { return nil }
        var markers = InlineMarkers(count: tokens.count)
        WorkMeter.add(markers.markQuotes(tokens))
        return markers.titles(of: tokens)
    }

    /// ``quotedTitles(_:)`` from the quotes already marked.
    func titles(of tokens: [Token]) -> [Bool]? {
        guard isQuoted.contains(true), tokens.indices.contains(where: { !isQuoted[$0] && tokens[$0].kind == .word })
        else { return nil }
        return isQuoted
    }

    /// Whether the token at `index` lies inside quotes or parentheses, where separators do not split.
    func holdsTogether(_ index: Int) -> Bool { isQuoted[index] || isParenthesized[index] }

    /// Marks the tokens between an opening quote (after a space, glued to the next word) and the next closing one
    /// (glued to the word before) on the same line.
    ///
    /// - Returns: The number of tokens looked at while searching for closing marks.
    private mutating func markQuotes(_ tokens: [Token]) -> Int {
        var scanned = 0
        var index = 0
        while index < tokens.count {
            guard Self.isQuote(tokens[index]), tokens[index].followsSpace, index + 1 < tokens.count,
                !tokens[index + 1].followsSpace, tokens[index + 1].kind != .lineBreak
            else {
                index += 1
                continue
            }
            var close = index + 1
            while close < tokens.count, tokens[close].kind != .lineBreak,
                !(Self.isQuote(tokens[close]) && !tokens[close].followsSpace && close > index + 1)
            {
                close += 1
                scanned += 1
            }
            guard close < tokens.count, tokens[close].kind != .lineBreak else {
                // No closing mark on this line: none of its later quotes closes either.
                index = close
                continue
            }
            for inside in (index + 1)..<close { isQuoted[inside] = true }
            index = close + 1
        }
        return scanned
    }

    /// Marks each "(" … ")" on one line; an opening mark without a closing one on its line marks nothing.
    ///
    /// One pass: the open mark waits for its close, and a line break forgets it.
    private mutating func markAsides(_ tokens: [Token]) {
        var open: Int?
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .lineBreak {
                open = nil
            } else if token.kind == .punctuation, token.text == "(" {
                open = open ?? index
            } else if token.kind == .punctuation, token.text == ")", let start = open {
                for inside in start...index { isParenthesized[inside] = true }
                open = nil
            }
        }
    }

    /// Marks runs 1, 2, 3, … of numbers followed by "." or ")" and a space; a run of one is an ordinary number.
    private mutating func markNumbers(_ tokens: [Token]) {
        var run: [Int] = []
        var last = 0
        func closeRun() {
            if run.count >= 2 { for index in run { isNumberedMarker[index] = true } }
            run.removeAll(keepingCapacity: true)
        }
        for index in tokens.indices {
            guard let value = Self.markerValue(at: index, in: tokens), !isQuoted[index] else { continue }
            if value == 1 {
                closeRun()
                run.append(index)
                last = 1
            } else if !run.isEmpty, value == last + 1 {
                run.append(index)
                last = value
            }
        }
        closeRun()
    }

    /// The value of a one- or two-digit number at `index` that is followed by "." or ")" and then a space.
    private static func markerValue(at index: Int, in tokens: [Token]) -> Int? {
        let token = tokens[index]
        guard token.kind == .number, token.followsSpace, token.text.utf8.count <= 2, index + 2 < tokens.count,
            tokens[index + 1].kind == .punctuation, tokens[index + 1].text == "." || tokens[index + 1].text == ")",
            tokens[index + 2].followsSpace, tokens[index + 2].kind != .lineBreak
        else { return nil }
        return Int(token.text)
    }

    /// Whether `token` is a quote mark, opening or closing.
    static func isQuote(_ token: Token) -> Bool {
        guard token.kind == .punctuation else { return false }
        switch token.text {
        case "\"", "'", "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{00AB}", "\u{00BB}", "\u{201E}": return true
        default: return false
        }
    }
}

/// List structure written inside a line: quoted spans, parenthesized asides and numbered steps.
///
/// A quoted span's commas and "and" belong to a title ("read 'Thinking, Fast and Slow'"), an aside's to the thing
/// it qualifies ("order the cake (and a small one, if cheap)"); numbered steps can share
/// one line ("plan the move: 1) book a van 2) pack 3) clean"). Read from token shapes alone, in one pass over the
/// tokens (each line is scanned at most twice).
struct InlineMarkers {
    /// What marks one token.
    private struct Marks: OptionSet {
        let rawValue: UInt8
        /// Between a pair of quote marks on one line (the marks themselves are not).
        static let quoted = Marks(rawValue: 1)
        /// Between "(" and the next ")" on one line, the marks included.
        static let parenthesized = Marks(rawValue: 2)
        /// The number of a numbered marker in a run 1, 2, … of at least two markers: "2" of "2) choose".
        static let numbered = Marks(rawValue: 4)
    }

    /// Each token's marks; empty when no token has one (most captures), so that reading them costs no memory.
    private var marks: [Marks] = []

    init(_ tokens: [Token]) {
        // Every marker holds a punctuation mark (a quote, a bracket, the "." or ")" after a number): most captures,
        // with commas at most, need no further pass.
        WorkMeter.add(tokens.count)
        guard tokens.indices.contains(where: { tokens[$0].kind == .punctuation && Self.mayMark(tokens[$0].text) })
        else { return }
        let scanned = markQuotes(tokens)
        markNumbers(tokens)
        markAsides(tokens)
        WorkMeter.add(scanned + 2 * tokens.count)
    }

    /// No markers.
    private init() {}

    /// Which tokens lie inside a quoted title or message, whose words are no date and no person ("watch 'Friday
    /// Night Lights' tonight", "text Ana 'see you at 6'"): the quoted tokens, unless the quotes hold every word of
    /// the capture (a capture pasted in quotes is still read); `nil` when no token is one.
    static func quotedTitles(_ tokens: [Token]) -> [Bool]? {
        guard tokens.indices.contains(where: { tokens[$0].kind == .punctuation && isQuoteMark(tokens[$0].text) })
        else { return nil }
        var markers = InlineMarkers()
        WorkMeter.add(markers.markQuotes(tokens))
        return markers.titles(of: tokens)
    }

    /// ``quotedTitles(_:)`` from the quotes already marked.
    func titles(of tokens: [Token]) -> [Bool]? {
        guard marks.contains(where: { $0.contains(.quoted) }),
            tokens.indices.contains(where: { !isQuoted($0) && tokens[$0].kind == .word })
        else { return nil }
        return marks.map { $0.contains(.quoted) }
    }

    /// Whether the token at `index` lies between a pair of quote marks on one line (the marks themselves do not).
    func isQuoted(_ index: Int) -> Bool { !marks.isEmpty && marks[index].contains(.quoted) }

    /// Whether the token at `index` is the number of a numbered marker in a run 1, 2, … of at least two markers.
    ///
    /// The number alone: "2" of "2) choose".
    func isNumberedMarker(_ index: Int) -> Bool { !marks.isEmpty && marks[index].contains(.numbered) }

    /// Whether the token at `index` lies inside quotes or parentheses, where separators do not split.
    func holdsTogether(_ index: Int) -> Bool {
        !marks.isEmpty && !marks[index].isDisjoint(with: [.quoted, .parenthesized])
    }

    /// Adds `mark` to the tokens of `range`, making room for every token's marks first.
    private mutating func mark(_ range: ClosedRange<Int>, as mark: Marks, count: Int) {
        if marks.isEmpty { marks = [Marks](repeating: [], count: count) }
        for index in range { marks[index].insert(mark) }
    }

    /// Marks the tokens between an opening quote (after a space, glued to the next word) and the next closing one
    /// (glued to the word before) on the same line.
    ///
    /// - Returns: The number of tokens looked at while searching for closing marks.
    private mutating func markQuotes(_ tokens: [Token]) -> Int {
        var scanned = 0
        var index = 0
        while index < tokens.count {
            guard tokens[index].kind == .punctuation, Self.isQuoteMark(tokens[index].text), tokens[index].followsSpace,
                index + 1 < tokens.count,
                !tokens[index + 1].followsSpace, tokens[index + 1].kind != .lineBreak
            else {
                index += 1
                continue
            }
            var close = index + 1
            while close < tokens.count, tokens[close].kind != .lineBreak,
                !(close > index + 1 && tokens[close].kind == .punctuation && !tokens[close].followsSpace
                    && Self.isQuoteMark(tokens[close].text))
            {
                close += 1
                scanned += 1
            }
            guard close < tokens.count, tokens[close].kind != .lineBreak else {
                // No closing mark on this line: none of its later quotes closes either.
                index = close
                continue
            }
            if close > index + 1 { mark((index + 1)...(close - 1), as: .quoted, count: tokens.count) }
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
            switch tokens[index].kind {
            case .lineBreak: open = nil
            case .punctuation where tokens[index].text == "(": open = open ?? index
            case .punctuation where tokens[index].text == ")":
                guard let start = open else { continue }
                mark(start...index, as: .parenthesized, count: tokens.count)
                open = nil
            default: continue
            }
        }
    }

    /// Marks runs 1, 2, 3, … of numbers followed by "." or ")" and a space; a run of one is an ordinary number.
    private mutating func markNumbers(_ tokens: [Token]) {
        var run: [Int] = []
        var last = 0
        func closeRun() {
            if run.count >= 2 { for index in run { mark(index...index, as: .numbered, count: tokens.count) } }
            run.removeAll(keepingCapacity: true)
        }
        for index in tokens.indices {
            guard let value = Self.markerValue(at: index, in: tokens), !isQuoted(index) else { continue }
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
        guard tokens[index].kind == .number, index + 2 < tokens.count, tokens[index + 1].kind == .punctuation,
            tokens[index].followsSpace, tokens[index].text.utf8.count <= 2,
            tokens[index + 1].text == "." || tokens[index + 1].text == ")", tokens[index + 2].followsSpace,
            tokens[index + 2].kind != .lineBreak
        else { return nil }
        return Int(tokens[index].text)
    }

    /// Whether `token` is a quote mark, opening or closing.
    static func isQuote(_ token: Token) -> Bool {
        token.kind == .punctuation && isQuoteMark(token.text)
    }

    /// Whether a punctuation token's `text` is a quote mark, opening or closing.
    private static func isQuoteMark(_ text: String) -> Bool {
        // By the first byte: most punctuation tokens are commas, which this tells without comparing strings.
        switch text.utf8.first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return text.utf8.count == 1
        case 0xC2, 0xE2:  // The lead bytes of « and » and of the curly quotes.
            switch text {
            case "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{00AB}", "\u{00BB}", "\u{201E}": return true
            default: return false
            }
        default: return false
        }
    }

    /// Whether a punctuation token's `text` can take part in a marker: a quote mark, a round bracket, or the "." or
    /// ")" after a step's number.
    private static func mayMark(_ text: String) -> Bool {
        switch text.utf8.first {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "."): return text.utf8.count == 1
        default: return isQuoteMark(text)
        }
    }
}

/// Quotations: what a text quotes is someone's words, and the days in them are no one's due dates ("Fr. Möller singt
/// 'Morgen, Kinder, wird's was geben'", "wie der Chef immer sagt: morgen ist auch noch ein Tag").
extension SentenceIndex {
    /// The marks that open or close a quotation.
    private static let quoteMarks: Set<String> = [
        "\"", "'", "\u{201E}", "\u{201C}", "\u{201D}", "\u{00AB}", "\u{00BB}", "\u{2018}", "\u{2019}", "\u{201A}",
        "\u{2039}", "\u{203A}",
    ]

    /// Whether the punctuation token is a quotation mark.
    static func isQuoteMark(_ token: Token) -> Bool {
        quoteMarks.contains(token.text)
    }

    /// The running count of quoted tokens: element i counts those before token i.
    ///
    /// A quotation runs from a mark that opens it (at the start of a line or after a space, glued to the word after
    /// it) to the next mark on the same line glued to the word before it; or from a colon after a speech verb to the
    /// end of the sentence. One pass each way, so a line of unmatched marks stays linear.
    static func quotedCounts(of tokens: [Token], lexicon: DateLexicon) -> [Int] {
        let count = tokens.count
        // The next mark that can close a quotation at or after each token, on the same line (-1 when none).
        var closing = [Int](repeating: -1, count: count)
        var next = -1
        for index in tokens.indices.reversed() {
            if tokens[index].kind == .lineBreak { next = -1 }
            if tokens[index].kind == .punctuation, isQuoteMark(tokens[index]), !tokens[index].followsSpace {
                next = index
            }
            closing[index] = next
        }
        var isQuoted = [Bool](repeating: false, count: count)
        var index = 0
        var inSpeech = false
        while index < count {
            let token = tokens[index]
            if inSpeech {
                if token.kind == .lineBreak || token.kind == .punctuation && [".", "!", "?"].contains(token.normalized)
                {
                    inSpeech = false
                } else {
                    isQuoted[index] = true
                }
                index += 1
                continue
            }
            let opens =
                token.kind == .punctuation && isQuoteMark(token) && index + 1 < count && !tokens[index + 1].followsSpace
                && (index == 0 || token.followsSpace || tokens[index - 1].kind == .lineBreak)
            if opens, closing[index + 1] > index + 1 {
                let end = closing[index + 1]
                for inside in (index + 1)..<end { isQuoted[inside] = true }
                index = end + 1
                continue
            }
            if token.kind == .punctuation, token.normalized == ":", index > 0,
                lexicon.lexeme(for: tokens[index - 1].normalized)?.isSpeechVerb == true
            {
                inSpeech = true
            }
            index += 1
        }
        var counts = [0]
        counts.reserveCapacity(count + 1)
        for flag in isQuoted { counts.append(counts[counts.count - 1] + (flag ? 1 : 0)) }
        return counts
    }
}

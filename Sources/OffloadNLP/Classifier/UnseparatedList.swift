/// A list typed without separators after what it is for, in a language whose commands end with the verb: "fürs mofa
/// noch kaufen helm handschuhe regenkombi kettenschloss", "für die station ja kaffee filtertüten zucker kekse",
/// "ersatz besorgen ja vier spanngurte eine ratsche kantenschutz".
///
/// The text opens with what the things are for (``NeedForm/purposeWords``: "für die station") or holds a verb of
/// getting them (``NeedForm/gettingVerbs``), and after the last such verb, filler of dictation or the header, runs
/// ``minimumItems`` words or more that are no verb, statement word or preposition: the items. A verb after them
/// ("für Samstag Brot Milch Eier holen") makes it a task, and a comma or a line break makes segments, which the list
/// cues read.
enum UnseparatedList {
    /// The fewest item words in the run (articles, counts and "und" do not count).
    static let minimumItems = 3

    /// Whether `tokens` are such a list in the language of `words`.
    static func isList(_ tokens: [Token], words: CueWords) -> Bool {
        let form = words.need
        guard words.isVerbFinal, words.command.reads else { return false }
        var anchor: Int?
        var getsThings = false
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .word:
                let word = token.normalized
                if form.gettingVerbs.contains(word) {
                    getsThings = true
                    anchor = index + 1
                } else if words.command.spokenBreaks.contains(word) {
                    anchor = index + 1
                }
            case .punctuation:
                // A sentence's end may close the list; any other mark makes segments.
                guard index == tokens.count - 1, token.endsSentence else { return false }
            case .lineBreak:
                return false
            default:
                continue
            }
        }
        let header = headerEnd(tokens, words: words)
        guard getsThings || header != nil else { return false }
        let start = max(anchor ?? 0, header ?? 0)
        return itemCount(tokens, from: start, words: words) >= minimumItems
    }

    /// Where a header of purpose ends: after its word ("für", "fürs"), an article or a possessive if any, and one
    /// word ("für die station", "fürs mofa", "für mama"); `nil` when the text does not open with one.
    private static func headerEnd(_ tokens: [Token], words: CueWords) -> Int? {
        let fillers = words.command.spokenBreaks
        guard let first = tokens.firstIndex(where: { $0.kind == .word && !fillers.contains($0.normalized) }),
            words.need.purposeWords.contains(tokens[first].normalized)
        else { return nil }
        var index = first + 1
        if index < tokens.count, words.command.nounMarkers.contains(tokens[index].normalized) { index += 1 }
        guard index < tokens.count, tokens[index].kind == .word else { return nil }
        return index + 1
    }

    /// How many item words run from `start` to the end of `tokens`; 0 when a verb, a statement word or a
    /// preposition stands among them.
    private static func itemCount(_ tokens: [Token], from start: Int, words: CueWords) -> Int {
        let form = words.need
        var items = 0
        for token in tokens[start...] {
            switch token.kind {
            case .word:
                let word = token.normalized
                if form.articles.contains(word) || words.itemJoins.contains(word) || form.stillWords.contains(word) {
                    continue
                }
                if words.isKnownVerb(word) || words.isStatementWord(word) || words.command.nounMarkers.contains(word)
                    || words.command.spokenBreaks.contains(word)
                {
                    return 0
                }
                items += 1
            case .number, .punctuation:
                continue
            default:
                return 0
            }
        }
        return items
    }
}

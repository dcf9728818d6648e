/// Finds people, list items, money, links, contact details, tags, priority cues and durations in a capture.
///
/// Hand-built rules over ``Token``s: token kinds give URLs, emails, phones, tags, mentions and money directly;
/// small word tables give people, relations, priority cues and list units. Durations come from the
/// ``DateExtractor``'s duration mentions. Every entity's ``Entity/text`` is an exact slice of the raw text and
/// every normalized value is built from that text (lower-cased, singular units), never invented.
///
/// ```swift
/// let text = "groceries: milk, eggs and 2 loaves of bread"
/// let entities = EntityExtractor().extract(from: Tokenizer().tokenize(text), text: text, dates: [])
/// // list_name "groceries", list_item "milk", "eggs", "2 loaves of bread" (item "bread", quantity 2, unit "loaf")
/// ```
public struct EntityExtractor: Sendable {
    private let lexicon: EntityLexicon

    /// Creates an extractor; `language` (`en`, `de`, `es`) adds that language's words (relations, roles, titles,
    /// list words and units) to English's.
    public init(language: String = "en") {
        lexicon = EntityLexicon.forLanguage(language)
    }

    /// Finds entities in `tokens`.
    ///
    /// - Parameters:
    ///   - tokens: Tokens of `text` from ``Tokenizer``, in input order.
    ///   - text: The raw text the tokens came from; entity texts are sliced from it.
    ///   - dates: Date mentions of the same text (from ``DateExtractor``); their tokens are never names or list
    ///     items, and their durations become ``Entity/Kind/duration`` entities. Pass `[]` when there is no context.
    /// - Returns: Entities ordered by start offset; they may nest (a list item can hold a money amount) but two
    ///   entities of one kind never overlap. Empty for empty text. Never fails.
    /// - Complexity: O(n) in the number of tokens.
    public func extract(from tokens: [Token], text: String, dates: [DateMention]) -> [Entity] {
        extract(from: tokens, text: text, dates: dates, words: lexicon.words(of: tokens))
    }

    /// ``extract(from:text:dates:)`` with the tokens' word lists already looked up in the same language
    /// (`EntityLexicon.words(of:)`), so that the analyzer looks them up once for the entities and the title.
    func extract(from tokens: [Token], text: String, dates: [DateMention], words: [EntityWord]) -> [Entity] {
        guard !tokens.isEmpty else { return [] }
        let scan = EntityScan(tokens: tokens, text: text, dates: dates, words: words)
        var entities = TokenEntityRule().entities(in: scan)
        let priorities = PriorityRule().entities(in: scan)
        entities += priorities
        entities += durations(dates, scan: scan)
        entities += PersonRule(lexicon: lexicon).entities(in: scan)
        entities += ListRule(lexicon: lexicon).entities(in: scan, priorities: priorities)
        entities.sort {
            ($0.characterRange.lowerBound, $0.characterRange.upperBound) < (
                $1.characterRange.lowerBound, $1.characterRange.upperBound
            )
        }
        return entities
    }

    private func durations(_ dates: [DateMention], scan: EntityScan) -> [Entity] {
        dates.compactMap { mention in
            guard mention.kind == .duration, let seconds = mention.durationSeconds,
                mention.characterRange.upperBound <= scan.characterCount
            else { return nil }
            return Entity(
                kind: .duration, text: mention.text, characterRange: mention.characterRange,
                value: Entity.Value(seconds: seconds), confidence: mention.confidence)
        }
    }
}

/// The tokens of one capture with what the rules share: exact slicing and which tokens belong to dates.
struct EntityScan {
    let tokens: [Token]
    let text: String
    /// Whether each token lies inside a date mention.
    let isDate: [Bool]
    /// The tokens that are a whole date mention on their own ("April" read as the first of April).
    let wholeDateTokens: Set<Int>
    /// The word lists holding each token's normalized form (whatever its kind).
    let words: [EntityWord]
    /// The number of `Character`s in the text (the end of the last token; trailing white space is not counted).
    let characterCount: Int
    /// Quoted spans, asides and numbered markers, read once for every rule.
    let markers: InlineMarkers
    /// Whether each token lies in a quoted title or message (``InlineMarkers/quotedTitles(_:)``); empty when none.
    let isInTitle: [Bool]

    init(tokens: [Token], text: String, dates: [DateMention], words: [EntityWord]) {
        self.tokens = tokens
        self.text = text
        var isDate = [Bool](repeating: false, count: tokens.count)
        if !dates.isEmpty {
            let dateRanges = RangeUnion(dates.lazy.map(\.utf8Range))
            var probes = dates.count
            var cursor = 0
            for index in tokens.indices {
                isDate[index] = dateRanges.overlaps(tokens[index].utf8Range, cursor: &cursor, probes: &probes)
            }
            WorkMeter.add(probes)
        }
        self.isDate = isDate
        wholeDateTokens = Self.wholeDateTokens(tokens, dates: dates)
        self.words = words
        characterCount = tokens.last?.characterRange.upperBound ?? 0
        markers = InlineMarkers(tokens)
        isInTitle = markers.titles(of: tokens) ?? []
    }

    /// The indices of tokens whose UTF-8 range is exactly a mention's.
    ///
    /// - Complexity: O(m log n) for m mentions and n tokens.
    private static func wholeDateTokens(_ tokens: [Token], dates: [DateMention]) -> Set<Int> {
        var found: Set<Int> = []
        for mention in dates {
            var low = 0
            var high = tokens.count
            while low < high {
                let middle = (low + high) / 2
                if tokens[middle].utf8Range.lowerBound < mention.utf8Range.lowerBound {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            if low < tokens.count, tokens[low].utf8Range == mention.utf8Range { found.insert(low) }
        }
        return found
    }

    /// The exact source text from the start of token `first` to the end of token `last`.
    func slice(_ first: Int, _ last: Int) -> String {
        let utf8 = text.utf8
        let start = tokens[first].utf8Range.lowerBound
        let end = tokens[last].utf8Range.upperBound
        guard start <= end, end <= utf8.count else { return "" }
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(utf8.startIndex, offsetBy: end)
        return String(text[lower..<upper])
    }

    /// An entity spanning tokens `first...last`.
    func entity(_ kind: Entity.Kind, _ first: Int, _ last: Int, value: Entity.Value, confidence: Double) -> Entity {
        Entity(
            kind: kind, text: slice(first, last),
            characterRange: tokens[first].characterRange.lowerBound..<tokens[last].characterRange.upperBound,
            value: value, confidence: confidence)
    }

    /// Whether token `index` is a word with this normalized form.
    func isWord(_ index: Int, _ normalized: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .word && tokens[index].normalized == normalized
    }

    /// Whether token `index` starts a sentence or a line (so its capital letter says nothing).
    func startsSentence(_ index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = tokens[index - 1]
        if previous.kind == .lineBreak { return true }
        guard previous.kind == .punctuation, let first = previous.text.first else { return false }
        switch first {
        case ".", "!", "?", ":", "-", "*", "•", "–", ";", "(", "\"", "☐": return true
        default: return false
        }
    }
}

/// Turns tokens into the features the classifiers score: unigrams, bigrams, character 4-grams and cues.
///
/// Feature names read `w:milk`, `b:^|call`, `c:#mil`, `cue:items`; their id is the FNV-1a hash of the name.
/// ``features(of:isKnownWord:)`` spells the names (training, explanations); ``featureIDs(of:isKnown:)`` computes only
/// the ids, without building strings, for fast inference. Both give the same ids for the same tokens.
public struct FeatureExtractor: Sendable {
    /// Whether character 4-grams of words are produced.
    public let usesCharacterGrams: Bool
    /// The cue words of the language the model reads.
    let cues: CueWords

    /// Creates an extractor for a model of `language` (its cue words and typo corrections).
    public init(usesCharacterGrams: Bool = false, language: String = ModelShelf.primaryLanguage) {
        self.usesCharacterGrams = usesCharacterGrams
        self.cues = CueWords.forLanguage(language)
    }

    /// The features of a tokenized capture with their names, in a stable order.
    ///
    /// `isKnownWord(word)` tells whether the model's corpus knows a word; unknown words are tried against the typo
    /// corrector, as ``featureIDs(of:isKnown:)`` does at inference (a real word such as "wochen" or "contract" must
    /// not become the cue word one letter away, "kochen" or "contact").
    public func features(of tokens: [Token], isKnownWord: (String) -> Bool) -> [Feature] {
        let symbols = symbols(of: tokens, isKnownWord: isKnownWord)
        var features: [Feature] = []
        features.reserveCapacity(symbols.count * 3 + 8)
        var previous = "^"
        var previousIndex = 0
        for (symbol, index) in symbols {
            features.append(Feature(kind: .unigram, name: "w:" + symbol, tokenRange: index..<index + 1))
            features.append(
                Feature(kind: .bigram, name: "b:" + previous + "|" + symbol, tokenRange: previousIndex..<index + 1))
            if usesCharacterGrams, tokens[index].kind == .word {
                appendCharacterGrams(of: symbol, at: index, to: &features)
            }
            previous = symbol
            previousIndex = index
        }
        for cue in CueAnalysis(tokens: tokens, words: cues).cues {
            features.append(Feature(kind: .cue, name: "cue:" + cue.name, tokenRange: cue.tokenRange))
        }
        return features
    }

    /// The feature ids only, without building strings.
    ///
    /// `isKnown(id)` tells whether the model knows a unigram id; unknown words are tried against the typo corrector,
    /// as training tries the words its corpus does not know, so the ids match ``features(of:isKnownWord:)``.
    func featureIDs(of tokens: [Token], isKnown: (UInt64) -> Bool) -> [UInt64] {
        var sources: [FeatureSource]? = nil
        return featureIDs(of: tokens, isKnown: isKnown, sources: &sources)
    }

    /// The feature ids, and in `sources` (when not `nil`) each id's source, whose name is spelled only on demand:
    /// explanations name a handful of features, not all of them.
    func featureIDs(of tokens: [Token], isKnown: (UInt64) -> Bool, sources: inout [FeatureSource]?) -> [UInt64] {
        var ids: [UInt64] = []
        ids.reserveCapacity(tokens.count * 2 + 8)
        sources?.reserveCapacity(tokens.count * 2 + 8)
        var previous = "^"
        var previousIndex = 0
        for (index, token) in tokens.enumerated() {
            guard var symbol = Self.symbol(of: token) else { continue }
            var unigram = FeatureHash.of("w:", symbol)
            if token.kind == .word,
                let replacement = replacement(
                    of: symbol, isKnown: { isKnown(unigram) }, isKnownWord: { isKnown(FeatureHash.of("w:", $0)) })
            {
                symbol = replacement
                unigram = FeatureHash.of("w:", symbol)
            }
            let bigram = FeatureHash.of("b:", previous, symbol)
            ids.append(unigram)
            ids.append(bigram)
            sources?.append(FeatureSource(id: unigram, spelling: .unigram(symbol), tokenRange: index..<index + 1))
            sources?.append(
                FeatureSource(id: bigram, spelling: .bigram(previous, symbol), tokenRange: previousIndex..<index + 1))
            previous = symbol
            previousIndex = index
        }
        for cue in CueAnalysis(tokens: tokens, words: cues).cues {
            let id = FeatureHash.of("cue:", cue.name)
            ids.append(id)
            sources?.append(FeatureSource(id: id, spelling: .cue(cue.name), tokenRange: cue.tokenRange))
        }
        return ids
    }

    /// Each scored token's symbol with its index; each word `isKnownWord` does not know is tried against the typo
    /// corrector.
    private func symbols(of tokens: [Token], isKnownWord: (String) -> Bool) -> [(String, Int)] {
        var symbols: [(String, Int)] = []
        symbols.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            guard let symbol = Self.symbol(of: token) else { continue }
            if token.kind == .word,
                let replacement = replacement(of: symbol, isKnown: { isKnownWord(symbol) }, isKnownWord: isKnownWord)
            {
                symbols.append((replacement, index))
            } else {
                symbols.append((symbol, index))
            }
        }
        return symbols
    }

    /// The word a word's symbol is scored as, or `nil` to keep it: the cue word its "-s" form stands for ("plants"),
    /// else, when `isKnown()` says the model does not know the word, the cue word it misspells ("calll") or the
    /// head of a compound that `isKnownWord` knows ("Zeckenimpfung" as "impfung").
    ///
    /// Training and inference both go through here, so their features match.
    private func replacement(of symbol: String, isKnown: () -> Bool, isKnownWord: (String) -> Bool) -> String? {
        if let singular = cues.typoCorrector.singular(of: symbol) { return singular }
        guard !isKnown() else { return nil }
        return cues.typoCorrector.correction(of: symbol) ?? cues.compounds.head(of: symbol, isKnownWord: isKnownWord)
    }

    /// The symbol a token contributes: its normalized word, or its kind for numbers, times, URLs and the like.
    static func symbol(of token: Token) -> String? {
        switch token.kind {
        case .word: token.normalized
        case .punctuation:
            switch token.normalized.first {
            case ",": ","
            case ":": ":"
            case ";": ";"
            case "!": "!"
            case "?": "?"
            case "-": "-"
            case "*": "*"
            case "•": "•"
            case "(": "("
            case "&": "&"
            case "+": "+"
            case "/": "/"
            default: nil
            }
        case .lineBreak: "<nl>"
        case .number: "<number>"
        case .ordinal: "<ordinal>"
        case .time: "<time>"
        case .date: "<date>"
        case .money: "<money>"
        case .url: "<url>"
        case .email: "<email>"
        case .phone: "<phone>"
        case .hashtag: "<hashtag>"
        case .mention: "<mention>"
        case .emoji: "<emoji>"
        }
    }

    private func appendCharacterGrams(of word: String, at index: Int, to features: inout [Feature]) {
        let characters = Array("#" + word + "#")
        guard characters.count >= 6, characters.count <= 24 else { return }
        for start in 0...(characters.count - 4) {
            features.append(
                Feature(
                    kind: .characters, name: "c:" + String(characters[start..<start + 4]), tokenRange: index..<index + 1
                ))
        }
    }
}

/// Where one feature id came from, with its name spelled only when asked for.
struct FeatureSource: Sendable {
    /// How the name is spelled.
    enum Spelling: Sendable {
        case named(String)
        case unigram(String)
        case bigram(String, String)
        case cue(String)
    }

    /// The feature id (FNV-1a of ``name``).
    let id: UInt64
    /// The parts of the name.
    let spelling: Spelling
    /// The token range (indices into the token array) the feature came from.
    let tokenRange: Range<Int>

    /// The readable name, such as `w:milk` or `b:^|call`.
    var name: String {
        switch spelling {
        case .named(let name): name
        case .unigram(let symbol): "w:" + symbol
        case .bigram(let previous, let symbol): "b:" + previous + "|" + symbol
        case .cue(let cue): "cue:" + cue
        }
    }

    init(id: UInt64, spelling: Spelling, tokenRange: Range<Int>) {
        self.id = id
        self.spelling = spelling
        self.tokenRange = tokenRange
    }

    /// The source of an already named feature.
    init(_ feature: Feature) {
        self.init(id: feature.id, spelling: .named(feature.name), tokenRange: feature.tokenRange)
    }
}

/// Turns tokens into the features the classifiers score: unigrams, bigrams, character 4-grams and cues.
///
/// Feature names read `w:milk`, `b:^|call`, `c:#mil`, `cue:items`; their id is the FNV-1a hash of the name.
/// ``features(of:)`` spells the names (training, explanations); ``featureIDs(of:isKnown:)`` computes only the ids,
/// without building strings, for fast inference. Both give the same ids for the same tokens.
public struct FeatureExtractor: Sendable {
    /// Whether character 4-grams of words are produced.
    public let usesCharacterGrams: Bool

    /// Creates an extractor.
    public init(usesCharacterGrams: Bool = false) {
        self.usesCharacterGrams = usesCharacterGrams
    }

    /// The features of a tokenized capture with their names, in a stable order.
    public func features(of tokens: [Token]) -> [Feature] {
        let symbols = Self.symbols(of: tokens)
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
        for cue in CueAnalysis(tokens: tokens).cues {
            features.append(Feature(kind: .cue, name: "cue:" + cue.name, tokenRange: cue.tokenRange))
        }
        return features
    }

    /// The feature ids only, without building strings.
    ///
    /// `isKnown(id)` tells whether the model knows a unigram id; unknown words are tried against the typo corrector,
    /// which training applies to every word, so the ids match ``features(of:)``.
    func featureIDs(of tokens: [Token], isKnown: (UInt64) -> Bool) -> [UInt64] {
        var ids: [UInt64] = []
        ids.reserveCapacity(tokens.count * 2 + 8)
        var previous = "^"
        for token in tokens {
            guard var symbol = Self.symbol(of: token) else { continue }
            var unigram = FeatureHash.of("w:", symbol)
            if token.kind == .word, !isKnown(unigram), let corrected = TypoCorrector.cueWords.correction(of: symbol) {
                symbol = corrected
                unigram = FeatureHash.of("w:", symbol)
            }
            ids.append(unigram)
            ids.append(FeatureHash.of("b:", previous, symbol))
            previous = symbol
        }
        for cue in CueAnalysis(tokens: tokens).cues { ids.append(FeatureHash.of("cue:", cue.name)) }
        return ids
    }

    /// Each scored token's symbol with its index; every word is tried against the typo corrector, as in training.
    private static func symbols(of tokens: [Token]) -> [(String, Int)] {
        var symbols: [(String, Int)] = []
        symbols.reserveCapacity(tokens.count)
        for (index, token) in tokens.enumerated() {
            guard let symbol = symbol(of: token) else { continue }
            if token.kind == .word, let corrected = TypoCorrector.cueWords.correction(of: symbol) {
                symbols.append((corrected, index))
            } else {
                symbols.append((symbol, index))
            }
        }
        return symbols
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

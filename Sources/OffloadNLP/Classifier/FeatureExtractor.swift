/// Turns tokens into the features the classifiers score: unigrams, bigrams, character 4-grams and cues.
public struct FeatureExtractor: Sendable {
    /// Whether character 4-grams of words are produced (they help with typos such as "tomorow").
    public let usesCharacterGrams: Bool

    /// Creates an extractor.
    public init(usesCharacterGrams: Bool = true) {
        self.usesCharacterGrams = usesCharacterGrams
    }

    /// The features of a tokenized capture, in a stable order.
    public func features(of tokens: [Token]) -> [Feature] {
        var features: [Feature] = []
        features.reserveCapacity(tokens.count * 6 + 8)
        var previous = "^"
        var previousIndex = 0
        for (index, token) in tokens.enumerated() {
            guard let symbol = Self.symbol(of: token) else { continue }
            features.append(Feature(kind: .unigram, name: "w:" + symbol, tokenRange: index..<index + 1))
            features.append(Feature(kind: .bigram, name: "b:" + previous + "|" + symbol, tokenRange: previousIndex..<index + 1))
            if usesCharacterGrams, token.kind == .word { appendCharacterGrams(of: token.normalized, at: index, to: &features) }
            previous = symbol
            previousIndex = index
        }
        for cue in CueAnalysis(tokens: tokens).cues {
            features.append(Feature(kind: .cue, name: "cue:" + cue.name, tokenRange: cue.tokenRange))
        }
        return features
    }

    /// The symbol a token contributes: its normalized word, or its kind for numbers, times, URLs and the like.
    static func symbol(of token: Token) -> String? {
        switch token.kind {
        case .word: TypoCorrector.cueWords.correction(of: token.normalized) ?? token.normalized
        case .punctuation:
            switch token.normalized.first {
            case ",", ":", ";", "!", "?", "-", "*", "•", "(", "&", "+", "/": String(token.normalized.prefix(1))
            default: nil
            }
        case .lineBreak: "<nl>"
        default: "<" + token.kind.rawValue + ">"
        }
    }

    private func appendCharacterGrams(of word: String, at index: Int, to features: inout [Feature]) {
        let characters = Array("#" + word + "#")
        guard characters.count >= 6, characters.count <= 24 else { return }
        for start in 0...(characters.count - 4) {
            features.append(Feature(kind: .characters, name: "c:" + String(characters[start..<start + 4]), tokenRange: index..<index + 1))
        }
    }
}

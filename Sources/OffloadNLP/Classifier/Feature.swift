/// One feature occurrence in a capture: a hashed id plus enough to spell its name and find its source span.
public struct Feature: Hashable, Sendable {
    /// The kind of evidence.
    public enum Kind: UInt8, Sendable {
        /// A token: `w:milk`, or a token class such as `k:time`.
        case unigram
        /// Two adjacent symbols, with `^` at the start: `b:^|call`.
        case bigram
        /// A character 4-gram of a word, with `#` marking the word's edges: `c:#mil`.
        case characters
        /// A shape or lexicon cue: `cue:lead-communication`.
        case cue
    }

    /// FNV-1a hash of ``name``; the model's key.
    public let id: UInt64
    /// What kind of evidence this is.
    public let kind: Kind
    /// The readable feature name, such as `w:milk`; used by training and explanations.
    public let name: String
    /// The token range (indices into the token array) the feature came from.
    public let tokenRange: Range<Int>

    /// Creates a feature from its name.
    public init(kind: Kind, name: String, tokenRange: Range<Int>) {
        self.id = FeatureHash.of(name)
        self.kind = kind
        self.name = name
        self.tokenRange = tokenRange
    }
}

/// The kind of a token, decided by its shape alone.
public enum TokenKind: String, Hashable, Sendable, Codable, CaseIterable {
    case word, number, ordinal, time, date, money, url, email, phone, hashtag, mention, emoji, punctuation
    case lineBreak = "line_break"
}

/// One token of a capture, with its exact place in the raw text.
///
/// `utf8Range` counts UTF-8 bytes and `characterRange` counts Swift `Character`s (grapheme clusters),
/// both from the start of the raw text; slicing the raw text with either gives back ``text`` exactly.
public struct Token: Hashable, Sendable {
    /// What the token is.
    public let kind: TokenKind
    /// The exact source text.
    public let text: String
    /// The folded form used for matching: case folded, diacritics removed, apostrophes dropped,
    /// possessive `'s` removed ("Tom's" → "tom", "don't" → "dont", "Café" → "cafe").
    public let normalized: String
    /// Byte offsets in the UTF-8 raw text, end exclusive.
    public let utf8Range: Range<Int>
    /// Character (grapheme cluster) offsets in the raw text, end exclusive.
    public let characterRange: Range<Int>
    /// Whether the word ends in a possessive `'s` ("Tom's").
    public let isPossessive: Bool
    /// Whether the first character is an upper-case letter.
    public let isCapitalized: Bool
    /// Whether white space (or the start of the text) comes right before the token.
    public let followsSpace: Bool

    /// Creates a token.
    public init(
        kind: TokenKind, text: String, normalized: String, utf8Range: Range<Int>, characterRange: Range<Int>,
        isPossessive: Bool = false, isCapitalized: Bool = false, followsSpace: Bool = true
    ) {
        self.kind = kind
        self.text = text
        self.normalized = normalized
        self.utf8Range = utf8Range
        self.characterRange = characterRange
        self.isPossessive = isPossessive
        self.isCapitalized = isCapitalized
        self.followsSpace = followsSpace
    }
}

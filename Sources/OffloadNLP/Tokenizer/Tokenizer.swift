/// Splits raw capture text into typed tokens with exact source ranges.
///
/// The tokenizer is hand-built and never fails: any string, including invalid sequences already replaced by
/// U+FFFD, NUL, combining marks, right-to-left text and ZWJ emoji, yields tokens whose ranges lie inside the
/// text and slice back to ``Token/text`` exactly. Tokens come in input order and never overlap.
///
/// ```swift
/// let tokens = Tokenizer().tokenize("call Tom's mom at 5pm")
/// // word "call", word "Tom's" (normalized "tom", possessive), word "mom", word "at", time "5pm"
/// ```
public struct Tokenizer: Sendable {
    private let normalizer = TextNormalizer()

    /// Creates a tokenizer.
    public init() {}

    /// Tokenizes `text`.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public func tokenize(_ text: String) -> [Token] {
        let units = TextUnits(text)
        var scanner = TokenScanner(units: units)
        var tokens: [Token] = []
        tokens.reserveCapacity(units.count / 4 + 1)
        var position = 0
        while position < units.count {
            let unitClass = units.classes[position]
            if unitClass == .space {
                position += 1
                continue
            }
            let (kind, end) = scanner.scan(at: position)
            tokens.append(makeToken(kind: kind, from: position, to: end, units: units))
            position = end
        }
        return tokens
    }

    private func makeToken(kind: TokenKind, from start: Int, to end: Int, units: TextUnits) -> Token {
        let byteRange = units.byteOffset(ofUnit: start)..<units.byteOffset(ofUnit: end)
        let bytes = units.bytes[byteRange]
        let text = String(decoding: bytes, as: UTF8.self)
        let followsSpace = start == 0 || units.classes[start - 1] == .space || units.classes[start - 1] == .newline
        let firstByte = units.asciiBytes[start]
        // ASCII letters are checked by byte; only other scripts need the Unicode property lookup.
        let isCapitalized =
            units.classes[start] == .letter
            && (firstByte != 0 ? (0x41...0x5A).contains(firstByte) : (text.first?.isUppercase ?? false))
        var normalized: String
        var isPossessive = false
        switch kind {
        case .word:
            if let folded = Self.asciiFolded(bytes, text) {
                // ASCII: the only apostrophe `normalizeWord` looks for is "'" (0x27).
                (normalized, isPossessive) = bytes.contains(0x27) ? Self.normalizeWord(folded) : (folded, false)
            } else {
                (normalized, isPossessive) = Self.normalizeWord(normalizer.foldForMatching(text))
            }
        case .lineBreak:
            normalized = "\n"
        default:
            normalized = Self.asciiFolded(bytes, text) ?? normalizer.foldForMatching(text)
        }
        if normalized.isEmpty { normalized = text }
        return Token(
            kind: kind, text: text, normalized: normalized, utf8Range: byteRange, characterRange: start..<end,
            isPossessive: isPossessive, isCapitalized: isCapitalized, followsSpace: followsSpace)
    }

    /// What ``TextNormalizer/foldForMatching(_:)`` gives for ASCII `text`, or `nil` for non-ASCII text.
    ///
    /// `bytes` is the UTF-8 of `text`. Gives `text` itself when it has no capital, else its lower-cased copy, from
    /// the bytes already at hand instead of a new array.
    private static func asciiFolded(_ bytes: ArraySlice<UInt8>, _ text: String) -> String? {
        var hasCapital = false
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte >= 0x41, byte <= 0x5A { hasCapital = true }
        }
        guard hasCapital else { return text }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var written = 0
            for byte in bytes {
                buffer[written] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                written += 1
            }
            return written
        }
    }

    /// Words whose `'s` is a contraction ("it's" = it is), not a possessive.
    private static let contractionsWithS: Set<String> = [
        "it's", "that's", "what's", "let's", "there's", "here's", "he's", "she's", "who's", "where's", "how's",
        "when's", "why's", "everything's", "nothing's", "something's",
    ]

    static func normalizeWord(_ folded: String) -> (String, Bool) {
        // Scalar scan, not Foundation's `contains(_:)`: this runs for every word and dominated tokenizing time.
        guard folded.unicodeScalars.contains(where: { $0 == "'" || $0 == "\u{2019}" }) else { return (folded, false) }
        let straight = String(folded.map { $0 == "\u{2019}" ? "'" : $0 })
        let withoutApostrophes: (Substring) -> String = { String($0.filter { $0 != "'" }) }
        if straight.hasSuffix("'s"), straight.count > 2, !contractionsWithS.contains(straight) {
            return (withoutApostrophes(straight.dropLast(2)), true)
        }
        return (withoutApostrophes(Substring(straight)), false)
    }
}

/// The character n-grams of a text that the language model counts: one to three letters of each word, with the
/// word's edges marked, so that "Straße" gives "_s", "str", "aße", "e_" and the rest.
///
/// A gram is packed into one `UInt64` (three 21-bit scalars, the first ones zero for shorter grams; the edge mark is
/// a space), so counting and probing never build a string.
///
/// Words of two or three letters are also counted whole ("_mit_", "_am_", "_la_"): the function words that tell
/// "meeting mit dem Team am Montag" from English, whose trigrams alone its loanwords outweigh. Such a word is packed
/// like a gram with the top bit set, which no gram has.
enum CharacterGrams {
    /// The longest gram counted.
    static let maximumLength = 3
    /// The scalar that marks a word's edge inside a gram.
    static let edge: UInt32 = 0x20
    /// The bit that marks a whole short word.
    static let wordFlag: UInt64 = 1 << 63
    /// The word lengths counted whole.
    static let wordLengths = 2...3

    /// Calls `body` with every gram of `text`'s first `letterLimit` letters, in order, and returns how many letters
    /// it read (the limit is checked at the end of a word, so the last word is read whole).
    ///
    /// Letters are lowercased; anything that is not a letter (digits, punctuation, spaces, emoji) ends a word. The
    /// work is bounded by `letterLimit`, whatever the length of the text. A text cut at non-letters gives the same
    /// grams piece by piece as whole.
    @discardableResult
    static func forEach<Text: StringProtocol>(in text: Text, letterLimit: Int, _ body: (UInt64) -> Void) -> Int {
        var window: UInt64 = 0
        // How many scalars of the current word (with its leading edge mark) the window holds, at most three.
        var filled = 0
        var letters = 0
        // The current word's letters, packed while it is short enough to count whole.
        var word: UInt64 = 0
        var wordLength = 0
        func endWord() {
            if wordLengths.contains(wordLength) { body(wordFlag | word) }
            (word, wordLength) = (0, 0)
        }
        func push(_ scalar: UInt32, shortest: Int) {
            window = ((window << 21) | UInt64(scalar)) & 0x7FFF_FFFF_FFFF_FFFF
            filled = min(filled + 1, maximumLength)
            guard shortest <= filled else { return }
            for length in shortest...filled {
                body(length == 3 ? window : window & ((1 << UInt64(21 * length)) - 1))
            }
        }
        for scalar in text.unicodeScalars {
            guard let letter = lowercaseLetter(scalar) else {
                if filled > 0 {
                    // The word's end: grams that close on the edge mark ("e_", "ße_").
                    push(edge, shortest: 2)
                    endWord()
                    filled = 0
                    if letters >= letterLimit { return letters }
                }
                continue
            }
            if filled == 0 {
                window = UInt64(edge)
                filled = 1
            }
            letters += 1
            if wordLength <= wordLengths.upperBound { word = (word << 21) | UInt64(letter) }
            wordLength += 1
            push(letter, shortest: 1)
        }
        if filled > 0 {
            push(edge, shortest: 2)
            endWord()
        }
        return letters
    }

    /// `scalar` lowercased when it is a letter, else `nil`.
    @inline(__always)
    private static func lowercaseLetter(_ scalar: Unicode.Scalar) -> UInt32? {
        let value = scalar.value
        if value < 0x80 {
            if value >= 0x61 && value <= 0x7A { return value }
            if value >= 0x41 && value <= 0x5A { return value + 0x20 }
            return nil
        }
        guard scalar.properties.isAlphabetic else { return nil }
        return scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
    }

    /// The text of a packed gram, the edge mark written `_` ("_st"), as the model file stores it; a whole word
    /// between two edge marks ("_mit_").
    static func text(of gram: UInt64) -> String {
        if gram & wordFlag != 0 { return "_" + text(of: gram & ~wordFlag) + "_" }
        var scalars: [Unicode.Scalar] = []
        for shift in stride(from: 42, through: 0, by: -21) {
            let value = UInt32((gram >> UInt64(shift)) & 0x1F_FFFF)
            guard value != 0, let scalar = Unicode.Scalar(value == edge ? 0x5F : value) else { continue }
            scalars.append(scalar)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The packed gram of a model file's text ("_st", or a whole word "_mit_"), or `nil` when it is empty or longer
    /// than three scalars and no whole word.
    static func gram(of text: Substring) -> UInt64? {
        let length = text.unicodeScalars.count
        let inner = text.dropFirst().dropLast()
        if length >= wordLengths.lowerBound + 2, length <= wordLengths.upperBound + 2, text.hasPrefix("_"),
            text.hasSuffix("_"), !inner.contains("_"), let packed = gram(of: inner)
        {
            return wordFlag | packed
        }
        var gram: UInt64 = 0
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            guard count <= maximumLength else { return nil }
            gram = (gram << 21) | UInt64(scalar == "_" ? edge : scalar.value)
        }
        return count == 0 ? nil : gram
    }
}

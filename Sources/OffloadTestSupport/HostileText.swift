extension String {
    /// Characters chosen to break text handling: emoji and ZWJ sequences, combining marks, right-to-left text,
    /// CJK, NUL, replacement characters, odd white space and the ASCII punctuation the grammars look at.
    public static let hostileAlphabet: [String] = [
        "a", "Z", "7", "0", " ", "  ", "\n", "\r\n", "\t", "\u{0}", "\u{FFFD}", "é", "e\u{301}", "\u{301}", "ß", "İ",
        "ﬁ", "Ｃ", "ا", "שׁ", "\u{200F}", "\u{200D}", "中", "日本", "👍", "👩‍👩‍👧", "🇩🇪", "❤️", "1️⃣", "'", "’", "-", "–", ".",
        ",", ":", "/", "@", "#", "$", "€", "+", "(", ")", "!!", "?", "pm", "am", "st", "http://", "www.", "x@y.z",
        "5pm", "12/05", "2026-12-05", "17:30", "Tom's", "don't", "\u{2028}", "\u{FEFF}", "\u{1F3FB}", "ǅ",
    ]

    /// A random string of up to `maxLength` pieces from ``hostileAlphabet``.
    public static func hostile<G: RandomNumberGenerator>(using generator: inout G, maxLength: Int) -> String {
        let length = Int.random(in: 0...maxLength, using: &generator)
        var text = ""
        for _ in 0..<length {
            if let piece = hostileAlphabet.randomElement(using: &generator) { text += piece }
        }
        return text
    }
}

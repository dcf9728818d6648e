extension String {
    /// Whether the text shows nothing: empty, or only white space, line breaks and invisible format characters.
    ///
    /// White space is Unicode White_Space (Foundation's `CharacterSet.whitespacesAndNewlines`); format characters
    /// are general category Cf (U+200B ZERO WIDTH SPACE, U+FEFF, U+2060, the bidi controls, …). This is the one rule
    /// for blank capture text: a single capture and each line of `capture --lines` are refused or skipped alike.
    public var isBlank: Bool {
        unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.properties.generalCategory == .format }
    }
}

extension String {
    /// Whether the text is empty or only white space and line breaks: the same characters as Foundation's
    /// `CharacterSet.whitespacesAndNewlines` (Unicode White_Space), found without trimming a copy.
    var isBlank: Bool {
        unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}

extension Token {
    /// Whether the token ends a clause: a line break, or a comma, semicolon, colon or sentence mark.
    var endsClause: Bool {
        if kind == .lineBreak { return true }
        guard kind == .punctuation, let first = text.unicodeScalars.first else { return false }
        switch first {
        case ",", ";", ":", ".", "!", "?": return true
        default: return false
        }
    }
}

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

    /// Whether the token ends a sentence: a line break, or a full stop, "!", "?" or ";" (also as the first of several
    /// marks: "...", "?!"), read on the normalized form.
    var endsSentence: Bool {
        if kind == .lineBreak { return true }
        guard kind == .punctuation, let first = normalized.unicodeScalars.first else { return false }
        switch first {
        case ";", ".", "!", "?": return true
        default: return false
        }
    }
}

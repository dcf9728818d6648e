/// The markers FTS5's `highlight` puts around matches, and how to read them back as ranges.
///
/// The markers are Unicode noncharacters (U+FDD0, U+FDD1), which text is not meant to carry. Text that carries one
/// anyway gets no ranges rather than wrong ones.
enum MatchMarks {
    /// Put before each match. (Swift accepts no noncharacter in a literal; the fallback is never used.)
    static let openScalar = Unicode.Scalar(0xFDD0 as UInt32) ?? "\u{1}"
    /// Put after each match.
    static let closeScalar = Unicode.Scalar(0xFDD1 as UInt32) ?? "\u{2}"
    /// ``openScalar`` as a string.
    static var open: String { String(Character(openScalar)) }
    /// ``closeScalar`` as a string.
    static var close: String { String(Character(closeScalar)) }

    /// The ranges of `text` that `marked` (the same text with markers) marks as matches.
    ///
    /// - Returns: Ranges in order, on Unicode scalar boundaries of `text`; empty when `text` itself holds a marker or `marked` is not `text` plus markers.
    static func ranges(in marked: String, of text: String) -> [Range<String.Index>] {
        guard !text.unicodeScalars.contains(where: { $0 == openScalar || $0 == closeScalar }) else { return [] }
        var ranges: [Range<String.Index>] = []
        var position = text.unicodeScalars.startIndex
        var start: String.Index?
        for scalar in marked.unicodeScalars {
            if scalar == openScalar {
                start = position
            } else if scalar == closeScalar {
                if let begin = start { ranges.append(begin..<position) }
                start = nil
            } else {
                guard position < text.unicodeScalars.endIndex, text.unicodeScalars[position] == scalar else {
                    return []
                }
                position = text.unicodeScalars.index(after: position)
            }
        }
        return position == text.unicodeScalars.endIndex ? ranges : []
    }
}

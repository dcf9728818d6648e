import OffloadStore

/// Formats search hits as one line each: `task           1a2b3c4d  Buy **milk** — the oat one`.
///
/// Line breaks inside a hit's text show as " — "; control and invisible format characters as spaces
/// (``TerminalText/safe(_:)``). A text longer than the line starts just before its first match and ends with "…".
public struct SearchListing {
    /// Total line width in characters.
    public let width: Int
    /// Whether matches are wrapped in the terminal's bold escape codes (``OutputOptions/isStyled(environment:isTerminal:)``).
    public let isBold: Bool

    /// Creates a listing `width` characters wide, with matches in bold when `isBold`.
    public init(width: Int, isBold: Bool) {
        self.width = width
        self.isBold = isBold
    }

    private static let boldOn = "\u{1B}[1m"
    private static let boldOff = "\u{1B}[22m"
    /// Characters kept before the first match when the start of the text is cut.
    private static let leadingContext = 12

    /// The line of `hit`: its kind, short id and text around the first match, cut to ``width``.
    public func line(for hit: SearchHit) -> String {
        let kind = hit.kind.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
        let prefix = "\(kind) \(hit.id.prefix(8))  "
        return TerminalText.safe(prefix) + render(Self.cells(of: hit), width: max(20, width - prefix.count))
    }

    /// The shown characters of the hit's text, each with whether it is part of a match.
    public static func cells(of hit: SearchHit) -> [(text: String, isMatch: Bool)] {
        var cells: [(text: String, isMatch: Bool)] = []
        var index = hit.text.startIndex
        while index < hit.text.endIndex {
            let next = hit.text.index(after: index)
            let isMatch = hit.matches.contains { $0.lowerBound < next && index < $0.upperBound }
            let character = hit.text[index]
            cells.append((character.isNewline ? " — " : TerminalText.safe(String(character)), isMatch))
            index = next
        }
        return cells
    }

    /// The cells, cut to `width` around the first match, with bold codes around matches when ``isBold``.
    private func render(_ cells: [(text: String, isMatch: Bool)], width: Int) -> String {
        var shown = cells[...]
        var leading = ""
        if shown.count > width, let first = cells.firstIndex(where: \.isMatch), first > width - Self.leadingContext {
            shown = shown.dropFirst(first - Self.leadingContext + 1)
            leading = "…"
        }
        let room = width - leading.count
        var trailing = ""
        if shown.count > room {
            shown = shown.prefix(room - 1)
            trailing = "…"
        }
        var line = leading
        var inMatch = false
        for cell in shown {
            if isBold && cell.isMatch != inMatch { line += cell.isMatch ? Self.boldOn : Self.boldOff }
            inMatch = cell.isMatch
            line += cell.text
        }
        if isBold && inMatch { line += Self.boldOff }
        return line + trailing
    }
}

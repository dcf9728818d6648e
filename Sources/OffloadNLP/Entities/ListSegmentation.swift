/// Splits a token region into list segments on commas, "and", "&", "+", arrows, line breaks, bullets and numbered
/// markers.
///
/// Numbered markers count inside a line too ("1) a 2) b"); a quoted title keeps its commas and "and" ("'Thinking,
/// Fast and Slow'").
struct ListSegmentation {
    static let bullets: Set<String> = ["-", "*", "•", "☐", "–", "◦", "▪", "+", "☑", "✓", "·"]
    /// Marks between segments; arrows lead from one step to the next ("flüge buchen → hotel suchen", "a -> b").
    static let separators: Set<String> = Set([",", ";", "&", "+", "/", ">"]).union(arrows)
    static let conjunctions: Set<String> = ["and", "plus"]

    /// Token indices of each segment, trimmed of skipped tokens (dates, priorities, tags) and punctuation.
    private(set) var segments: [[Int]] = []
    private(set) var hasBullets = false
    private var hasLines = false
    /// Whether a comma, semicolon or "+" separated two segments.
    private var hasCommas = false
    /// Whether "and" (or another conjunction) separated two segments.
    private(set) var hasConjunctions = false
    /// Whether an arrow led from one segment to the next ("→", "->", "=>"): written steps, a list of any length.
    private var hasArrows = false
    /// Arrows written as one mark.
    static let arrows: Set<String> = ["→", "⇒", "➔", "➜"]

    init(scan: EntityScan, region: Range<Int>, skipped: [Bool], markers: InlineMarkers) {
        var current: [Int] = []
        var atLineStart = true
        var index = region.lowerBound
        let tokens = scan.tokens
        func isTrimmed(_ index: Int) -> Bool { skipped[index] || tokens[index].kind == .punctuation }
        func closesBracket(at position: Int, from lower: Int) -> Bool {
            guard let opener = Self.openers[tokens[current[position]].text] else { return false }
            return current[lower..<position].contains { tokens[$0].text == opener }
        }
        func flush() {
            // Trimmed by moving two bounds (no lazy reversed views), and `current` keeps its storage.
            var lower = 0
            var upper = current.count
            while lower < upper, isTrimmed(current[lower]) { lower += 1 }
            // A closing bracket whose opener the item holds stays ("bananas (ripe)").
            while upper > lower, isTrimmed(current[upper - 1]), !closesBracket(at: upper - 1, from: lower) {
                upper -= 1
            }
            if lower < upper { segments.append(Array(current[lower..<upper])) }
            current.removeAll(keepingCapacity: true)
        }
        while index < region.upperBound {
            let token = tokens[index]
            defer { index += 1 }
            if token.kind == .lineBreak {
                flush()
                hasLines = hasLines || !segments.isEmpty
                atLineStart = true
                continue
            }
            if atLineStart, let end = bulletEnd(at: index, tokens: tokens) {
                flush()
                hasBullets = true
                index = end - 1
                atLineStart = false
                continue
            }
            if markers.isNumberedMarker(index) {
                flush()
                hasBullets = true
                index += 1  // and its "." or ")"
                continue
            }
            atLineStart = false
            if markers.holdsTogether(index) {
                current.append(index)
            } else if token.kind == .punctuation, Self.isSeparator(token.text) {
                flush()
                hasCommas = hasCommas || token.text == "," || token.text == ";" || token.text == "+"
                hasArrows = hasArrows || Self.isArrow(at: index, in: tokens)
            } else if token.kind == .word, scan.words[index].lists.contains(.conjunction), !current.isEmpty {
                flush()
                hasConjunctions = true
            } else {
                current.append(index)
            }
        }
        flush()
    }

    /// Whether `text` is one of ``separators``; single ASCII bytes are compared as bytes (only longer text can be
    /// canonically equivalent to one, such as U+037E to ";").
    private static func isSeparator(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count == 1, let byte = utf8.first else { return separators.contains(text) }
        return byte == 0x2C || byte == 0x3B || byte == 0x26 || byte == 0x2B || byte == 0x2F || byte == 0x3E
    }

    /// Whether the separator at `index` is an arrow: one of ``arrows``, or ">" right after "-" or "=" ("->", "=>").
    static func isArrow(at index: Int, in tokens: [Token]) -> Bool {
        let text = tokens[index].text
        if arrows.contains(text) { return true }
        guard text == ">", index > 0, !tokens[index].followsSpace else { return false }
        return tokens[index - 1].text == "-" || tokens[index - 1].text == "="
    }

    /// Closing brackets and the marks that open them.
    static let openers = [")": "(", "]": "["]

    /// Whether the tokens of `region` hold a line break, a numbered marker, or a separator or conjunction outside
    /// quotes and parentheses.
    ///
    /// Without one they form at most one segment (a bullet can then only open the first line), so an unstructured
    /// region can only be a list of items written without separators (see ``ItemRun``).
    static func canSplit(_ region: Range<Int>, in scan: EntityScan, markers: InlineMarkers) -> Bool {
        region.contains { index in
            if markers.isNumberedMarker(index) { return true }
            if markers.holdsTogether(index) { return false }
            switch scan.tokens[index].kind {
            case .lineBreak: return true
            case .punctuation: return isSeparator(scan.tokens[index].text)
            case .word: return scan.words[index].lists.contains(.conjunction)
            default: return false
            }
        }
    }

    /// Where a bullet at a line start ends, or `nil`.
    ///
    /// Bullets are "- ", "• ", "1. " and "2)".
    private func bulletEnd(at index: Int, tokens: [Token]) -> Int? {
        let token = tokens[index]
        if token.kind == .punctuation, Self.bullets.contains(token.text) { return index + 1 }
        if token.kind == .number, index + 1 < tokens.count, tokens[index + 1].kind == .punctuation,
            tokens[index + 1].text == "." || tokens[index + 1].text == ")", token.text.count <= 2
        {
            return index + 2
        }
        return nil
    }

    /// Whether the segments read as a list: always after a header, else with bullets or two lines, else with
    /// commas or "+" when every segment is short, else joined by "and" when every segment is a short item (see
    /// ``SegmentVerbs``: "apples and pears" is a list, "call mom and dad" is not).
    func isList(structured: Bool, readsAsItems: Bool) -> Bool {
        if structured { return !segments.isEmpty }
        guard segments.count >= 2 else { return false }
        if hasBullets || hasLines || hasArrows { return true }
        if hasCommas { return segments.allSatisfy { $0.count <= 5 } }
        return hasConjunctions && readsAsItems && segments.allSatisfy { $0.count <= 5 }
    }

    /// The segments with any written without separators split into their items (see ``ItemRun``).
    mutating func splitItemRuns(scan: EntityScan) {
        guard segments.contains(where: { $0.count >= 2 }) else { return }
        segments = segments.flatMap { ItemRun.split($0, scan: scan) ?? [$0] }
    }
}

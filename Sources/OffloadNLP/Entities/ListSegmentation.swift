/// Splits a token region into list segments on commas, "and", "&", "+", line breaks and bullets.
struct ListSegmentation {
    static let bullets: Set<String> = ["-", "*", "•", "☐", "–", "◦", "▪", "+", "☑", "✓", "·"]
    static let separators: Set<String> = [",", ";", "&", "+", "/"]
    static let conjunctions: Set<String> = ["and", "und", "plus", "y"]

    /// Token indices of each segment, trimmed of skipped tokens (dates, priorities, tags) and punctuation.
    private(set) var segments: [[Int]] = []
    private(set) var hasBullets = false
    private var hasLines = false
    private var hasCommas = false

    init(scan: EntityScan, region: Range<Int>, skipped: [Bool]) {
        var current: [Int] = []
        var atLineStart = true
        var index = region.lowerBound
        let tokens = scan.tokens
        func isTrimmed(_ index: Int) -> Bool { skipped[index] || tokens[index].kind == .punctuation }
        func flush() {
            // Trimmed by moving two bounds (no lazy reversed views), and `current` keeps its storage.
            var lower = 0
            var upper = current.count
            while lower < upper, isTrimmed(current[lower]) { lower += 1 }
            while upper > lower, isTrimmed(current[upper - 1]) { upper -= 1 }
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
            atLineStart = false
            if token.kind == .punctuation, Self.isSeparator(token.text) {
                flush()
                hasCommas = hasCommas || token.text == "," || token.text == ";"
            } else if token.kind == .word, scan.words[index].lists.contains(.conjunction), !current.isEmpty {
                flush()
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
        return byte == 0x2C || byte == 0x3B || byte == 0x26 || byte == 0x2B || byte == 0x2F
    }

    /// Whether the tokens of `region` hold a line break, a separator or a conjunction.
    ///
    /// Without one they form at most one segment (a bullet can then only open the first line), so an unstructured
    /// region cannot be a list.
    static func canSplit(_ region: Range<Int>, in scan: EntityScan) -> Bool {
        region.contains { index in
            switch scan.tokens[index].kind {
            case .lineBreak: true
            case .punctuation: isSeparator(scan.tokens[index].text)
            case .word: scan.words[index].lists.contains(.conjunction)
            default: false
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
    /// commas when every segment is short.
    func isList(structured: Bool) -> Bool {
        if structured { return !segments.isEmpty }
        guard segments.count >= 2 else { return false }
        if hasBullets || hasLines { return true }
        return hasCommas && segments.allSatisfy { $0.count <= 5 }
    }
}

/// Splits word tokens that glue date parts together ("Dec31", "Nov-Feb", "Aug-2016", "q1-2019",
/// "September-2020-23") into one token per part, so the grammar sees them as if they were written apart.
///
/// The tokenizer keeps such words whole on purpose (names like "ABC-12345" stay one token), so the date grammar
/// looks inside them instead: a word is split only when it is plain ASCII (an en dash may join its parts), is not itself a lexicon entry, every
/// letter run in it is a date word ("mid-september"), and at least one is a month or weekday name or a quarter or
/// half-year code ("q1", "h2"). The pieces keep exact ranges (one character per byte, an en dash's three bytes one) and are glued (`followsSpace` is
/// false after the first), so mention text and offsets stay those of the source.
struct GluedTokenSplitter {
    let lexicon: DateLexicon

    /// `tokens` with glued date words split; the same array when nothing needs splitting.
    func split(_ tokens: [Token]) -> [Token] {
        guard tokens.indices.contains(where: { isCandidate(tokens, $0) }) else { return tokens }
        var result: [Token] = []
        result.reserveCapacity(tokens.count + 4)
        for index in tokens.indices {
            if isCandidate(tokens, index), let pieces = pieces(of: tokens[index]) {
                result.append(contentsOf: pieces)
            } else {
                result.append(tokens[index])
            }
        }
        return result
    }

    /// A cheap pre-check: a word with a digit or an inner hyphen or slash that the lexicon does not know.
    ///
    /// Reads token `index` in place (this runs for every token of every capture; copying a token costs two
    /// reference counts).
    private func isCandidate(_ tokens: [Token], _ index: Int) -> Bool {
        guard tokens[index].kind == .word else { return false }
        let normalized = tokens[index].normalized
        guard normalized.utf8.count >= 2, normalized.utf8.count <= 24 else { return false }
        // A plain ASCII word with a digit, a hyphen or a slash; read from contiguous bytes (a UTF-8 view iterator
        // decodes a small string byte by byte).
        func hasJoint(_ bytes: some Sequence<UInt8>) -> Bool {
            var hasJoint = false
            var enDashBytes = 0  // the bytes of an en dash still expected ("Mo–Fr")
            for byte in bytes {
                if enDashBytes > 0 {
                    guard byte == (enDashBytes == 2 ? 0x80 : 0x93) else { return false }
                    enDashBytes -= 1
                    continue
                }
                if byte == 0xE2 {
                    (enDashBytes, hasJoint) = (2, true)
                    continue
                }
                if byte >= 0x80 { return false }
                if byte == 0x2D || byte == 0x2F || (byte >= 0x30 && byte <= 0x39) { hasJoint = true }
            }
            return hasJoint && enDashBytes == 0
        }
        let joint = normalized.utf8.withContiguousStorageIfAvailable(hasJoint) ?? hasJoint(normalized.utf8)
        return joint && lexicon.lexeme(for: normalized) == nil
    }

    private enum PieceKind { case letters, digits, separator }

    private func pieces(of token: Token) -> [Token]? {
        let bytes = Array(token.normalized.utf8)
        let source = Array(token.text.utf8)
        guard bytes.count == source.count else { return nil }  // possessive or folded forms: leave alone
        var runs: [(kind: PieceKind, range: Range<Int>)] = []
        var index = 0
        while index < bytes.count {
            // An en dash is a separator as a hyphen is ("Mo–Fr"); its three bytes are one piece.
            if bytes[index...].starts(with: Self.enDash) {
                runs.append((.separator, index..<index + 3))
                index += 3
                continue
            }
            let kind = Self.kind(bytes[index])
            guard let kind else { return nil }
            var end = index + 1
            if kind != .separator {
                while end < bytes.count, Self.kind(bytes[end]) == kind { end += 1 }
            }
            runs.append((kind, index..<end))
            index = end
        }
        runs = mergeCodes(runs, bytes)
        var hasDatePart = false
        for run in runs where run.kind == .letters {
            let word = String(decoding: bytes[run.range], as: UTF8.self)
            guard let lexeme = lexicon.lexeme(for: word) else { return nil }
            if lexeme.month > 0 || lexeme.weekday > 0 || lexeme.yearPart > 0 { hasDatePart = true }
        }
        guard hasDatePart, runs.count > 1 else { return nil }
        return runs.enumerated().map { offset, run in
            let kind: TokenKind =
                switch run.kind {
                case .letters: .word
                case .digits: .number
                case .separator: .punctuation
                }
            return Token(
                kind: kind, text: String(decoding: source[run.range], as: UTF8.self),
                normalized: String(decoding: bytes[run.range], as: UTF8.self),
                utf8Range: (token.utf8Range.lowerBound + run.range.lowerBound)..<(token.utf8Range.lowerBound
                    + run.range.upperBound),
                characterRange: characterRange(of: run.range, in: bytes, from: token.characterRange.lowerBound),
                isCapitalized: offset == 0 && token.isCapitalized,
                followsSpace: offset == 0 && token.followsSpace)
        }
    }

    /// Joins a "q"/"h" letter run with the single digit after it ("q1", "h2") into one letters run.
    private func mergeCodes(
        _ runs: [(kind: PieceKind, range: Range<Int>)], _ bytes: [UInt8]
    ) -> [(kind: PieceKind, range: Range<Int>)] {
        var merged: [(kind: PieceKind, range: Range<Int>)] = []
        var index = 0
        while index < runs.count {
            let run = runs[index]
            if run.kind == .letters, run.range.count == 1,
                bytes[run.range.lowerBound] == 0x71
                    || bytes[run.range.lowerBound] == 0x68, index + 1 < runs.count, runs[index + 1].kind == .digits,
                runs[index + 1].range.count == 1
            {
                merged.append((.letters, run.range.lowerBound..<runs[index + 1].range.upperBound))
                index += 2
            } else {
                merged.append(run)
                index += 1
            }
        }
        return merged
    }

    /// The character range of the bytes `range` of a word whose first character is at `start`: one character a
    /// byte, an en dash's three bytes one.
    private func characterRange(of range: Range<Int>, in bytes: [UInt8], from start: Int) -> Range<Int> {
        let lower = start + bytes[..<range.lowerBound].count { $0 & 0xC0 != 0x80 }
        return lower..<lower + bytes[range].count { $0 & 0xC0 != 0x80 }
    }

    /// The UTF-8 bytes of an en dash.
    private static let enDash: [UInt8] = [0xE2, 0x80, 0x93]

    private static func kind(_ byte: UInt8) -> PieceKind? {
        switch byte {
        case 0x61...0x7A: .letters
        case 0x30...0x39: .digits
        case 0x2D, 0x2F, 0x2E: .separator
        default: nil
        }
    }
}

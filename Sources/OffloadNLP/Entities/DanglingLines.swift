/// For ``TitleCleaner``: the last kept word (not punctuation) of each line, kept up to date as words are removed.
///
/// Answers "is a kept word after this one on its line?" in O(1); the last kept word only moves left, so all the
/// updates of one line together walk it once.
struct DanglingLines {
    private let tokens: [Token]
    /// The line each token is on (a line break token starts the next line).
    private let line: [Int]
    /// Per line, the index of its last kept word, or `nil` when it has none.
    private var lastKept: [Int?]
    /// Tokens looked at so far (building the lines and finding new last words), for ``WorkMeter``.
    private(set) var scanned: Int

    init(_ tokens: [Token], removed: [Bool]) {
        self.tokens = tokens
        var line = [Int](repeating: 0, count: tokens.count)
        var lastKept: [Int?] = [nil]
        for index in tokens.indices {
            if tokens[index].kind == .lineBreak {
                lastKept.append(nil)
            } else if !removed[index], tokens[index].kind != .punctuation {
                lastKept[lastKept.count - 1] = index
            }
            line[index] = lastKept.count - 1
        }
        self.line = line
        self.lastKept = lastKept
        scanned = tokens.count
    }

    /// Whether a kept word comes after token `index` on its line (for a line break, on the line it starts).
    func isContentAfter(_ index: Int) -> Bool {
        guard let last = lastKept[line[index]] else { return false }
        return last > index
    }

    /// Records that token `index` was removed (`removed` already says so).
    ///
    /// - Returns: When `index` was the last kept word of its line, the new last kept word's index (or the line's
    ///   first token, its line break, when none is left): the tokens from there up to `index` have just lost the
    ///   kept word after them.
    mutating func remove(_ index: Int, removed: [Bool]) -> Int? {
        let number = line[index]
        guard lastKept[number] == index else { return nil }
        var candidate = index - 1
        while candidate >= 0, line[candidate] == number {
            scanned += 1
            if !removed[candidate], tokens[candidate].kind != .punctuation, tokens[candidate].kind != .lineBreak {
                lastKept[number] = candidate
                return candidate
            }
            candidate -= 1
        }
        lastKept[number] = nil
        return candidate + 1
    }
}

/// Maps a misspelled cue word to the lexicon word one edit away ("calll" → "call", "folow" → "follow").
///
/// Uses a deletion index (each lexicon word and its one-character deletions), so a lookup costs one dictionary
/// probe per character of the word instead of an edit-distance scan over the lexicon.
struct TypoCorrector: Sendable {
    private let index: [String: String]
    private let lexicon: Set<String>

    init(lexicon: Set<String>) {
        self.lexicon = lexicon
        var index: [String: String] = [:]
        for word in lexicon.sorted() where word.count >= 4 {
            for variant in Self.deletions(of: word) where index[variant] == nil && !lexicon.contains(variant) {
                index[variant] = word
            }
        }
        self.index = index
    }

    /// The lexicon word `word` most likely stands for, or `nil` when it is already a lexicon word or not close.
    func correction(of word: String) -> String? {
        guard word.count >= 4, word.count <= 16, !lexicon.contains(word) else { return nil }
        if let direct = index[word] { return direct }  // a letter was dropped ("folow")
        // Both rules below need at least five characters; a four-letter word has no candidates left.
        guard word.count >= 5 else { return nil }
        for variant in Self.deletions(of: word) {
            if lexicon.contains(variant), variant.count >= 4 { return variant }  // a letter was added ("calll")
            // A substituted or swapped letter; only in longer words, where a real word one letter away is unlikely
            // ("folkow" → "follow", but "milk" must not become "mail").
            if word.count >= 6, let match = index[variant], match.count == word.count { return match }
        }
        return nil
    }

    /// `word` with each character left out in turn, in order.
    ///
    /// ASCII words (the common case) are cut as bytes, which gives the same strings without building `Character`s.
    private static func deletions(of word: String) -> [String] {
        let utf8 = word.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {  // one byte per Character ("\r\n" is one Character)
            let bytes = Array(utf8)
            return bytes.indices.map { skip in
                String(unsafeUninitializedCapacity: bytes.count - 1) { buffer in
                    var written = 0
                    for (offset, byte) in bytes.enumerated() where offset != skip {
                        buffer[written] = byte
                        written += 1
                    }
                    return written
                }
            }
        }
        let characters = Array(word)
        return characters.indices.map { skip in
            var variant = characters
            variant.remove(at: skip)
            return String(variant)
        }
    }

    static let cueWords = TypoCorrector(
        lexicon: CueLexicon.communicationVerbs.words.union(CueLexicon.actionVerbs.words).union(
            CueLexicon.noteStarters.words
        )
        .union(CueLexicon.planStarters.words).union([
            "tomorrow", "today", "tonight", "remind", "reminder", "shopping", "groceries", "grocery", "meeting",
            "appointment", "return", "follow", "birthday",
        ]))
}

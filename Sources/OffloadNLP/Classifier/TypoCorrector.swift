/// Maps a misspelled cue word to the lexicon word one edit away ("calll" → "call", "folow" → "follow").
///
/// Uses a deletion index (each lexicon word and its one-character deletions), so a lookup costs one dictionary
/// probe per character of the word instead of an edit-distance scan over the lexicon. Both tables are
/// ``WordTable``s: every unknown word of a capture is looked up, and `Set`/`Dictionary` hashing dominated.
struct TypoCorrector: Sendable {
    private let index: WordTable<String>
    private let lexicon: WordTable<Bool>

    init(lexicon: Set<String>) {
        self.lexicon = WordTable(Dictionary(uniqueKeysWithValues: lexicon.map { ($0, true) }))
        var index: [String: String] = [:]
        for word in lexicon.sorted() where word.count >= 4 {
            for variant in Self.deletions(of: word) where index[variant] == nil && !lexicon.contains(variant) {
                index[variant] = word
            }
        }
        self.index = WordTable(index)
    }

    /// The lexicon word `word` is the plural or third person of ("plants" → "plant", "invites" → "invite"), or `nil`.
    ///
    /// Unlike ``correction(of:)``, this holds for real words too: the cue word and its "-s" form are one feature.
    func singular(of word: String) -> String? {
        guard word.utf8.count >= 5, word.utf8.last == UInt8(ascii: "s") else { return nil }
        let stem = String(word.dropLast())
        return lexicon.value(for: stem) != nil ? stem : nil
    }

    /// The lexicon word `word` most likely stands for, or `nil` when it is already a lexicon word or not close.
    func correction(of word: String) -> String? {
        let count = Self.characterCount(word)
        guard count >= 4, count <= 16, lexicon.value(for: word) == nil else { return nil }
        if let direct = index.value(for: word) { return direct }  // a letter was dropped ("folow")
        // Both rules below need at least five characters; a four-letter word has no candidates left.
        guard count >= 5 else { return nil }
        for variant in Self.deletions(of: word) {
            // A letter was added ("calll").
            if lexicon.value(for: variant) != nil, Self.characterCount(variant) >= 4 { return variant }
            // A substituted or swapped letter; only in longer words, where a real word one letter away is unlikely
            // ("folkow" → "follow", but "milk" must not become "mail").
            if count >= 6, let match = index.value(for: variant), Self.characterCount(match) == count { return match }
        }
        return nil
    }

    /// `word.count`, read from the UTF-8 length for ASCII words (one byte per `Character`, except "\r\n").
    private static func characterCount(_ word: String) -> Int {
        let utf8 = word.utf8
        let isPlainASCII =
            utf8.withContiguousStorageIfAvailable { buffer in buffer.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
            ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        return isPlainASCII ? utf8.count : word.count
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

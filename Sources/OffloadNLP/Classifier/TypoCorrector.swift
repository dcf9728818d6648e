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
        for variant in Self.deletions(of: word) {
            if lexicon.contains(variant), variant.count >= 4, word.count >= 5 { return variant }  // a letter was added ("calll")
            // A substituted or swapped letter; only in longer words, where a real word one letter away is unlikely
            // ("folkow" → "follow", but "milk" must not become "mail").
            if word.count >= 6, let match = index[variant], match.count == word.count { return match }
        }
        return nil
    }

    private static func deletions(of word: String) -> [String] {
        let characters = Array(word)
        return characters.indices.map { skip in
            var variant = characters
            variant.remove(at: skip)
            return String(variant)
        }
    }

    static let cueWords = TypoCorrector(
        lexicon: CueLexicon.communicationVerbs.union(CueLexicon.actionVerbs).union(CueLexicon.noteStarters)
            .union(CueLexicon.planStarters).union(["tomorrow", "today", "tonight", "remind", "reminder", "shopping", "groceries", "grocery", "meeting", "appointment", "return", "follow", "birthday"]))
}

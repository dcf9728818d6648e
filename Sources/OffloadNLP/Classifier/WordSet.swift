/// A fixed set of lexicon words with a cheap membership test: one FNV-1a pass over the word and one probe of an
/// open-addressing table (no `Hasher` seeding per lookup, unlike `Set<String>`), confirmed by comparing the word.
struct WordSet: Sendable, ExpressibleByArrayLiteral {
    /// The words, for building other sets.
    let words: Set<String>
    private let ordered: [String]
    private let table: FeatureTable

    init(_ words: Set<String>) {
        self.words = words
        ordered = words.sorted()
        table = FeatureTable(ids: ordered.map { FeatureHash.of($0) })
    }

    init(arrayLiteral elements: String...) {
        self.init(Set(elements))
    }

    /// Whether `word` is in the set.
    func contains(_ word: String) -> Bool {
        guard let row = table.row(of: FeatureHash.of(word)) else { return false }
        return ordered[row] == word
    }
}

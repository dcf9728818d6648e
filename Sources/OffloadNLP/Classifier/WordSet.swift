/// A fixed set of lexicon words with a cheap membership test: one FNV-1a pass over the word and one probe of an
/// open-addressing table (no `Hasher` seeding per lookup, unlike `Set<String>`), confirmed by comparing the word.
///
/// The tables sit behind one reference: the cue words hold dozens of sets, and a copy of a form that holds them
/// retains one object per set instead of three.
struct WordSet: Sendable, ExpressibleByArrayLiteral {
    private final class Storage: Sendable {
        let words: Set<String>
        let ordered: [String]
        let table: FeatureTable

        init(_ words: Set<String>) {
            self.words = words
            ordered = words.sorted()
            table = FeatureTable(ids: ordered.map { FeatureHash.of($0) })
        }
    }

    private let storage: Storage

    /// The words, for building other sets.
    var words: Set<String> { storage.words }

    /// Whether the set holds no word.
    var isEmpty: Bool { storage.ordered.isEmpty }

    init(_ words: Set<String>) {
        storage = Storage(words)
    }

    init(arrayLiteral elements: String...) {
        self.init(Set(elements))
    }

    /// Whether `word` is in the set.
    func contains(_ word: String) -> Bool {
        guard let row = storage.table.row(of: FeatureHash.of(word)) else { return false }
        return storage.ordered[row] == word
    }
}

/// A fixed map from words (usually ``Token/normalized`` forms) to values with a cheap lookup: one FNV-1a pass over
/// the word and one probe of an open-addressing table, confirmed by comparing the word.
///
/// `Dictionary<String, _>` seeds and runs SipHash on every lookup; the matchers look up every token in several
/// tables, so that hashing dominated them. Built once per table. Non-ASCII words go to a `Dictionary`, whose
/// canonical-equivalence matching ("e" + U+0301 finds "é") byte hashing would not give.
struct WordTable<Value: Sendable>: Sendable {
    private let dictionary: [String: Value]
    private let words: [String]
    private let values: [Value]
    private let table: FeatureTable

    init(_ entries: [String: Value]) {
        dictionary = entries
        let sorted = entries.sorted { $0.key < $1.key }
        words = sorted.map(\.key)
        values = sorted.map(\.value)
        table = FeatureTable(ids: words.map { Self.hash($0).value })
        // Invariant: the word lists are fixed and small, so two of them never share a 64-bit FNV-1a hash; a
        // shared hash would make one of them unfindable, which this check would catch on first use.
        for (row, word) in words.enumerated() {
            precondition(table.row(of: Self.hash(word).value) == row, "WordTable: FNV-1a collision on \(word)")
        }
    }

    /// The value stored for `word`, or `nil`.
    @inline(__always)
    func value(for word: String) -> Value? {
        let (hash, isASCII) = Self.hash(word)
        guard isASCII else { return dictionary[word] }
        guard let row = table.row(of: hash), words[row] == word else { return nil }
        return values[row]
    }

    /// The FNV-1a hash of `word`'s UTF-8 bytes, and whether they are all ASCII.
    @inline(__always)
    private static func hash(_ word: String) -> (value: UInt64, isASCII: Bool) {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        var union: UInt8 = 0
        let handled = word.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            for byte in buffer {
                union |= byte
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
            return true
        }
        if handled == nil {
            for byte in word.utf8 {
                union |= byte
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return (value, union < 0x80)
    }
}

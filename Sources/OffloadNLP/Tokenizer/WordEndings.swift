/// A fixed list of word endings ("ing", "tion", "ung"), tested against a word's UTF-8 bytes in one pass.
///
/// `hasSuffix` compares `Character`s, one call per ending; the person rule asks this of every lower-case word, and
/// comparing bytes is several times faster. The words are normalized forms, without combining marks, for which
/// both agree.
struct WordEndings: Sendable, ExpressibleByArrayLiteral {
    private let endings: [(bytes: [UInt8], characters: Int)]

    init(_ endings: [String]) {
        self.endings = endings.map { (Array($0.utf8), $0.count) }
    }

    init(arrayLiteral elements: String...) {
        self.init(elements)
    }

    /// Whether `word` ends with one of the endings and has more than `minimumRest` characters before it.
    func matches(_ word: String, moreCharactersThan minimumRest: Int = -1) -> Bool {
        // A native string's bytes in place (a bridged one is made contiguous first).
        var contiguous = word
        return contiguous.withUTF8 { matches($0, of: word, minimumRest) }
    }

    private func matches(_ bytes: UnsafeBufferPointer<UInt8>, of word: String, _ minimumRest: Int) -> Bool {
        endings.contains { ending in
            ending.bytes.count <= bytes.count
                && bytes[(bytes.count - ending.bytes.count)...].elementsEqual(ending.bytes)
                && (minimumRest < 0 || word.count - ending.characters > minimumRest)
        }
    }
}

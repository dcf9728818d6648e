/// The language model's log-probabilities by gram: an open-addressing table whose slots hold a gram beside its
/// values, so that a probe reads one place in memory instead of a slot and then a row elsewhere.
///
/// The detector probes it for every gram of every capture, and a probe that misses the cache twice cost a third of
/// the detector's time. A slot is `1 + ⌈width / 2⌉` words: the packed gram (never zero, so zero marks an empty
/// slot), then the values, two `Float` bit patterns a word.
struct GramTable: Sendable {
    private let words: [UInt64]
    /// Words a slot.
    private let stride: Int
    /// Slots minus one (a power of two).
    private let mask: Int
    /// Values a gram: one per language.
    let width: Int

    /// A table of `grams` (packed), each with its row of `values`.
    ///
    /// The gram at `row` has `values[row * width ..< (row + 1) * width]`. A gram listed twice keeps its last values;
    /// a zero gram, which no text gives, is left out.
    init(grams: [UInt64], values: [Float], width: Int) {
        precondition(values.count == grams.count * width, "GramTable: \(values.count) values for \(grams.count) grams")
        var capacity = 16
        while capacity < grams.count * 2 { capacity <<= 1 }
        let stride = 1 + (width + 1) / 2
        var words = [UInt64](repeating: 0, count: capacity * stride)
        let mask = capacity - 1
        for (row, gram) in grams.enumerated() where gram != 0 {
            var slot = Self.home(of: gram) & mask
            while words[slot * stride] != 0, words[slot * stride] != gram { slot = (slot + 1) & mask }
            let base = slot * stride
            words[base] = gram
            for word in (base + 1)..<(base + stride) { words[word] = 0 }
            for column in 0..<width {
                let bits = UInt64(values[row * width + column].bitPattern)
                words[base + 1 + column / 2] |= column % 2 == 0 ? bits : bits << 32
            }
        }
        self.words = words
        self.stride = stride
        self.mask = mask
        self.width = width
    }

    /// Calls `body` with the values of `gram` (by column) and returns `true`, or returns `false` for an unknown gram.
    @inline(__always)
    func withValues(of gram: UInt64, _ body: (_ column: Int, _ value: Float) -> Void) -> Bool {
        words.withUnsafeBufferPointer { words in
            var slot = Self.home(of: gram) & mask
            while true {
                let base = slot &* stride
                let key = words[base]
                if key == 0 { return false }
                if key == gram {
                    for column in 0..<width {
                        let word = words[base &+ 1 &+ column >> 1]
                        body(column, Float(bitPattern: UInt32(truncatingIfNeeded: column & 1 == 0 ? word : word >> 32)))
                    }
                    return true
                }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// A gram's first slot, before masking.
    ///
    /// The gram's bits spread over the whole word (a multiplication by an odd constant, so no two grams meet):
    /// packed, the low bits hold only the last letter, and the table would probe long runs.
    @inline(__always)
    private static func home(of gram: UInt64) -> Int {
        let spread = gram &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: spread ^ (spread >> 32))
    }
}

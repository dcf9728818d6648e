import Testing

@testable import OffloadNLP

@Suite struct GramTableTests {
    /// Reads every value of `gram` back, or `nil` for an unknown gram.
    private func values(of gram: UInt64, in table: GramTable) -> [Float]? {
        var values = [Float](repeating: .nan, count: table.width)
        return table.withValues(of: gram, { values[$0] = $1 }) ? values : nil
    }

    @Test("every gram gives back its own values, for an even and an odd number of languages", arguments: 1...6)
    func readsBack(width: Int) {
        // Grams that share their low bits, so that probes collide and run on.
        let grams = (1...300).map { UInt64($0) << 21 | 0x20 }
        let values = (0..<grams.count * width).map { Float($0) * -0.25 - 1 }
        let table = GramTable(grams: grams, values: values, width: width)
        for (row, gram) in grams.enumerated() {
            #expect(self.values(of: gram, in: table) == Array(values[(row * width)..<((row + 1) * width)]))
        }
        #expect(self.values(of: 301 << 21 | 0x20, in: table) == nil)
        #expect(self.values(of: 0x7A, in: table) == nil)
    }

    @Test("a gram listed twice keeps its last values, and a zero gram is left out")
    func duplicatesAndZero() {
        let table = GramTable(grams: [7, 0, 7], values: [1, 2, 3, 4, 5, 6], width: 2)
        #expect(values(of: 7, in: table) == [5, 6])
        #expect(values(of: 0, in: table) == nil)
    }
}

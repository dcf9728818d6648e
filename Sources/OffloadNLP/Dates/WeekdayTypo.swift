/// Misspelled full weekday names ("wendsday", "thrusday", "tuseday"): a word that ends in "day", is no lexicon
/// entry and is one edit from a six-letter name or two from a longer one, with the same first letter.
///
/// Only words ending in "day" are looked at, so the cost for ordinary words is one suffix test.
struct WeekdayTypo: Sendable {
    /// Full weekday names ending in "day" (English), with their weekday numbers.
    private let names: [(name: [UInt8], weekday: Int)]

    init(weekdays: [String: Int]) {
        names = weekdays.filter { $0.key.hasSuffix("day") && $0.key.utf8.count >= 6 }
            .map { (Array($0.key.utf8), $0.value) }.sorted { $0.name.lexicographicallyPrecedes($1.name) }
    }

    /// The weekday `word` (a normalized token that is no lexicon entry) misspells, or `nil`.
    func weekday(for word: String) -> Int? {
        guard (6...11).contains(word.utf8.count), word.hasSuffix("day") else { return nil }
        let bytes = Array(word.utf8)
        for (name, weekday) in names where name.first == bytes.first {
            let allowed = name.count <= 6 ? 1 : 2
            if abs(name.count - bytes.count) <= allowed, Self.distance(bytes, name, limit: allowed) <= allowed {
                return weekday
            }
        }
        return nil
    }

    /// The edit distance with adjacent swaps (optimal string alignment) between `a` and `b`, or more than `limit`.
    static func distance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

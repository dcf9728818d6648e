/// The union of a set of ranges, answering whether other ranges, taken in order, overlap any of them.
///
/// Built once from the date, priority or tag ranges of a capture, it replaces asking every range about every token,
/// which grows with the product of their numbers and makes long texts with many date words quadratic.
struct RangeUnion {
    /// Disjoint, non-empty, sorted pieces covering exactly the union of the ranges given.
    private let pieces: [Range<Int>]

    /// The union of `ranges`; empty ranges add nothing, as they overlap nothing.
    init(_ ranges: some Sequence<Range<Int>>) {
        let sorted = ranges.filter { !$0.isEmpty }.sorted { $0.lowerBound < $1.lowerBound }
        var pieces: [Range<Int>] = []
        pieces.reserveCapacity(sorted.count)
        for range in sorted {
            if let last = pieces.last, range.lowerBound <= last.upperBound {
                pieces[pieces.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                pieces.append(range)
            }
        }
        self.pieces = pieces
    }

    /// Whether no range was given (or all were empty).
    var isEmpty: Bool { pieces.isEmpty }

    /// Whether `range` shares at least one element with one of the ranges, as `Range.overlaps` would say.
    ///
    /// `cursor` (start it at 0) remembers where the previous question left off, so that asking about ranges in
    /// increasing order, as tokens come, walks the pieces once in all; a range that starts before the previous one
    /// starts the walk again from the first piece. Adds the pieces it looked at to `probes`.
    func overlaps(_ range: Range<Int>, cursor: inout Int, probes: inout Int) -> Bool {
        probes += 1
        guard !range.isEmpty else { return false }
        if cursor > 0, cursor <= pieces.count, pieces[cursor - 1].upperBound > range.lowerBound { cursor = 0 }
        // The first piece ending after the range's start is the only one that can overlap it.
        while cursor < pieces.count, pieces[cursor].upperBound <= range.lowerBound {
            cursor += 1
            probes += 1
        }
        return cursor < pieces.count && pieces[cursor].lowerBound < range.upperBound
    }
}

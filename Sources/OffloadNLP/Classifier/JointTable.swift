/// The intent and category models folded into one table, so each feature of a capture costs one lookup.
///
/// Row `r` holds the intent model's combined weights followed by the category model's (zeros where a model does
/// not know the feature); ``scores(ids:)`` returns both score vectors from one pass over the distinct ids.
struct JointTable: Sendable {
    private let index: FeatureTable
    private let weights: [Double]
    private let intentBase: [Double]
    private let categoryBase: [Double]
    private let intentWidth: Int
    private let width: Int

    init(intent: LabelModel, category: LabelModel) {
        intentWidth = intent.labels.count
        width = intentWidth + category.labels.count
        intentBase = intent.base
        categoryBase = category.base
        // Invariant of LabelModel: a base score for every label. `scores` adds through unchecked buffers that rely on
        // it (an array index would trap in the same case).
        precondition(intentBase.count >= intentWidth && categoryBase.count >= width - intentWidth, "JointTable: base")
        var ids = intent.rowIDs
        var weights = [Double](repeating: 0, count: ids.count * width)
        for row in 0..<ids.count {
            for label in 0..<intentWidth { weights[row * width + label] = intent.combined[row * intentWidth + label] }
        }
        let known = FeatureTable(ids: ids)
        let categoryWidth = width - intentWidth
        for (categoryRow, id) in category.rowIDs.enumerated() {
            let row: Int
            if let existing = known.row(of: id) {
                row = existing
            } else {
                row = ids.count
                ids.append(id)
                weights += [Double](repeating: 0, count: width)
            }
            for label in 0..<categoryWidth {
                weights[row * width + intentWidth + label] = category.combined[categoryRow * categoryWidth + label]
            }
        }
        index = FeatureTable(ids: ids)
        self.weights = weights
    }

    /// Uncalibrated intent and category scores for the ids (repeats counted once), and in `rows` where the weights
    /// of the id at each position of `ids` are, so that explanations read the weights scoring just touched instead
    /// of looking each id up again.
    func scores(ids: [UInt64]) -> (intent: [Double], category: [Double], rows: Rows) {
        // Positions in ascending id order: each distinct id is looked up and added once, in ascending id order, and
        // every position of it learns where its weights are.
        let order = ids.indices.sorted { ids[$0] < ids[$1] }
        var offsets = [Int](repeating: -1, count: ids.count)
        var known: [Int] = []
        known.reserveCapacity(ids.count)
        for (rank, position) in order.enumerated() {
            if rank > 0, ids[order[rank - 1]] == ids[position] {
                offsets[position] = offsets[order[rank - 1]]
            } else if let row = index.row(of: ids[position]) {
                offsets[position] = row * width
                known.append(row * width)
            }
        }
        var intent = intentBase
        var category = categoryBase
        let categoryWidth = width - intentWidth
        // Sums through buffer pointers (an array element update checks uniqueness each time); the same additions in
        // the same order, so the same bits.
        weights.withUnsafeBufferPointer { table in
            intent.withUnsafeMutableBufferPointer { intentSums in
                category.withUnsafeMutableBufferPointer { categorySums in
                    for offset in known {
                        for label in 0..<intentWidth { intentSums[label] += table[offset + label] }
                        for label in 0..<categoryWidth { categorySums[label] += table[offset + intentWidth + label] }
                    }
                }
            }
        }
        return (intent, category, Rows(offsets: offsets))
    }

    /// For the id at `position` of the scored ids: the intent model's weight for `label` minus its weight for
    /// `other` (the category model's with `category`), or `nil` when no model knows the id.
    func difference(at position: Int, in rows: Rows, category: Bool, label: Int, other: Int) -> Double? {
        guard rows.offsets.indices.contains(position), rows.offsets[position] >= 0 else { return nil }
        let base = rows.offsets[position] + (category ? intentWidth : 0)
        return weights[base + label] - weights[base + other]
    }

    /// Where the weights of each scored id are (`-1` for an unknown id), by position in the scored ids.
    struct Rows {
        fileprivate let offsets: [Int]
    }
}

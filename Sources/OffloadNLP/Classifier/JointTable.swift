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

    /// Uncalibrated intent and category scores for the ids (repeats counted once).
    func scores(ids: [UInt64]) -> (intent: [Double], category: [Double]) {
        var rows: Rows? = nil
        return scores(ids: ids, rows: &rows)
    }

    /// The scores, and in `rows` (when not `nil`) where each known id's weights are, so that explanations read
    /// the weights scoring just touched instead of probing the hash table again.
    func scores(ids: [UInt64], rows: inout Rows?) -> (intent: [Double], category: [Double]) {
        var intent = intentBase
        var category = categoryBase
        let categoryWidth = width - intentWidth
        let distinct = FeatureIDs.distinct(ids)
        // Sums through buffer pointers (an array element update checks uniqueness each time); the same additions in
        // the same order, so the same bits.
        weights.withUnsafeBufferPointer { table in
            intent.withUnsafeMutableBufferPointer { intentSums in
                category.withUnsafeMutableBufferPointer { categorySums in
                    for id in distinct {
                        guard let row = index.row(of: id) else { continue }
                        let offset = row * width
                        rows?.append(id: id, offset: offset)
                        for label in 0..<intentWidth { intentSums[label] += table[offset + label] }
                        for label in 0..<categoryWidth { categorySums[label] += table[offset + intentWidth + label] }
                    }
                }
            }
        }
        return (intent, category)
    }

    /// For an id among `rows`: the intent model's weight for `label` minus its weight for `other` (the category
    /// model's with `category`), or `nil` when no model knows the id.
    func difference(of id: UInt64, in rows: Rows, category: Bool, label: Int, other: Int) -> Double? {
        guard let offset = rows.offset(of: id) else { return nil }
        let base = offset + (category ? intentWidth : 0)
        return weights[base + label] - weights[base + other]
    }

    /// The table offsets of a capture's known ids, in ascending id order.
    struct Rows {
        private var ids: [UInt64] = []
        private var offsets: [Int] = []

        init() {}

        fileprivate mutating func append(id: UInt64, offset: Int) {
            ids.append(id)
            offsets.append(offset)
        }

        fileprivate func offset(of id: UInt64) -> Int? {
            var low = 0
            var high = ids.count
            while low < high {
                let middle = (low + high) / 2
                if ids[middle] < id { low = middle + 1 } else { high = middle }
            }
            return low < ids.count && ids[low] == id ? offsets[low] : nil
        }
    }
}

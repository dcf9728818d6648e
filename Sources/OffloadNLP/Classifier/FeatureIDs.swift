/// Helpers over feature-id lists.
enum FeatureIDs {
    /// The ids without repeats, in ascending order.
    static func distinct(_ ids: [UInt64]) -> [UInt64] {
        var sorted = ids
        sorted.sort()
        // Dropped in place: each kept id moves to the front, never past the one being read.
        var kept = 0
        for index in sorted.indices where kept == 0 || sorted[kept - 1] != sorted[index] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }
}

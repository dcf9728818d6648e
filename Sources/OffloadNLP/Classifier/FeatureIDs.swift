/// Helpers over feature-id lists.
enum FeatureIDs {
    /// The ids without repeats, in ascending order.
    static func distinct(_ ids: [UInt64]) -> [UInt64] {
        var sorted = ids
        sorted.sort()
        var result: [UInt64] = []
        result.reserveCapacity(sorted.count)
        for id in sorted where result.last != id { result.append(id) }
        return result
    }
}

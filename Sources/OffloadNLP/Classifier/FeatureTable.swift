/// An open-addressing map from feature id to row, using the id's own bits as the hash (it is already FNV-1a).
///
/// Faster than `Dictionary` here because it skips re-hashing the 64-bit key; built once per model load.
struct FeatureTable: Sendable, Equatable {
    private let keys: [UInt64]
    private let rows: [Int32]
    private let mask: Int

    init(ids: [UInt64]) {
        var capacity = 16
        while capacity < ids.count * 2 { capacity <<= 1 }
        var keys = [UInt64](repeating: 0, count: capacity)
        var rows = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for (row, id) in ids.enumerated() {
            var slot = Int(truncatingIfNeeded: id ^ (id >> 29)) & mask
            while rows[slot] >= 0, keys[slot] != id { slot = (slot + 1) & mask }
            keys[slot] = id
            rows[slot] = Int32(row)
        }
        self.keys = keys
        self.rows = rows
        self.mask = mask
    }

    /// The row of `id`, or `nil` when the feature is unknown.
    @inline(__always)
    func row(of id: UInt64) -> Int? {
        var slot = Int(truncatingIfNeeded: id ^ (id >> 29)) & mask
        while true {
            let row = rows[slot]
            if row < 0 { return nil }
            if keys[slot] == id { return Int(row) }
            slot = (slot + 1) & mask
        }
    }
}

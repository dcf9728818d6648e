/// An open-addressing map from feature id to row, using the id's own bits as the hash (it is already FNV-1a).
///
/// Faster than `Dictionary` here because it skips re-hashing the 64-bit key; built once per model load. Each slot
/// holds its id beside its row, so a probe reads one cache line: the language detector and the classifier probe
/// for every gram and feature of every capture.
struct FeatureTable: Sendable, Equatable {
    /// An id and its row, `-1` in an empty slot.
    private struct Slot: Sendable, Equatable {
        var id: UInt64
        var row: Int32
    }

    private let slots: [Slot]
    private let mask: Int

    init(ids: [UInt64]) {
        var capacity = 16
        while capacity < ids.count * 2 { capacity <<= 1 }
        var slots = [Slot](repeating: Slot(id: 0, row: -1), count: capacity)
        let mask = capacity - 1
        for (row, id) in ids.enumerated() {
            var slot = Int(truncatingIfNeeded: id ^ (id >> 29)) & mask
            while slots[slot].row >= 0, slots[slot].id != id { slot = (slot + 1) & mask }
            slots[slot] = Slot(id: id, row: Int32(row))
        }
        self.slots = slots
        self.mask = mask
    }

    /// The row of `id`, or `nil` when the feature is unknown.
    @inline(__always)
    func row(of id: UInt64) -> Int? {
        slots.withUnsafeBufferPointer { slots in
            var slot = Int(truncatingIfNeeded: id ^ (id >> 29)) & mask
            while true {
                let entry = slots[slot]
                if entry.row < 0 { return nil }
                if entry.id == id { return Int(entry.row) }
                slot = (slot + 1) & mask
            }
        }
    }
}

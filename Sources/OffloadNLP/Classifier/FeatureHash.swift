/// Streaming 64-bit FNV-1a hash, so feature ids can be computed from token text without building strings.
struct FeatureHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always)
    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ text: String) {
        // Native strings expose their UTF-8 storage directly; iterating the view byte by byte is much slower.
        let handled = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            var value = self.value
            for byte in buffer { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            self.value = value
            return true
        }
        if handled == nil {
            for byte in text.utf8 { add(byte) }
        }
    }

    static func of(_ name: String) -> UInt64 {
        var hash = FeatureHash()
        hash.add(name)
        return hash.value
    }

    /// The id of `prefix + first` (+ `"|" + second`), equal to `of` on the concatenated name.
    static func of(_ prefix: String, _ first: String, _ second: String? = nil) -> UInt64 {
        var hash = FeatureHash()
        hash.add(prefix)
        hash.add(first)
        if let second {
            hash.add(0x7C)  // "|"
            hash.add(second)
        }
        return hash.value
    }
}

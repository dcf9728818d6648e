/// Streaming 64-bit FNV-1a hash, so feature ids can be computed from token bytes without building strings.
struct FeatureHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ text: String) {
        var copy = text
        copy.withUTF8 { buffer in
            for byte in buffer { add(byte) }
        }
    }

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { add(byte) }
    }

    static func of(_ name: String) -> UInt64 {
        var hash = FeatureHash()
        hash.add(name)
        return hash.value
    }
}

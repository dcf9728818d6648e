import Foundation

extension UUID {
    /// A random (version 4) UUID drawn from the system's secure generator.
    ///
    /// On Linux, Foundation's `UUID()` opens and reads `/dev/urandom` for every id; a batch hand-off makes two or
    /// three ids per capture, so the store and the pipeline use this instead.
    public static func random() -> UUID {
        var generator = SystemRandomNumberGenerator()
        return UUID(high: generator.next(), low: generator.next(), version: 0x40)
    }

    /// A time-ordered (version 7, RFC 9562) UUID: the Unix time in milliseconds in the first 48 bits, then random
    /// bits, so ids made later sort after earlier ones.
    ///
    /// Used for hand-off requests and runs, which nobody types: SQLite appends them at the end of its indexes
    /// instead of touching a random page per row. Ids that people type by prefix (captures, suggestions) stay
    /// random, so that their first characters tell them apart.
    public static func timeOrdered(at date: Date = Date()) -> UUID {
        var generator = SystemRandomNumberGenerator()
        let milliseconds = UInt64(max(0, (date.timeIntervalSince1970 * 1000).rounded(.down)))
        let random: UInt64 = generator.next()
        return UUID(high: milliseconds << 16 | random >> 48, low: generator.next(), version: 0x70)
    }

    /// The UUID of the 128 bits `high` (first) and `low`, with the version nibble set to `version` and the
    /// RFC 9562 variant bits set.
    private init(high: UInt64, low: UInt64, version: UInt8) {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
            bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
        }
        bytes[6] = bytes[6] & 0x0F | version
        bytes[8] = bytes[8] & 0x3F | 0x80
        self.init(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}

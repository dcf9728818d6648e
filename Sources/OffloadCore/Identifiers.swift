import Foundation
import Synchronization

extension UUID {
    /// A random (version 4) UUID drawn from the system's secure generator.
    ///
    /// On Linux, Foundation's `UUID()` opens and reads `/dev/urandom` for every id; a batch hand-off makes two or
    /// three ids per capture, so the store and the pipeline use this instead.
    public static func random() -> UUID {
        let (high, low) = idEntropy.withLock { $0.next() }
        return UUID(high: high, low: low, version: 0x40)
    }

    /// A time-ordered (version 7, RFC 9562) UUID: the Unix time in milliseconds in the first 48 bits, then random
    /// bits, so ids made later sort after earlier ones.
    ///
    /// Used for hand-off requests and runs, which nobody types: SQLite appends them at the end of its indexes
    /// instead of touching a random page per row. Ids that people type by prefix (captures, suggestions) stay
    /// random, so that their first characters tell them apart.
    public static func timeOrdered(at date: Date = Date()) -> UUID {
        let milliseconds = UInt64(max(0, (date.timeIntervalSince1970 * 1000).rounded(.down)))
        let (random, low) = idEntropy.withLock { $0.next() }
        return UUID(high: milliseconds << 16 | random >> 48, low: low, version: 0x70)
    }

    /// The UUID of the 128 bits `high` (first) and `low`, with the version nibble set to `version` and the
    /// RFC 9562 variant bits set.
    private init(high: UInt64, low: UInt64, version: UInt8) {
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &uuid) { bytes in
            for index in 0..<8 {
                bytes[index] = UInt8(truncatingIfNeeded: high >> (56 - 8 * UInt64(index)))
                bytes[8 + index] = UInt8(truncatingIfNeeded: low >> (56 - 8 * UInt64(index)))
            }
            bytes[6] = bytes[6] & 0x0F | version
            bytes[8] = bytes[8] & 0x3F | 0x80
        }
        self.init(uuid: uuid)
    }
}

/// Random bits for ids, read from the system's secure generator 4 KiB at a time.
///
/// `SystemRandomNumberGenerator` makes one system call per 64 bits, which batch hand-off (two or three ids per
/// capture, on every core) paid as a measurable share of its time.
private let idEntropy = Mutex(EntropyPool())

private struct EntropyPool: ~Copyable {
    private var words = [UInt64](repeating: 0, count: 512)
    private var position = 512

    /// The next 128 bits.
    mutating func next() -> (UInt64, UInt64) {
        if position + 2 > words.count {
            words.withUnsafeMutableBytes { bytes in
                if let start = bytes.baseAddress { arc4random_buf(start, bytes.count) }
            }
            position = 0
        }
        defer { position += 2 }
        return (words[position], words[position + 1])
    }
}

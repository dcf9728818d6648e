import Foundation

extension UUID {
    /// The lowercase string form the store uses for ids (`uuidString.lowercased()`, written in one pass).
    var lowercasedString: String {
        String(unsafeUninitializedCapacity: 36) { buffer in writeLowercased(into: buffer) }
    }

    /// Appends the 36 bytes of ``lowercasedString`` to `bytes` without making a string.
    func appendLowercased(to bytes: inout [UInt8]) {
        bytes.append(count: 36) { _ = writeLowercased(into: $0) }
    }

    /// Writes the 36 bytes of ``lowercasedString`` at the start of `buffer` and returns 36.
    private func writeLowercased(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        withUnsafeBytes(of: uuid) { bytes in
            let digits: StaticString = "0123456789abcdef"
            var position = 0
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    buffer[position] = UInt8(ascii: "-")
                    position += 1
                }
                buffer[position] = digits.utf8Start[Int(byte >> 4)]
                buffer[position + 1] = digits.utf8Start[Int(byte & 0x0F)]
                position += 2
            }
            return position
        }
    }

    /// Reads an id as the store writes it, or as `uuidString` does: 32 hexadecimal digits in either case, grouped
    /// 8-4-4-4-12 by hyphens; anything else gives `nil`.
    ///
    /// Foundation's parser went through `sscanf`, which batch hand-off paid for every capture it read.
    init?(storedText text: String) {
        var text = text
        guard let id = text.withUTF8({ UUID(storedBytes: $0) }) else { return nil }
        self = id
    }

    /// The same, from the UTF-8 bytes of the text.
    init?(storedBytes utf8: UnsafeBufferPointer<UInt8>) {
        guard utf8.count == 36 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        var digits = 0
        for (index, character) in utf8.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let value = Self.hexValue(character) else { return nil }
            if digits < 16 {
                high = high << 4 | UInt64(value)
            } else {
                low = low << 4 | UInt64(value)
            }
            digits += 1
        }
        self = withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension [UInt8] {
    /// Appends `count` bytes that `write` fills in place.
    @inline(__always)
    mutating func append(count: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        let start = self.count
        append(contentsOf: repeatElement(0, count: count))
        withUnsafeMutableBufferPointer { buffer in write(UnsafeMutableBufferPointer(rebasing: buffer[start...])) }
    }
}

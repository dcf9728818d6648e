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
            // Groups of 4, 2, 2, 2 and 6 bytes: 8-4-4-4-12 digits.
            _ = Self.writeHex(bytes, 0..<4, into: buffer, at: 0)
            buffer[8] = UInt8(ascii: "-")
            _ = Self.writeHex(bytes, 4..<6, into: buffer, at: 9)
            buffer[13] = UInt8(ascii: "-")
            _ = Self.writeHex(bytes, 6..<8, into: buffer, at: 14)
            buffer[18] = UInt8(ascii: "-")
            _ = Self.writeHex(bytes, 8..<10, into: buffer, at: 19)
            buffer[23] = UInt8(ascii: "-")
            return Self.writeHex(bytes, 10..<16, into: buffer, at: 24)
        }
    }

    /// Writes two lowercase digits for each of `bytes[range]` at `position` and returns the position after them.
    @inline(__always)
    private static func writeHex(
        _ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, into buffer: UnsafeMutableBufferPointer<UInt8>,
        at position: Int
    ) -> Int {
        let digits: StaticString = "0123456789abcdef"
        var position = position
        for index in range {
            buffer[position] = digits.utf8Start[Int(bytes[index] >> 4)]
            buffer[position + 1] = digits.utf8Start[Int(bytes[index] & 0x0F)]
            position += 2
        }
        return position
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
        guard utf8.count == 36, utf8[8] == UInt8(ascii: "-"), utf8[13] == UInt8(ascii: "-"),
            utf8[18] == UInt8(ascii: "-"), utf8[23] == UInt8(ascii: "-")
        else { return nil }
        // The first 16 digits (groups of 8, 4 and 4) are the high half, the last 16 (4 and 12) the low half.
        var high: UInt64 = 0
        var low: UInt64 = 0
        guard Self.readHex(utf8, 0..<8, into: &high), Self.readHex(utf8, 9..<13, into: &high),
            Self.readHex(utf8, 14..<18, into: &high), Self.readHex(utf8, 19..<23, into: &low),
            Self.readHex(utf8, 24..<36, into: &low)
        else { return nil }
        self = withUnsafeBytes(of: (high.bigEndian, low.bigEndian)) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }

    /// Shifts the hexadecimal digits of `utf8[range]` into `value`; `false` at the first byte that is not one.
    @inline(__always)
    private static func readHex(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into value: inout UInt64)
        -> Bool
    {
        for index in range {
            let byte = utf8[index]
            let digit = byte &- UInt8(ascii: "0")
            // Setting bit 5 maps "A"–"F" onto "a"–"f" and leaves digits out of that range.
            let letter = (byte | 0x20) &- UInt8(ascii: "a")
            if digit < 10 {
                value = value << 4 | UInt64(digit)
            } else if letter < 6 {
                value = value << 4 | UInt64(letter + 10)
            } else {
                return false
            }
        }
        return true
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

import Foundation

extension UUID {
    /// The lowercase string form the store uses for ids (`uuidString.lowercased()`, written in one pass).
    var lowercasedString: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { buffer in
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
    }

    /// Reads an id as the store writes it, or as `uuidString` does: 32 hexadecimal digits in either case, grouped
    /// 8-4-4-4-12 by hyphens; anything else gives `nil`.
    ///
    /// Foundation's parser went through `sscanf`, which batch hand-off paid for every capture it read.
    init?(storedText text: String) {
        var text = text
        let bytes: (UInt64, UInt64)? = text.withUTF8 { utf8 in
            guard utf8.count == 36 else { return nil }
            var halves: (UInt64, UInt64) = (0, 0)
            var digits = 0
            for (index, character) in utf8.enumerated() {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard character == UInt8(ascii: "-") else { return nil }
                    continue
                }
                guard let value = Self.hexValue(character) else { return nil }
                if digits < 16 {
                    halves.0 = halves.0 << 4 | UInt64(value)
                } else {
                    halves.1 = halves.1 << 4 | UInt64(value)
                }
                digits += 1
            }
            return halves
        }
        guard let (high, low) = bytes else { return nil }
        let big = (high.bigEndian, low.bigEndian)
        self = withUnsafeBytes(of: big) { UUID(uuid: $0.load(as: uuid_t.self)) }
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

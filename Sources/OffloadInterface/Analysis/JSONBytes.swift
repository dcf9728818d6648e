import Foundation

/// JSON text appended straight to bytes, exactly as ``JSONOutput/line(_:)`` (`JSONEncoder` with sorted keys and
/// slashes unescaped) writes the same values.
///
/// `JSONEncoder` builds a tree of boxed values for every line and then serializes it; on the batch path that cost
/// more than the analysis itself, so ``AnalysisLines`` writes its few record shapes with this instead. The caller
/// writes the punctuation and the keys, in sorted order; a test checks the bytes against `JSONEncoder`'s.
/// ``JSONPrettyPrinter`` lays the same bytes out as ``JSONOutput/string(_:pretty:)`` prints them (`analyze --json`).
///
/// Strings keep every character as UTF-8 except `"`, `\` and the control characters U+0000–U+001F, written `\"`,
/// `\\`, `\b`, `\t`, `\n`, `\f`, `\r` or `\u00xx` (lowercase hex). Numbers are Swift's shortest round-trip
/// `description` without a trailing `.0` (`1`, `0.5`, `1e+20`).
struct JSONBytes {
    /// The JSON written so far.
    var bytes: [UInt8] = []
    /// Whether a number was NaN or infinite, which JSON cannot hold (`JSONEncoder` throws); the bytes are then
    /// incomplete.
    private(set) var hasInvalidNumber = false

    /// Drops the last `count` bytes written, and with them the record of an invalid number.
    mutating func removeLast(_ count: Int) {
        bytes.removeLast(count)
        hasInvalidNumber = false
    }

    /// Appends `text` as it is: punctuation and keys, already JSON.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as a JSON string, quoted and escaped.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var unwritten = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[unwritten..<index]))
                escape(byte)
                unwritten = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[unwritten...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text` as a JSON string, or `null`.
    mutating func string(_ text: String?) {
        if let text { string(text) } else { raw("null") }
    }

    /// Appends `value` as a JSON number.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        guard magnitude >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `value` as a JSON number (no `.0` for whole numbers); NaN and infinities set ``hasInvalidNumber``.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            hasInvalidNumber = true
            return
        }
        var text = value.description
        text.withUTF8 { utf8 in
            let isWhole = utf8.count > 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8.last == UInt8(ascii: "0")
            bytes.append(contentsOf: isWhole ? UnsafeBufferPointer(rebasing: utf8.dropLast(2)) : utf8)
        }
    }

    /// Appends `value` as a JSON number, as written by its `description`; NaN sets ``hasInvalidNumber``.
    mutating func number(_ value: Decimal) {
        guard !value.isNaN else {
            hasInvalidNumber = true
            return
        }
        var text = value.description
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends the escape of a quote, a backslash or a control character.
    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            raw("u00")
            let digits: StaticString = "0123456789abcdef"
            digits.withUTF8Buffer { hex in
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
    }
}

import Foundation

/// JSON text appended straight to bytes, exactly as ``JSONOutput`` (`JSONEncoder` with sorted keys and slashes
/// unescaped) writes the same values: on one line (``JSONOutput/line(_:)``), or pretty printed
/// (``JSONOutput/string(_:pretty:)``) when made with `isPretty`.
///
/// `JSONEncoder` builds a tree of boxed values for every line and then serializes it; on the batch path that cost
/// more than the analysis itself, and for the 90,000 dates of a long capture's `analyze --json` it took longer than
/// the analysis, so ``AnalysisLines`` and ``AnalysisRecord`` write their few record shapes with this instead. The
/// caller opens and closes objects and arrays (``beginObject()``, ``beginArray()``) and names each member's key
/// (``key(_:)``) in sorted order, or each array element (``element()``), and this writes the separators and, pretty
/// printed, the line breaks and indentation; ``raw(_:)`` writes punctuation of the caller's own. Tests check the
/// bytes against `JSONEncoder`'s.
///
/// Strings keep every character as UTF-8 except `"`, `\` and the control characters U+0000–U+001F, written `\"`,
/// `\\`, `\b`, `\t`, `\n`, `\f`, `\r` or `\u00xx` (lowercase hex). Numbers are Swift's shortest round-trip
/// `description` without a trailing `.0` (`1`, `0.5`, `1e+20`). Pretty printed, as `.prettyPrinted` does, each member
/// or element starts a line indented two spaces a level, a key is followed by `" : "`, and an empty object or array
/// is its brackets around a blank line.
struct JSONBytes {
    /// The JSON written so far.
    var bytes: [UInt8] = []
    /// Whether objects and arrays are laid out over several lines (`JSONEncoder`'s `.prettyPrinted`).
    let isPretty: Bool
    /// Whether a number was NaN or infinite, which JSON cannot hold (`JSONEncoder` throws); the bytes are then
    /// incomplete.
    private(set) var hasInvalidNumber = false
    /// How many objects and arrays are open.
    private var depth = 0
    /// Whether the innermost open object or array holds a member already, so that the next one takes a comma.
    private var hasMember = false

    /// An empty text, on one line unless `isPretty`.
    init(isPretty: Bool = false) {
        self.isPretty = isPretty
    }

    /// Drops the last `count` bytes written, and with them the record of an invalid number.
    mutating func removeLast(_ count: Int) {
        bytes.removeLast(count)
        hasInvalidNumber = false
    }

    /// Appends `text` as it is: punctuation and keys, already JSON.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Opens an object; each member follows ``key(_:)``.
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost open object.
    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array; each element follows ``element()``.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost open array.
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts a member of the open object: the separator and `key` (which must need no escaping); its value follows.
    mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        raw(key)
        raw(isPretty ? "\" : " : "\":")
    }

    /// Starts an element of the open array: the separator; the element follows.
    mutating func element() { separate() }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        if isPretty { bytes.append(UInt8(ascii: "\n")) }
        depth += 1
        hasMember = false
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if isPretty {
            // After the last member, or after the line break that opened an empty one (a blank line).
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
        bytes.append(bracket)
        hasMember = true  // The enclosing object or array now holds the one just closed.
    }

    /// The comma after the previous member and, pretty printed, the new line and its indentation.
    private mutating func separate() {
        if hasMember { raw(isPretty ? ",\n" : ",") }
        if isPretty { indent() }
        hasMember = true
    }

    /// Two spaces for each open object and array.
    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
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

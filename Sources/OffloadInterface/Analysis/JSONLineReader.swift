/// A cursor over one line's bytes that reads the object of ``JSONLineFields`` (see there for what it accepts).
struct JSONLineReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    /// A key the line may hold; the raw value is its bit in the set of keys seen.
    private enum Field: UInt8 {
        case id = 1, text = 2, ref = 4, tz = 8, locale = 16

        /// The field `key` names, or `nil` for any other key.
        init?(_ key: UnsafeBufferPointer<UInt8>) {
            let candidate: Field? =
                switch key.count {
                case 2: key.first == UInt8(ascii: "i") ? .id : .tz
                case 3: .ref
                case 4: .text
                case 6: .locale
                default: nil
                }
            guard let candidate, candidate.key.withUTF8Buffer({ $0.elementsEqual(key) }) else { return nil }
            self = candidate
        }

        var key: StaticString {
            switch self {
            case .id: "id"
            case .text: "text"
            case .ref: "ref"
            case .tz: "tz"
            case .locale: "locale"
            }
        }
    }

    mutating func fields() -> JSONLineFields? {
        var fields = JSONLineFields(text: "")
        var seen: UInt8 = 0
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        skipSpace()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpace()
                guard let key = plainKey() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                if let field = Field(key) {
                    guard seen & field.rawValue == 0, read(field, into: &fields) else { return nil }
                    seen |= field.rawValue
                } else {
                    guard skipValue(depth: 1) else { return nil }
                }
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpace()
        guard position == bytes.count, seen & Field.text.rawValue != 0 else { return nil }
        return fields
    }

    /// Reads the value of `field`: a string (or, for `id`, an integer) and, except for `text`, `null`.
    private mutating func read(_ field: Field, into fields: inout JSONLineFields) -> Bool {
        if field != .text, takeLiteral("null") { return true }
        if field == .id, let integer = integer() {
            fields.id = String(integer)
            return true
        }
        guard take(UInt8(ascii: "\"")), let value = stringBody() else { return false }
        switch field {
        case .id: fields.id = value
        case .text: fields.text = value
        case .ref: fields.ref = value
        case .tz: fields.tz = value
        case .locale: fields.locale = value
        }
        return true
    }

    /// A key of printable ASCII without escapes, its bytes between the quotes.
    private mutating func plainKey() -> UnsafeBufferPointer<UInt8>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard (0x20..<0x80).contains(bytes[position]), bytes[position] != UInt8(ascii: "\\") else { return nil }
            position += 1
        }
        guard position < bytes.count else { return nil }
        position += 1
        return UnsafeBufferPointer(rebasing: bytes[start..<position - 1])
    }

    /// The rest of a string after its opening quote, unescaped; `nil` for a control character, an unknown escape,
    /// a lone surrogate, bytes that are not UTF-8 or a missing closing quote.
    mutating func stringBody() -> String? {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return escapedBody(from: start) }
            guard byte >= 0x20 else { return nil }
            position += 1
        }
        return nil
    }

    /// ``stringBody()`` for a string holding escapes, from `start`, its first byte.
    private mutating func escapedBody(from start: Int) -> String? {
        var unescaped = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { return nil }
                let escape = bytes[position]
                position += 1
                if escape == UInt8(ascii: "u") {
                    guard let scalar = unicodeEscape() else { return nil }
                    unescaped.append(contentsOf: String(scalar).utf8)
                } else {
                    guard let character = Self.unescaped(escape) else { return nil }
                    unescaped.append(character)
                }
            case 0..<0x20:
                return nil
            default:
                unescaped.append(byte)
            }
        }
        return nil
    }

    /// The byte a one-letter escape stands for.
    private static func unescaped(_ escape: UInt8) -> UInt8? {
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The character of a `\uXXXX` escape (after `\u`), reading the low half of a surrogate pair too.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let unit = hexUnit() else { return nil }
        switch unit {
        case 0xD800...0xDBFF:
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hexUnit(),
                (0xDC00...0xDFFF).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        case 0xDC00...0xDFFF:
            return nil
        default:
            return Unicode.Scalar(unit)
        }
    }

    /// Four hex digits as a number.
    private mutating func hexUnit() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexDigit(bytes[position]) else { return nil }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// An integer without fraction or exponent that fits in `Int` (at most 18 digits), when one comes next.
    private mutating func integer() -> Int? {
        let start = position
        let isNegative = take(UInt8(ascii: "-"))
        var value = 0
        var digits = 0
        while position < bytes.count, let digit = Self.digit(bytes[position]) {
            // Past 18 digits the number may not fit; it is refused below, so stop adding before it overflows.
            if digits < 18 { value = value * 10 + digit }
            digits += 1
            position += 1
        }
        let isWellFormed =
            (1...18).contains(digits) && (digits == 1 || bytes[position - digits] != UInt8(ascii: "0"))
            && (position == bytes.count || !Self.continuesNumber(bytes[position]))
        guard isWellFormed else {
            position = start
            return nil
        }
        return isNegative ? -value : value
    }

    static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    /// Whether `byte` would make the number go on (a fraction, an exponent).
    private static func continuesNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Consumes `literal` when it comes next.
    mutating func takeLiteral(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { literal in
            guard position + literal.count <= bytes.count,
                literal.elementsEqual(UnsafeBufferPointer(rebasing: bytes[position..<position + literal.count]))
            else { return false }
            position += literal.count
            return true
        }
    }

    /// Consumes `byte` when it comes next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Skips JSON white space: space, tab, carriage return, line feed.
    mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): position += 1
            default: return
            }
        }
    }
}

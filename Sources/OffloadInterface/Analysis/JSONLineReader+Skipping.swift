/// Skipping the values of keys the line does not use, checking that they are well-formed JSON.
extension JSONLineReader {
    /// Skips one JSON value of a key the line does not use, checking it is well formed.
    mutating func skipValue(depth: Int) -> Bool {
        guard position < bytes.count, depth <= JSONLineFields.maximumDepth else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            position += 1
            return stringBody() != nil
        case UInt8(ascii: "{"):
            return skipContainer(depth: depth, close: UInt8(ascii: "}"), hasKeys: true)
        case UInt8(ascii: "["):
            return skipContainer(depth: depth, close: UInt8(ascii: "]"), hasKeys: false)
        case UInt8(ascii: "t"): return takeLiteral("true")
        case UInt8(ascii: "f"): return takeLiteral("false")
        case UInt8(ascii: "n"): return takeLiteral("null")
        default: return skipNumber()
        }
    }

    /// Skips an object (`hasKeys`) or an array and its values.
    private mutating func skipContainer(depth: Int, close: UInt8, hasKeys: Bool) -> Bool {
        position += 1
        skipSpace()
        if take(close) { return true }
        repeat {
            skipSpace()
            if hasKeys {
                guard take(UInt8(ascii: "\"")), stringBody() != nil else { return false }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipSpace()
            }
            guard skipValue(depth: depth + 1) else { return false }
            skipSpace()
        } while take(UInt8(ascii: ","))
        return take(close)
    }

    /// Skips a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func skipNumber() -> Bool {
        _ = take(UInt8(ascii: "-"))
        if !take(UInt8(ascii: "0")) {
            guard position < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[position]) else {
                return false
            }
            skipDigits()
        }
        if take(UInt8(ascii: ".")) {
            guard skipDigits() else { return false }
        }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+")) || take(UInt8(ascii: "-"))
            guard skipDigits() else { return false }
        }
        return true
    }

    /// Skips ASCII digits; whether there was at least one.
    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = position
        while position < bytes.count, Self.digit(bytes[position]) != nil { position += 1 }
        return position > start
    }
}

import OffloadCore

/// Writes the JSON of a suggestion's list-shaped columns (items, tags, explanation) directly into bytes.
///
/// Foundation's `JSONEncoder` cost more per capture than the whole analysis in batch hand-off; this writer emits
/// the same JSON shape (the keys `JSONDecoder` reads back, missing optionals left out) without going through
/// `Encodable`. Strings are escaped as RFC 8259 requires; a non-finite number throws, as `JSONEncoder` would.
struct ColumnJSON {
    private var bytes: [UInt8] = []
    private var isFirstMember = true

    /// The JSON text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The JSON array of `values`, each written by `write`.
    static func array<T>(_ values: [T], _ write: (inout ColumnJSON, T) throws -> Void) rethrows -> String {
        if values.isEmpty { return "[]" }
        var json = ColumnJSON()
        json.bytes.reserveCapacity(96 * values.count)
        try json.array(values, write)
        return json.text
    }

    mutating func array<T>(_ values: [T], _ write: (inout ColumnJSON, T) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            try write(&self, value)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes `{`, the members that `body` writes (each starting with ``key(_:)``), then `}`.
    mutating func object(_ body: (inout ColumnJSON) throws -> Void) rethrows {
        bytes.append(UInt8(ascii: "{"))
        let outer = isFirstMember
        isFirstMember = true
        try body(&self)
        isFirstMember = outer
        bytes.append(UInt8(ascii: "}"))
    }

    /// Starts an object member: the comma before it when needed, then `"key":`.
    mutating func key(_ key: StaticString) {
        if !isFirstMember { bytes.append(UInt8(ascii: ",")) }
        isFirstMember = false
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Most strings need no escape: copy them whole.
            guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 { escape(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ byte: UInt8) {
        let escaped: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped = byte
        case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
        case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
        case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
        case 0..<0x20:
            let hex: StaticString = "0123456789abcdef"
            bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            bytes.append(hex.utf8Start[Int(byte >> 4)])
            bytes.append(hex.utf8Start[Int(byte & 0x0F)])
            return
        default:
            bytes.append(byte)
            return
        }
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(escaped)
    }

    mutating func number(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "A number must be finite in JSON."))
        }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            number(Int(value))
            return
        }
        // Explanation weights are rounded to thousandths: such a number is written from its integer thousandths,
        // which spells what `description` would (the shortest text that reads back as the same number) without
        // making a string. Below 10^12 no other text of at most three decimals reads back as it.
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 1e15, thousandths / 1000 == value else {
            bytes.append(contentsOf: value.description.utf8)
            return
        }
        let magnitude = Int(abs(thousandths))
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        number(magnitude / 1000)
        var fraction = magnitude % 1000
        var digits = 3
        while fraction > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        if digits >= 2, fraction < 10 { bytes.append(UInt8(ascii: "0")) }
        if digits == 3, fraction < 100 { bytes.append(UInt8(ascii: "0")) }
        number(fraction)
    }

    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for the 20 digits of any Int
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: buffer[start...])
        }
    }
}

extension ColumnJSON {
    mutating func span(_ span: TextSpan) {
        object { json in
            json.key("start")
            json.number(span.start)
            json.key("end")
            json.number(span.end)
        }
    }

    mutating func item(_ item: SuggestedItem) throws {
        try object { json in
            json.key("text")
            json.string(item.text)
            if let quantity = item.quantity {
                json.key("quantity")
                try json.number(quantity)
            }
            if let unit = item.unit {
                json.key("unit")
                json.string(unit)
            }
            if let span = item.span {
                json.key("span")
                json.span(span)
            }
            json.key("children")
            try json.array(item.children) { try $0.item($1) }
        }
    }

    mutating func explanation(_ item: ExplanationItem) throws {
        try object { json in
            json.key("feature")
            json.string(item.feature)
            json.key("weight")
            try json.number(item.weight)
            if let span = item.span {
                json.key("span")
                json.span(span)
            }
        }
    }
}

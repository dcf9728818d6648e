import Foundation

/// What is wrong with a JSON Lines input line, said so that the user can fix it.
enum JSONLineProblem {
    /// Whether `line` holds nothing but spaces and tabs.
    static func isBlank(_ line: some Sequence<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// The sentence for a line that did not decode as `{"text": …}`: a NUL byte, bytes that are not UTF-8, a lone
    /// UTF-16 surrogate escape, or (otherwise) not a JSON object with a string `"text"`.
    static func sentence(line number: Int, _ line: Data) -> String {
        if let offset = line.firstIndex(of: 0) {
            return "Line \(number) contains a NUL byte (at byte \(offset - line.startIndex + 1)); remove it, "
                + "or write it as \\u0000 inside a string."
        }
        guard let text = String(validating: line, as: UTF8.self) else {
            return "Line \(number) is not valid UTF-8; convert the input to UTF-8, e.g. with iconv."
        }
        if let escape = loneSurrogate(in: text) {
            return "Line \(number) has a lone UTF-16 surrogate \(escape), which is not a character; "
                + "a surrogate escape must be a high (\\uD800-\\uDBFF) and low (\\uDC00-\\uDFFF) pair."
        }
        return "Line \(number) is not a JSON object with a string \"text\"."
    }

    /// The first `\uD800`–`\uDFFF` escape in `text` that is not half of a high-low pair, as written.
    static func loneSurrogate(in text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        var pendingHigh: String?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                if let pendingHigh { return pendingHigh }
                index += 1
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "u"), index + 6 <= bytes.count,
                let unit = UInt16(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16)
            else {
                if let pendingHigh { return pendingHigh }
                index += 2
                continue
            }
            let escape = String(decoding: bytes[index..<index + 6], as: UTF8.self)
            if (0xDC00...0xDFFF).contains(unit) {
                if pendingHigh == nil { return escape }
                pendingHigh = nil
            } else if let pendingHigh {
                return pendingHigh
            } else if (0xD800...0xDBFF).contains(unit) {
                pendingHigh = escape
            }
            index += 6
        }
        return pendingHigh
    }
}

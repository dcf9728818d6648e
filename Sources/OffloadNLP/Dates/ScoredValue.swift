/// A value as `score.py` reads it: an optional `YYYY-MM-DD` date and an optional `HH:MM` time.
///
/// Accepts `YYYY-MM-DD`, `YYYY-MM-DD[T ]H[H]:MM[:SS[.fff]][Z|±HH[:]MM]` and `[T]H[H]:MM[:SS[.fff]][zone]`.
struct ScoredValue: Hashable, Sendable {
    let date: String?
    let time: String?

    init?(_ text: String) {
        let bytes = Array(text.trimmingWhitespace.utf8)
        var cursor = 0
        func digits(_ count: ClosedRange<Int>) -> String? {
            var end = cursor
            while end < bytes.count, end - cursor < count.upperBound, (0x30...0x39).contains(bytes[end]) { end += 1 }
            guard count.contains(end - cursor) else { return nil }
            defer { cursor = end }
            return String(decoding: bytes[cursor..<end], as: UTF8.self)
        }
        func expect(_ byte: UInt8) -> Bool {
            guard cursor < bytes.count, bytes[cursor] == byte else { return false }
            cursor += 1
            return true
        }
        func timeAndZone() -> String? {
            guard let hour = digits(1...2), expect(0x3A), let minute = digits(2...2) else { return nil }
            if expect(0x3A) {
                guard digits(2...2) != nil else { return nil }
                if expect(0x2E) { guard digits(1...20) != nil else { return nil } }
            }
            if cursor < bytes.count {
                if expect(0x5A) {
                } else if expect(0x2B) || expect(0x2D) {
                    guard digits(2...2) != nil else { return nil }
                    _ = expect(0x3A)
                    guard digits(2...2) != nil else { return nil }
                } else {
                    return nil
                }
            }
            guard cursor == bytes.count, let hourValue = Int(hour) else { return nil }
            return CivilDate.pad(hourValue, 2) + ":" + minute
        }
        if bytes.count >= 10, let year = digits(4...4), expect(0x2D), let month = digits(2...2), expect(0x2D),
            let day = digits(2...2)
        {
            date = year + "-" + month + "-" + day
            if cursor == bytes.count {
                time = nil
                return
            }
            guard expect(0x54) || expect(0x20), let parsed = timeAndZone() else { return nil }
            time = parsed
            return
        }
        cursor = 0
        _ = expect(0x54)
        guard let parsed = timeAndZone() else { return nil }
        date = nil
        time = parsed
    }
}

extension String {
    /// The string without leading and trailing white space (as Python's `str.strip`).
    var trimmingWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...end]
    }
}

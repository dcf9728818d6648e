/// ISO 8601 date-times as typed or pasted: "2026-12-01T14:05", "2026-12-03T02:30:00Z", "2026-06-18T13:30+02:00",
/// "2026-12-03t02:30:00.250-0500".
///
/// The tokenizer cuts them into several glued tokens ("2026", "-", "12", …, "T14", ":", "05"), so the rule reads
/// the text of the glued run (at most ``maximumTokens`` tokens) as one string and keeps the longest date-time that
/// ends on a token boundary. With "Z" or a UTC offset the time is an instant, shown in the context's zone; without
/// one it is a wall time there. A plain date ("2026-12-01") is left to ``CalendarDateRule``.
struct ISODateTimeRule: DateRule {
    let grammar: DateGrammar
    /// The most tokens a date-time is read from ("2026", "-", "12", "-", "03", "T02", ":", "30:00", ".", "250",
    /// "-", "0500").
    static let maximumTokens = 12

    func parse(_ input: inout TokenInput) throws(DateParseFailure) -> TemporalParse {
        var text: [UInt8] = []
        var ends: [Int] = []
        var cursor = input
        while let token = cursor.first, ends.count < Self.maximumTokens, ends.isEmpty || !token.followsSpace {
            text += token.normalized.utf8
            ends.append(text.count)
            cursor.removeFirst()
        }
        var reader = Reader(bytes: text)
        guard let parse = reader.dateTime(), let count = ends.firstIndex(of: reader.position) else {
            throw DateParseFailure()
        }
        input.removeFirst(count + 1)
        return parse
    }

    /// A cursor over the run's bytes (lower case: "t", "z").
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        /// `YYYY-MM-DDtHH:MM[:SS[.fff]][z|±HH[:]MM|±HH]`; on success `position` is just past it.
        mutating func dateTime() -> TemporalParse? {
            guard let year = digits(4), take(0x2D), let month = digits(2), take(0x2D), let day = digits(2),
                CivilDate(year: year, month: month, day: day) != nil, take(0x74), let hour = digits(2), hour < 24,
                take(0x3A), let minute = digits(2), minute < 60
            else { return nil }
            var time = TimeSpec(hour: hour, minute: minute, is24Hour: true)
            var mark = position
            if take(0x3A), let second = digits(2), second < 60 {
                time.second = second
                mark = position
                if take(0x2E), run() > 0 { mark = position }
            }
            position = mark
            if take(0x7A) {
                time.utcOffsetSeconds = 0
            } else if let sign = bytes.at(position), sign == 0x2B || sign == 0x2D {
                position += 1
                if let offset = utcOffset() {
                    time.utcOffsetSeconds = sign == 0x2B ? offset : -offset
                } else {
                    position = mark
                }
            }
            return TemporalParse(date: .monthDay(month: month, day: day, year: year), time: time)
        }

        /// `HH:MM`, `HHMM` or `HH` after the sign, in seconds.
        private mutating func utcOffset() -> Int? {
            guard let hours = digits(2), hours <= 14 else { return nil }
            let mark = position
            _ = take(0x3A)
            if let minutes = digits(2), minutes < 60 { return hours * 3600 + minutes * 60 }
            position = mark
            return hours * 3600
        }

        /// Exactly `count` ASCII digits as a number.
        private mutating func digits(_ count: Int) -> Int? {
            var value = 0
            for offset in 0..<count {
                guard let byte = bytes.at(position + offset), byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            if let next = bytes.at(position + count), next >= 0x30, next <= 0x39 { return nil }
            position += count
            return value
        }

        /// Skips a run of digits and returns its length.
        private mutating func run() -> Int {
            let start = position
            while let byte = bytes.at(position), byte >= 0x30, byte <= 0x39 { position += 1 }
            return position - start
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard bytes.at(position) == byte else { return false }
            position += 1
            return true
        }
    }
}

extension Array where Element == UInt8 {
    /// The byte at `index`, or `nil` past either end.
    fileprivate func at(_ index: Int) -> UInt8? { index >= 0 && index < count ? self[index] : nil }
}

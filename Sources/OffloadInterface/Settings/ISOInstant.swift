import Foundation

/// ISO 8601 instants with or without fractional seconds; a missing offset means UTC.
///
/// The reading is strict: a field out of range (`2026-02-30`, `25:99:00`, an offset past `±23:59`) makes the text
/// no instant at all instead of rolling over into the next day or month.
public enum ISOInstant {
    /// The instant `text` names (`2026-11-21T09:00:00Z`, `2026-11-21T09:00:00.250+01:00`, `2026-11-21T09:00:00`
    /// as UTC, or a bare date `2026-11-21` at midnight UTC), or `nil` when it is none of these or names a day or
    /// time that does not exist (`2026-02-30T25:99:00Z`).
    ///
    /// Fractional seconds count to the millisecond; the offset may be written `+01:00` or `+0100`.
    public static func parse(_ text: String) -> Date? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip(UInt8(ascii: "-")),
            let month = reader.number(digits: 2), reader.skip(UInt8(ascii: "-")),
            let day = reader.number(digits: 2),
            year >= 1, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        if reader.atEnd { return Date(timeIntervalSince1970: Double(days) * 86_400) }
        guard reader.skip(UInt8(ascii: "T")), let hour = reader.number(digits: 2), reader.skip(UInt8(ascii: ":")),
            let minute = reader.number(digits: 2), reader.skip(UInt8(ascii: ":")),
            let second = reader.number(digits: 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var milliseconds = 0
        if reader.skip(UInt8(ascii: ".")) {
            guard let fraction = reader.fraction() else { return nil }
            milliseconds = fraction
        }
        var offset = 0
        if reader.skip(UInt8(ascii: "Z")) {
            offset = 0
        } else if let sign = reader.sign() {
            guard let hours = reader.number(digits: 2) else { return nil }
            _ = reader.skip(UInt8(ascii: ":"))
            guard let minutes = reader.number(digits: 2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3_600 + minutes * 60)
        }
        guard reader.atEnd else { return nil }
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + Double(milliseconds) / 1_000)
    }

    /// The number of days in `month` of `year` in the Gregorian calendar.
    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A cursor over the UTF-8 bytes of the text being read.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        var atEnd: Bool { position == bytes.count }

        /// Consumes `byte` when it comes next.
        mutating func skip(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// Exactly `digits` ASCII digits as a number.
        mutating func number(digits: Int) -> Int? {
            guard position + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + digits] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            position += digits
            return value
        }

        /// One or more fraction digits as whole milliseconds (digits past the third are dropped).
        mutating func fraction() -> Int? {
            var milliseconds = 0
            var count = 0
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                if count < 3 { milliseconds = milliseconds * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
                count += 1
                position += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 3) { milliseconds *= 10 }
            return milliseconds
        }

        /// `+1` or `-1` for an offset's sign, consumed; `nil` when none comes next.
        mutating func sign() -> Int? {
            if skip(UInt8(ascii: "+")) { return 1 }
            if skip(UInt8(ascii: "-")) { return -1 }
            return nil
        }
    }
}

import Foundation
import OffloadCore

/// Formats instants exactly as GRDB stores `Date` (`yyyy-MM-dd HH:mm:ss.SSS`, UTC) without a `DateFormatter`.
///
/// Batch hand-off binds two or three dates per capture; Foundation's formatter made that the slowest part of a
/// batch on Linux. GRDB reads these strings back as `Date`.
enum StoredDate {
    static func string(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let days = milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
        let dayMilliseconds = milliseconds - days * 86_400_000
        let civil = GregorianDays.date(days: Int(days))
        let (year, month, day) = (Int64(civil.year), Int64(civil.month), Int64(civil.day))
        let hour = dayMilliseconds / 3_600_000
        let minute = dayMilliseconds / 60_000 % 60
        let second = dayMilliseconds / 1000 % 60
        let millisecond = dayMilliseconds % 1000
        guard (0...9999).contains(year) else {
            return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2)):"
                + "\(pad(second, 2)).\(pad(millisecond, 3))"
        }
        // The usual case, written digit by digit into one 23-byte string.
        return String(unsafeUninitializedCapacity: 23) { buffer in
            var position = 0
            func put(_ value: Int64, _ width: Int) {
                var divisor: Int64 = 1
                for _ in 1..<width { divisor *= 10 }
                while divisor > 0 {
                    buffer[position] = UInt8(truncatingIfNeeded: 0x30 + value / divisor % 10)
                    position += 1
                    divisor /= 10
                }
            }
            func separator(_ byte: UInt8) {
                buffer[position] = byte
                position += 1
            }
            put(year, 4)
            separator(UInt8(ascii: "-"))
            put(month, 2)
            separator(UInt8(ascii: "-"))
            put(day, 2)
            separator(UInt8(ascii: " "))
            put(hour, 2)
            separator(UInt8(ascii: ":"))
            put(minute, 2)
            separator(UInt8(ascii: ":"))
            put(second, 2)
            separator(UInt8(ascii: "."))
            put(millisecond, 3)
            return position
        }
    }

    /// Reads back what ``string(_:)`` writes for years 0 to 9999 (`yyyy-MM-dd HH:mm:ss.SSS`); `nil` for any other
    /// text, which the caller then leaves to GRDB's own date decoding (it accepts more formats, more slowly).
    static func date(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 23, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
                bytes[19] == UInt8(ascii: ".")
            else { return nil }
            func field(_ start: Int, _ width: Int) -> Int? {
                var value = 0
                for byte in bytes[start..<start + width] {
                    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard let year = field(0, 4), let month = field(5, 2), let day = field(8, 2), let hour = field(11, 2),
                let minute = field(14, 2), let second = field(17, 2), let millisecond = field(20, 3),
                hour < 24, minute < 60, second < 60
            else { return nil }
            let days = GregorianDays.days(year: year, month: month, day: day)
            // A day that does not exist (February 30th) does not come back the same.
            guard GregorianDays.date(days: days) == (year, month, day) else { return nil }
            let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
            // The arithmetic GRDB's decoding ends in (Foundation's calendar counts from 2001), so both give the
            // same `Date` to the last bit.
            return Date(
                timeIntervalSinceReferenceDate: Double(seconds - 978_307_200) + Double(millisecond) / 1000)
        }
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}

import Foundation
import OffloadCore

/// Formats instants exactly as GRDB stores `Date` (`yyyy-MM-dd HH:mm:ss.SSS`, UTC) without a `DateFormatter`.
///
/// Batch hand-off binds two or three dates per capture; Foundation's formatter made that the slowest part of a
/// batch on Linux. GRDB reads these strings back as `Date`.
enum StoredDate {
    /// The fields of `yyyy-MM-dd HH:mm:ss.SSS` in order, each with its width in digits and the byte after it; both
    /// the writer and the reader walk this.
    private static let layout: [(width: Int, separator: UInt8?)] = [
        (4, UInt8(ascii: "-")), (2, UInt8(ascii: "-")), (2, UInt8(ascii: " ")), (2, UInt8(ascii: ":")),
        (2, UInt8(ascii: ":")), (2, UInt8(ascii: ".")), (3, nil),
    ]

    /// The length of the usual text (years 0 to 9999): 23 bytes.
    private static let length = layout.reduce(0) { $0 + $1.width + ($1.separator == nil ? 0 : 1) }

    static func string(_ date: Date) -> String {
        let fields = Fields(date)
        guard fields.isUsual else { return fields.padded }
        return String(unsafeUninitializedCapacity: length) { fields.write(into: $0) }
    }

    /// Appends the bytes of ``string(_:)`` to `bytes` without making a string (the usual years).
    static func append(_ date: Date, to bytes: inout [UInt8]) {
        let fields = Fields(date)
        guard fields.isUsual else {
            bytes.append(contentsOf: fields.padded.utf8)
            return
        }
        bytes.append(count: length) { _ = fields.write(into: $0) }
    }

    /// The UTC calendar fields of an instant, to the millisecond.
    private struct Fields {
        let year, month, day, hour, minute, second, millisecond: Int64

        init(_ date: Date) {
            let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
            let days = milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
            let dayMilliseconds = milliseconds - days * 86_400_000
            let civil = GregorianDays.date(days: Int(days))
            (year, month, day) = (Int64(civil.year), Int64(civil.month), Int64(civil.day))
            hour = dayMilliseconds / 3_600_000
            minute = dayMilliseconds / 60_000 % 60
            second = dayMilliseconds / 1000 % 60
            millisecond = dayMilliseconds % 1000
        }

        /// Whether the year has four digits (0 to 9999), the shape ``write(into:)`` and ``StoredDate/date(_:)``
        /// handle.
        var isUsual: Bool { (0...9999).contains(year) }

        /// Any year, padded as GRDB pads it.
        var padded: String {
            "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) \(pad(hour, 2)):\(pad(minute, 2)):"
                + "\(pad(second, 2)).\(pad(millisecond, 3))"
        }

        /// Writes the ``StoredDate/length`` bytes of a usual date digit by digit at the start of `buffer`.
        func write(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
            var position = 0
            /// Writes field number `index` of ``layout``, then its separator.
            func put(_ value: Int64, _ index: Int) {
                let field = layout[index]
                var divisor: Int64 = 1
                for _ in 1..<field.width { divisor *= 10 }
                while divisor > 0 {
                    buffer[position] = UInt8(truncatingIfNeeded: 0x30 + value / divisor % 10)
                    position += 1
                    divisor /= 10
                }
                if let separator = field.separator {
                    buffer[position] = separator
                    position += 1
                }
            }
            // Field by field rather than over an array of them: this runs for every date the writer binds.
            put(year, 0)
            put(month, 1)
            put(day, 2)
            put(hour, 3)
            put(minute, 4)
            put(second, 5)
            put(millisecond, 6)
            return position
        }

        private func pad(_ value: Int64, _ width: Int) -> String {
            let digits = String(value)
            return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        }
    }

    /// Reads back what ``string(_:)`` writes for years 0 to 9999 (`yyyy-MM-dd HH:mm:ss.SSS`); `nil` for any other
    /// text, which the caller then leaves to GRDB's own date decoding (it accepts more formats, more slowly).
    static func date(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == length else { return nil }
            var position = 0
            /// Reads field number `index` of ``layout`` and checks its separator; `nil` when either is off.
            func field(_ index: Int) -> Int? {
                let field = layout[index]
                var value = 0
                for byte in bytes[position..<position + field.width] {
                    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                position += field.width
                if let separator = field.separator {
                    guard bytes[position] == separator else { return nil }
                    position += 1
                }
                return value
            }
            guard let year = field(0), let month = field(1), let day = field(2), let hour = field(3),
                let minute = field(4), let second = field(5), let millisecond = field(6),
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
}

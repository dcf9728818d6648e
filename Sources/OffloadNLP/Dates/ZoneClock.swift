import COffloadICU
import Foundation

/// A wall-clock reading in one time zone: a civil date plus hour, minute and second.
struct WallTime: Hashable, Sendable {
    /// The calendar day.
    var date: CivilDate
    /// Hour 0-23.
    var hour: Int
    /// Minute 0-59.
    var minute: Int
    /// Second 0-59.
    var second: Int = 0
}

/// The result of placing a wall-clock time on the time line.
struct ResolvedInstant: Hashable, Sendable {
    /// The instant.
    let instant: Date
    /// UTC offset in seconds that applies at the instant (zone plus daylight saving).
    let offsetSeconds: Int
    /// Whether the wall time does not exist in the zone (it falls into a spring-forward gap).
    let isInGap: Bool
}

/// The ICU-backed conversions between wall-clock time and instants in one time zone.
///
/// Every call opens an ICU calendar, so the extractor calls these only once a mention has been found.
struct ZoneClock: Sendable {
    /// The zone identifier as UTF-16 for ICU.
    let zoneUTF16: [UInt16]

    /// Wraps `identifier`, or returns `nil` when ICU does not know the zone.
    init?(identifier: String) {
        let units = Array(identifier.utf16)
        guard !units.isEmpty, units.count <= 128 else { return nil }
        let known = units.withUnsafeBufferPointer { offload_is_known_zone($0.baseAddress, Int32($0.count)) }
        guard known == 1 else { return nil }
        zoneUTF16 = units
    }

    /// Places `wall` on the time line; `nil` when the fields are out of range or ICU fails.
    func resolve(_ wall: WallTime) -> ResolvedInstant? {
        var millis = 0.0
        var offset: Int32 = 0
        var gap: Int32 = 0
        let status = zoneUTF16.withUnsafeBufferPointer { zone in
            offload_resolve_wall(
                zone.baseAddress, Int32(zone.count), Int32(wall.date.year), Int32(wall.date.month),
                Int32(wall.date.day), Int32(wall.hour), Int32(wall.minute), Int32(wall.second), &millis, &offset, &gap)
        }
        guard status == OFFLOAD_ICU_OK else { return nil }
        return ResolvedInstant(
            instant: Date(timeIntervalSince1970: millis / 1000), offsetSeconds: Int(offset), isInGap: gap == 1)
    }

    /// The wall-clock reading of `instant` and the UTC offset in seconds there; `nil` when ICU fails.
    func wall(at instant: Date) -> (WallTime, offsetSeconds: Int)? {
        var fields = [Int32](repeating: 0, count: 8)
        let millis = (instant.timeIntervalSince1970 * 1000).rounded(.down)
        let status = zoneUTF16.withUnsafeBufferPointer { zone in
            fields.withUnsafeMutableBufferPointer {
                offload_instant_to_wall(zone.baseAddress, Int32(zone.count), millis, $0.baseAddress)
            }
        }
        guard status == OFFLOAD_ICU_OK,
            let date = CivilDate(year: Int(fields[0]), month: Int(fields[1]), day: Int(fields[2]))
        else { return nil }
        let wall = WallTime(date: date, hour: Int(fields[3]), minute: Int(fields[4]), second: Int(fields[5]))
        return (wall, Int(fields[7]))
    }
}

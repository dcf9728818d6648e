import Foundation

/// Everything date resolution depends on: the reference instant, the user's time zone and locale.
///
/// Nothing in the date grammar reads the system clock; "tomorrow" means the day after ``now`` in ``timeZone``.
///
/// ```swift
/// let context = try DateContext(now: Date(), timeZone: "Europe/Berlin", locale: UserLocale("de_DE"))
/// ```
public struct DateContext: Sendable {
    /// The reference instant relative phrases resolve against.
    public private(set) var now: Date
    /// IANA time zone identifier (`Europe/Berlin`), validated by ICU.
    public let timeZone: String
    /// Locale: picks the lexicon (`language`) and the order of numeric dates (`isMonthFirst`).
    public private(set) var locale: UserLocale
    /// Whether every capture is read in ``locale``'s language (the user named it: `--locale`); when `false`, the
    /// analyzer detects each capture's language and uses ``locale``'s only when the text does not tell.
    public var forcesLanguage = false
    /// The wall-clock reading of ``now`` in ``timeZone``.
    private(set) var nowWall: WallTime
    /// ICU conversions for ``timeZone``.
    let clock: ZoneClock

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - now: The reference instant.
    ///   - timeZone: An IANA time zone identifier.
    ///   - locale: The user's locale; defaults to US English.
    ///   - forcesLanguage: Whether every capture is read in `locale`'s language rather than the detected one.
    /// - Throws: ``NLPError/unknownTimeZone(_:)`` when ICU does not know `timeZone`;
    ///   ``NLPError/icuFailure(operation:)`` when ICU cannot convert `now`.
    public init(now: Date, timeZone: String, locale: UserLocale = .englishUS, forcesLanguage: Bool = false) throws {
        guard let clock = ZoneClock(identifier: timeZone) else { throw NLPError.unknownTimeZone(timeZone) }
        self.now = now
        self.timeZone = timeZone
        self.locale = locale
        self.forcesLanguage = forcesLanguage
        self.clock = clock
        self.nowWall = try Self.wall(at: now, on: clock)
    }

    /// The same context read in `language`: unchanged when its locale already speaks it, else with that language's
    /// usual locale (``UserLocale/standard(for:)``: `de` reads numeric dates day-first as `de_DE` does).
    public func reading(_ language: String) -> DateContext {
        guard language != locale.language else { return self }
        var context = self
        context.locale = UserLocale.standard(for: language)
        return context
    }

    /// The same zone and locale at another reference instant, without validating the zone again (batch hand-off
    /// reads each capture's dates relative to its own creation time).
    ///
    /// - Throws: ``NLPError/icuFailure(operation:)`` when ICU cannot convert `now`.
    public func with(now: Date) throws -> DateContext {
        var context = self
        context.now = now
        context.nowWall = try Self.wall(at: now, on: clock)
        return context
    }

    /// The wall-clock reading of the reference instant `now`.
    private static func wall(at now: Date, on clock: ZoneClock) throws -> WallTime {
        guard let (wall, _) = clock.wall(at: now) else {
            throw NLPError.icuFailure(operation: "reading the wall-clock time of the reference instant")
        }
        return wall
    }

    /// A context for tests and tools: `iso` is either an instant with offset (`2025-03-14T09:00:00Z`) or a
    /// wall-clock time without offset (`2025-03-14T09:00:00`), read in `timeZone`.
    ///
    /// Returns a UTC context at 1970-01-01 when `iso` or the zone cannot be read, so a typo shows up as wrong
    /// dates in the test that used it rather than a crash.
    public static func fixed(_ iso: String, timeZone: String = "UTC", locale: UserLocale = .englishUS) -> DateContext {
        if let context = try? parse(iso, timeZone: timeZone, locale: locale) ?? nil { return context }
        // Invariant: "UTC" is always known to ICU, so this only fails on a broken ICU install.
        guard let fallback = try? DateContext(now: Date(timeIntervalSince1970: 0), timeZone: "UTC", locale: locale)
        else { preconditionFailure("ICU does not know the UTC zone") }
        return fallback
    }

    /// Parses `iso` (see ``fixed(_:timeZone:locale:)``) into a context.
    ///
    /// - Returns: The context, or `nil` when `iso` is not `YYYY-MM-DD[THH:MM[:SS]][Z|±HH:MM]`.
    /// - Throws: ``NLPError/unknownTimeZone(_:)`` when ICU does not know `timeZone`.
    public static func parse(_ iso: String, timeZone: String, locale: UserLocale = .englishUS) throws -> DateContext? {
        guard let clock = ZoneClock(identifier: timeZone) else { throw NLPError.unknownTimeZone(timeZone) }
        guard let stamp = ISOStamp(iso) else { return nil }
        let instant: Date
        if let offset = stamp.offsetSeconds {
            let seconds =
                (stamp.wall.date.dayNumber * 86_400) + stamp.wall.hour * 3600 + stamp.wall.minute * 60
                + stamp.wall.second - offset
            instant = Date(timeIntervalSince1970: Double(seconds))
        } else {
            guard let resolved = clock.resolve(stamp.wall) else { return nil }
            instant = resolved.instant
        }
        return try DateContext(now: instant, timeZone: timeZone, locale: locale)
    }
}

/// A parsed `YYYY-MM-DD[THH:MM[:SS]][Z|±HH[:]MM]` stamp.
struct ISOStamp {
    let wall: WallTime
    let offsetSeconds: Int?

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[from..<(from + count)] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        var hour = 0
        var minute = 0
        var second = 0
        var cursor = 10
        if bytes.count > 10, bytes[10] == 0x54 || bytes[10] == 0x20 {
            guard let h = number(11, 2), let m = number(14, 2), h < 24, m < 60 else { return nil }
            hour = h
            minute = m
            cursor = 16
            if bytes.count > 16, bytes[16] == 0x3A {
                guard let s = number(17, 2), s < 60 else { return nil }
                second = s
                cursor = 19
                while cursor < bytes.count, bytes[cursor] == 0x2E || (0x30...0x39).contains(bytes[cursor]) {
                    cursor += 1
                }
            }
        }
        var offset: Int?
        if cursor < bytes.count {
            if bytes[cursor] == 0x5A, cursor + 1 == bytes.count {
                offset = 0
            } else if bytes[cursor] == 0x2B || bytes[cursor] == 0x2D, let h = number(cursor + 1, 2) {
                let colon = cursor + 3 < bytes.count && bytes[cursor + 3] == 0x3A ? 1 : 0
                guard let m = number(cursor + 3 + colon, 2), cursor + 5 + colon == bytes.count else { return nil }
                offset = (h * 3600 + m * 60) * (bytes[cursor] == 0x2D ? -1 : 1)
            } else {
                return nil
            }
        }
        wall = WallTime(date: date, hour: hour, minute: minute, second: second)
        offsetSeconds = offset
    }
}

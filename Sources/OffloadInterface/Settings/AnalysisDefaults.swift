import Foundation
import OffloadNLP

/// Parses and defaults the date context of an analysis: the reference instant, the time zone and the locale.
public enum AnalysisDefaults {
    /// A resolved date context.
    public struct Resolved: Sendable {
        /// The instant relative dates count from.
        public let reference: Date
        /// An IANA time zone identifier such as `Europe/Berlin`.
        public let timeZone: String
        /// The locale the dates are read in when a capture does not tell its language, or always when
        /// ``forcesLanguage``.
        public let locale: UserLocale
        /// Whether the user named the locale for this run (`--locale`, a request's `locale`).
        ///
        /// Every capture is then read in its language and nothing is detected; a locale from the settings or `LANG`
        /// is only the fallback.
        public let forcesLanguage: Bool

        /// Creates a resolved context from its parts.
        public init(reference: Date, timeZone: String, locale: UserLocale, forcesLanguage: Bool = false) {
            self.reference = reference
            self.timeZone = timeZone
            self.locale = locale
            self.forcesLanguage = forcesLanguage
        }

        /// The date context of these settings.
        ///
        /// - Throws: ``NLPError`` when ICU cannot convert the reference instant in the zone.
        public func dateContext() throws -> DateContext {
            try DateContext(now: reference, timeZone: timeZone, locale: locale, forcesLanguage: forcesLanguage)
        }
    }

    /// A setting that cannot be used, with the sentence to show the user.
    public struct InvalidSetting: Error, Equatable, CustomStringConvertible {
        /// The user-facing sentence, such as `'tomorrow' is not an ISO 8601 instant; …`.
        public let message: String

        public var description: String { message }
    }

    /// Resolves the date context from what the user gave; each missing part takes its default.
    ///
    /// Defaults: the reference is now (``Clock/now()``: `OFFLOAD_NOW` when set, else the system clock); the time
    /// zone is the `timezone` setting (``UserSettings/process``), else the system's (`TZ`); the locale is the
    /// `locale` setting, else `LANG` (ignored when it is `C` or `POSIX`), else `en_US`; an unusable `LANG` falls
    /// back to `en_US`.
    ///
    /// - Parameters:
    ///   - ref: The reference instant, ISO 8601 (see ``ISOInstant/parse(_:)``).
    ///   - tz: An IANA time zone identifier.
    ///   - locale: A locale identifier such as `en_GB` or `de_DE`.
    /// - Returns: The resolved context.
    /// - Throws: ``InvalidSetting`` for an unreadable `ref`, an unknown `tz` or an unsupported `locale`; what
    ///   ``UserLocale/init(_:)`` throws other than ``NLPError``.
    public static func resolve(ref: String?, tz: String?, locale: String?) throws -> Resolved {
        let reference: Date
        if let ref {
            guard let parsed = ISOInstant.parse(ref) else {
                throw InvalidSetting(
                    message:
                        "'\(ref)' is not an ISO 8601 instant; use e.g. 2026-11-21T09:00:00Z or 2026-11-21T09:00:00+01:00."
                )
            }
            reference = parsed
        } else {
            reference = Clock.now()
        }
        let settings = UserSettings.process
        let zone = tz ?? settings.timeZone ?? TimeZone.current.identifier
        guard TimeZone(identifier: zone) != nil else {
            throw InvalidSetting(message: NLPError.unknownTimeZone(zone).description)
        }
        // `getenv` reads one variable; `ProcessInfo`'s environment copies all of them (the service resolves per
        // request).
        let environmentLocale = getenv("LANG").map { String(cString: $0) }.flatMap {
            $0 == "C" || $0.hasPrefix("C.") || $0 == "POSIX" ? nil : $0
        }
        let userLocale: UserLocale
        do {
            userLocale = try UserLocale(locale ?? settings.locale ?? environmentLocale ?? "en_US")
        } catch let error as NLPError {
            if locale == nil { return .init(reference: reference, timeZone: zone, locale: .englishUS) }
            throw InvalidSetting(message: error.description)
        }
        return .init(reference: reference, timeZone: zone, locale: userLocale, forcesLanguage: locale != nil)
    }
}

import Foundation
import OffloadNLP

/// The date context of each time zone and locale a run meets, built once and moved to each line's reference.
struct DateContextCache {
    let defaults: AnalysisDefaults.Resolved
    /// At most this many zone and locale pairs are kept; past it the cache starts over (bounded memory).
    static let capacity = 256
    private var contexts: [String: Result<DateContext, any Error>] = [:]

    init(defaults: AnalysisDefaults.Resolved) {
        self.defaults = defaults
    }

    /// The context of a line: its `ref`, `tz` and `locale`, each defaulting to the run's.
    ///
    /// - Throws: ``AnalysisDefaults/InvalidSetting`` for an unreadable `ref`, an unknown `tz` or an unsupported
    ///   `locale`, checked in that order; ``OffloadNLP/NLPError/icuFailure(operation:)`` when ICU cannot convert the
    ///   reference.
    mutating func context(ref: String?, tz: String?, locale: String?) throws -> DateContext {
        var reference = defaults.reference
        if let ref {
            // Reading `ref` alone keeps the first complaint the same as resolving all three at once.
            guard let parsed = ISOInstant.parse(ref) else {
                _ = try AnalysisDefaults.resolve(ref: ref, tz: "UTC", locale: "en_US")
                throw AnalysisDefaults.InvalidSetting(message: "'\(ref)' is not an ISO 8601 instant.")
            }
            reference = parsed
        }
        let context = try base(tz: tz ?? defaults.timeZone, locale: locale ?? defaults.locale.identifier)
        return reference == context.now ? context : try context.with(now: reference)
    }

    /// The context of `tz` and `locale` at the run's reference instant.
    private mutating func base(tz: String, locale: String) throws -> DateContext {
        let key = tz + "\u{0}" + locale
        if let known = contexts[key] { return try known.get() }
        if contexts.count >= Self.capacity { contexts.removeAll(keepingCapacity: true) }
        let built = Result<DateContext, any Error> {
            let resolved = try AnalysisDefaults.resolve(ref: nil, tz: tz, locale: locale)
            return try DateContext(now: defaults.reference, timeZone: resolved.timeZone, locale: resolved.locale)
        }
        contexts[key] = built
        return try built.get()
    }
}

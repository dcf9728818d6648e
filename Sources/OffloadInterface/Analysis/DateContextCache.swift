import Foundation
import OffloadNLP

/// The date context of each time zone and locale a run meets, built once and moved to each line's reference.
struct DateContextCache: Sendable {
    let defaults: AnalysisDefaults.Resolved
    /// At most this many zone and locale pairs, and as many contexts moved to other references, are kept; past it
    /// the cache starts over (bounded memory).
    static let capacity = 256
    /// Each zone and locale's context at the run's reference, or why the pair has none.
    private var contexts: [Key: Result<DateContext, any Error>] = [:]
    /// Contexts moved to the references lines gave: batches often share a few, and moving one asks ICU for the
    /// wall-clock time.
    private var moved: [MovedKey: DateContext] = [:]

    private struct Key: Hashable {
        let timeZone: String
        let locale: String
        /// Whether the line or the run named the locale, so that no language is detected.
        let forcesLanguage: Bool
    }

    private struct MovedKey: Hashable {
        let key: Key
        let reference: Date
    }

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
        let key = Key(
            timeZone: tz ?? defaults.timeZone, locale: locale ?? defaults.locale.identifier,
            forcesLanguage: locale != nil || defaults.forcesLanguage)
        let context = try known(key)
        guard reference != context.now else { return context }
        let movedKey = MovedKey(key: key, reference: reference)
        if let known = moved[movedKey] { return known }
        let movedContext = try context.with(now: reference)
        if moved.count >= Self.capacity { moved.removeAll(keepingCapacity: true) }
        moved[movedKey] = movedContext
        return movedContext
    }

    /// The context of `key`'s zone and locale at the run's reference instant.
    private mutating func known(_ key: Key) throws -> DateContext {
        if let known = contexts[key] { return try known.get() }
        if contexts.count >= Self.capacity { contexts.removeAll(keepingCapacity: true) }
        let built = Result<DateContext, any Error> {
            let resolved = try AnalysisDefaults.resolve(ref: nil, tz: key.timeZone, locale: key.locale)
            return try DateContext(
                now: defaults.reference, timeZone: resolved.timeZone, locale: resolved.locale,
                forcesLanguage: key.forcesLanguage)
        }
        contexts[key] = built
        return try built.get()
    }
}

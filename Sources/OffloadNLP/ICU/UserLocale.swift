import COffloadICU

/// A canonical ICU locale and the conventions derived from it.
public struct UserLocale: Hashable, Sendable, CustomStringConvertible {
    /// Canonical identifier, such as `en_US`.
    public let identifier: String
    /// The language code, such as `en`.
    public let language: String
    /// Whether numeric dates put the month first (12/05 = December 5th), read from ICU's short date pattern.
    public let isMonthFirst: Bool

    /// Canonicalizes `identifier` ("en-us", "de_DE.UTF-8", "es") through ICU.
    ///
    /// - Throws: ``NLPError/invalidLocale(_:)`` when the identifier is empty or ICU rejects it.
    public init(_ identifier: String) throws {
        let trimmed = identifier.split(separator: ".").first.map(String.init) ?? ""
        guard !trimmed.isEmpty, trimmed.count < 100,
            trimmed.allSatisfy({
                $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "@" || $0 == "=")
            })
        else { throw NLPError.invalidLocale(identifier) }
        var buffer = [CChar](repeating: 0, count: 160)
        let written = buffer.withUnsafeMutableBufferPointer { out in
            offload_canonical_locale(trimmed, out.baseAddress, Int32(out.count))
        }
        guard written > 0 else { throw NLPError.invalidLocale(identifier) }
        let canonical = String(decoding: buffer[0..<Int(written)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let language = String(canonical.prefix { $0 != "_" && $0 != "@" }).lowercased()
        guard (2...3).contains(language.count) else { throw NLPError.invalidLocale(identifier) }
        self.identifier = canonical
        self.language = language
        let order = offload_locale_month_first(canonical)
        self.isMonthFirst = order == 1 || (order < 0 && canonical == "en_US")
    }

    /// US English, the default when nothing else is set.
    public static let englishUS: UserLocale = {
        // Invariant: "en_US" is a valid ICU locale; the fallback only guards against a broken ICU install.
        (try? UserLocale("en_US")) ?? UserLocale(uncheckedIdentifier: "en_US", language: "en", isMonthFirst: true)
    }()

    /// The usual locale of a language code: `en_US` for `en`, `de_DE` for `de`, `es_ES` for `es`, `fr_FR` for `fr`,
    /// ICU's reading of the bare code for any other, and ``englishUS`` when ICU rejects it.
    public static func standard(for language: String) -> UserLocale {
        if let known = standards[language] { return known }
        return (try? UserLocale(language)) ?? englishUS
    }

    /// The locales ``standard(for:)`` hands out most, built once.
    private static let standards: [String: UserLocale] = {
        var table = ["en": englishUS]
        for (code, identifier) in [("de", "de_DE"), ("es", "es_ES"), ("fr", "fr_FR")] {
            table[code] = try? UserLocale(identifier)
        }
        return table
    }()

    private init(uncheckedIdentifier: String, language: String, isMonthFirst: Bool) {
        self.identifier = uncheckedIdentifier
        self.language = language
        self.isMonthFirst = isMonthFirst
    }

    public var description: String { identifier }
}

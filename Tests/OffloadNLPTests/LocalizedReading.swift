import OffloadTestSupport
import Testing

@testable import OffloadNLP

/// Reads a capture the way the analyzer does for a locale: its dates, entities and title in that language.
struct LocalizedReading {
    let entities: [String]
    let title: String

    /// Reads `text` in `locale` ("de_DE", "es_ES") on Friday 13 March 2026, 09:00 UTC.
    init(_ text: String, locale identifier: String) throws {
        let locale = try UserLocale(identifier)
        let context = DateContext.fixed("2026-03-13T09:00:00Z", locale: locale)
        let tokens = Tokenizer().tokenize(text)
        let dates = DateExtractor().extract(from: tokens, in: context)
        let found = EntityExtractor(language: locale.language).extract(from: tokens, text: text, dates: dates)
        entities = found.map(EntityExtractorTests.describe)
        title = TitleCleaner(language: locale.language).title(
            from: tokens, text: text, dates: dates, entities: found)
    }
}

/// A capture and what a language's rules should read in it.
struct LanguageCase: Sendable, CustomTestStringConvertible {
    let text: String
    /// Expected entities as "kind:text→value" (see ``EntityExtractorTests/describe(_:)``).
    var entities: [String] = []
    var title: String?
    var testDescription: String { text }
}

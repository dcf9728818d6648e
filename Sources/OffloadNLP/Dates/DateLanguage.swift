/// The languages the date grammar has rules for, read once from the locale's language code.
///
/// A plain enum rather than the code string, so that the grammar (copied into every rule and alternative) holds
/// no reference-counted value.
enum DateLanguage: Sendable {
    case english, spanish, german, other

    /// The language of a code: `en`, `es`, `de`, anything else is ``other``.
    init(_ code: String) {
        switch code {
        case "en": self = .english
        case "es": self = .spanish
        case "de": self = .german
        default: self = .other
        }
    }
}

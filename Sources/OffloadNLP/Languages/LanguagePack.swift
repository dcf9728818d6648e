import OffloadCore

/// Everything one language contributes to reading a capture, as values: its date words and conventions, its
/// intent-cue words, its contact, item and title words, and the words that tell a list's kind from its name.
///
/// Each language lives in its own folder (`Languages/German/`: `German+Dates.swift`, `German+Cues.swift`,
/// `German+Entities….swift`, `German+ListKinds.swift`, `German+Pack.swift`), and the rules read the pack of the
/// language a capture is read in; no rule names a language. Adding one is a folder, a line in ``all``, corpus rows
/// and tests (see the article "Adding a language").
struct LanguagePack: Sendable {
    /// The ISO 639-1 code (`de`), as locales and the language detector name it.
    let code: String
    /// The date words, numbers and conventions (``DateConventions``).
    let dates: LexiconTable
    /// The words behind the classifier's keyword cues.
    let cues: CueWords
    /// Contacts, roles, titles, units, list and lead-in words, merged over English's.
    let entities: EntityVocabulary
    /// Words inside list names, per list type ("Einkauf" is shopping).
    let listKinds: [ListType: [String]]

    /// Every language Offload reads, English first (the fallback for any other code).
    static let all: [LanguagePack] = [.english, .german, .spanish, .french]

    /// The position of `code`'s pack in ``all``; 0 (English) for a language without one.
    static func index(of code: String) -> Int {
        all.firstIndex { $0.code == code } ?? 0
    }

    /// The codes of every pack, in ``all`` order.
    static var codes: [String] { all.map(\.code) }
}

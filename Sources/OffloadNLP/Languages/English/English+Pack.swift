import OffloadCore

extension LanguagePack {
    /// English: the base every other language's contact and list words are merged over.
    static let english = LanguagePack(
        code: "en", dates: .english, cues: .english, entities: EntityVocabulary(), listKinds: ListKind.englishKeywords)
}

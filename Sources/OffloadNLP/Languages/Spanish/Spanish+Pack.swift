import OffloadCore

extension LanguagePack {
    /// Spanish.
    static let spanish = LanguagePack(
        code: "es", dates: .spanish, cues: .spanish, entities: EntityLexicon.spanishWords,
        listKinds: ListKind.spanishKeywords)
}

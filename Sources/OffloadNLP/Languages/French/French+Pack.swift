import OffloadCore

extension LanguagePack {
    /// French: date words, cue words, relation and list words; no intent model of its own yet (a French capture
    /// is classified with the English one).
    static let french = LanguagePack(
        code: "fr", dates: .french, cues: .french, entities: EntityLexicon.frenchWords,
        listKinds: ListKind.frenchKeywords)
}

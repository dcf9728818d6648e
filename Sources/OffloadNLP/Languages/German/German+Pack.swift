import OffloadCore

extension LanguagePack {
    /// German.
    static let german = LanguagePack(
        code: "de", dates: .german, cues: .german, entities: EntityLexicon.germanWords,
        listKinds: ListKind.germanKeywords)
}

import Foundation
import Testing

@testable import OffloadNLP

/// The French pack, added by following the article "Adding a language": a folder, a line in `LanguagePack.all`.
@Suite struct FrenchPackTests {
    static let context = DateContext.fixed(
        "2026-03-11T09:00:00Z", locale: (try? UserLocale("fr_FR")) ?? .englishUS)

    static func first(_ text: String) -> DateMention? {
        DateExtractor().extract(from: Tokenizer().tokenize(text), in: context).first
    }

    @Test(
        "French dates as people type them",
        arguments: [
            ("rappeler le plombier demain", "2026-03-12"), ("rdv chez le dentiste jeudi", "2026-03-12"),
            ("payer la facture avant vendredi", "2026-03-13"), ("réunion le 3 avril", "2026-04-03"),
            ("fête chez Julie samedi prochain", "2026-03-21"), ("dans 3 jours", "2026-03-14"),
            ("apres-demain au marché", "2026-03-13"), ("le 14/3", "2026-03-14"),
        ])
    func dates(_ text: String, _ expected: String) {
        #expect(Self.first(text)?.localISO == expected, "\(text)")
    }

    @Test("French clock times: 14h, à 8h30, à midi")
    func times() {
        #expect(Self.first("appeler Paul demain à 14h")?.localISO == "2026-03-12T14:00")
        #expect(Self.first("train jeudi à 8h30")?.localISO == "2026-03-12T08:30")
        #expect(Self.first("déjeuner avec Marc demain à midi")?.localISO == "2026-03-12T12:00")
    }

    @Test("French names, streets and counts are no dates, and English reads none of the French words")
    func notDates() {
        #expect(Self.first("écrire à Mme Mai pour le devis") == nil)
        #expect(Self.first("table pour 14 au resto") == nil)
        let english = DateContext.fixed("2026-03-11T09:00:00Z")
        #expect(DateExtractor().extract(from: Tokenizer().tokenize("demain jeudi"), in: english).isEmpty)
    }

    @Test("French cue words and list kinds come from the pack")
    func cuesAndLists() {
        let cues = CueAnalysis(
            tokens: Tokenizer().tokenize("rappeler le plombier pour la fuite"), words: CueWords.forLanguage("fr")
        ).cues.map(\.name)
        #expect(cues.contains("lead-communication"))
        #expect(ListKind.type(forName: "Courses du samedi") == .shopping)
        #expect(ListKind.type(forName: "Valise Bretagne") == .packing)
        #expect(LanguagePack.codes.contains("fr"))
    }
}

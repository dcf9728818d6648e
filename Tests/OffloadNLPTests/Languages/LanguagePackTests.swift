import Foundation
import Testing

@testable import OffloadNLP

@Suite struct LanguagePackTests {
    /// The date words of pack `index` that another pack does not have, letters only (numbers are numbers in
    /// every language).
    static func onlyIn(_ index: Int, notIn other: Int) -> [String] {
        let others = DateLexicon.all[other]
        return DateLexicon.all[index].entries.filter { word, lexeme in
            lexeme.hasDateRole && word.allSatisfy(\.isLetter) && others.lexemeOrWeekdayTypo(for: word) == nil
        }.keys.sorted()
    }

    @Test("every pack has its own code, and each code finds its own pack")
    func registry() {
        #expect(Set(LanguagePack.codes).count == LanguagePack.all.count)
        for (index, pack) in LanguagePack.all.enumerated() { #expect(LanguagePack.index(of: pack.code) == index) }
        #expect(LanguagePack.index(of: "xx") == 0)
        #expect(LanguagePack.all.first?.code == "en")
    }

    @Test("no language pack's date words leak into another language's reading")
    func datesDoNotLeak() {
        var checked = 0
        for source in LanguagePack.all.indices {
            for reader in LanguagePack.all.indices where reader != source {
                let words = Self.onlyIn(source, notIn: reader)
                let context = DateContext.fixed(
                    "2026-03-11T09:00:00Z", locale: UserLocale.standard(for: LanguagePack.all[reader].code))
                // Alone, in pairs and after a number: none of them is a date word to the reader.
                for (offset, word) in words.enumerated() {
                    let next = words[(offset + 1) % words.count]
                    for text in [word, "\(word) \(next)", "3 \(word)", "\(word) 9"] {
                        let found = DateExtractor().extract(from: Tokenizer().tokenize(text), in: context)
                        #expect(
                            found.allSatisfy { !$0.text.localizedCaseInsensitiveContains(word) },
                            "'\(text)' read as a date in \(LanguagePack.all[reader].code)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 300)
    }

    @Test("no language pack's cue verbs give cues in another language's reading")
    func cuesDoNotLeak() {
        var checked = 0
        for source in LanguagePack.all {
            for reader in LanguagePack.all where reader.code != source.code {
                let words = source.cues.communicationVerbs.words.subtracting(reader.cues.communicationVerbs.words)
                    .subtracting(reader.cues.actionVerbs.words).subtracting(reader.cues.leadingFillers.words)
                for word in words.sorted() {
                    let cues = CueAnalysis(tokens: Tokenizer().tokenize("\(word) xyz"), words: reader.cues).cues
                    #expect(!cues.contains { $0.name.hasSuffix("communication") }, "\(word) in \(reader.code)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }
}

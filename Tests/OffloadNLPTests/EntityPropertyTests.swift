import OffloadTestSupport
import Testing

@testable import OffloadNLP

@Suite struct EntityPropertyTests {
    static let context = DateContext.fixed("2026-03-13T09:00:00Z")

    @Test("hostile input never crashes, and ranges stay in bounds and reproduce the text")
    func hostileInput() {
        var rng = SplitMix64(seed: 0xE7717E5)
        let extractor = EntityExtractor()
        for _ in 0..<2_000 {
            let text = String.hostile(using: &rng, maxLength: 30)
            let tokens = Tokenizer().tokenize(text)
            let dates = DateExtractor().extract(from: tokens, in: Self.context)
            let entities = extractor.extract(from: tokens, text: text, dates: dates)
            let characters = Array(text)
            for entity in entities {
                #expect(
                    entity.characterRange.upperBound <= characters.count,
                    "seed 0xE7717E5, input \(text.debugDescription)")
                guard entity.characterRange.upperBound <= characters.count else { continue }
                #expect(
                    String(characters[entity.characterRange]) == entity.text,
                    "seed 0xE7717E5, input \(text.debugDescription)")
                #expect((0...1).contains(entity.confidence))
            }
            #expect(extractor.extract(from: tokens, text: text, dates: dates) == entities, "same input, same output")
            _ = TitleCleaner().title(from: tokens, text: text, dates: dates, entities: entities)
        }
    }
}

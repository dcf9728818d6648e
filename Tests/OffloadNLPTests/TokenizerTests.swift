import OffloadTestSupport
import Testing

@testable import OffloadNLP

struct TokenCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: [String]  // "kind:text"
    var testDescription: String { text }
}

@Suite struct TokenizerTests {
    static let cases: [TokenCase] = [
        TokenCase(
            text: "call mom tomorrow at 5pm",
            expected: ["word:call", "word:mom", "word:tomorrow", "word:at", "time:5pm"]),
        TokenCase(text: "meet 17:30 or 5.30pm", expected: ["word:meet", "time:17:30", "word:or", "time:5.30pm"]),
        TokenCase(
            text: "pay rent on the 3rd", expected: ["word:pay", "word:rent", "word:on", "word:the", "ordinal:3rd"]),
        TokenCase(text: "due 12/05 or 2026-12-05", expected: ["word:due", "date:12/05", "word:or", "date:2026-12-05"]),
        TokenCase(text: "lunch $45.50 and 45 €", expected: ["word:lunch", "money:$45.50", "word:and", "money:45 €"]),
        TokenCase(
            text: "see https://example.com/a?b=1.",
            expected: ["word:see", "url:https://example.com/a?b=1", "punctuation:."]),
        TokenCase(
            text: "email sarah@example.com re: contract",
            expected: ["word:email", "email:sarah@example.com", "word:re", "punctuation::", "word:contract"]),
        TokenCase(text: "call 555-123-4567", expected: ["word:call", "phone:555-123-4567"]),
        TokenCase(text: "ring +49 30 1234567", expected: ["word:ring", "phone:+49 30 1234567"]),
        TokenCase(text: "#work @anna", expected: ["hashtag:#work", "mention:@anna"]),
        TokenCase(text: "yay 👍🏽!!", expected: ["word:yay", "emoji:👍🏽", "punctuation:!!"]),
        TokenCase(
            text: "Tom's party, don't forget",
            expected: ["word:Tom's", "word:party", "punctuation:,", "word:don't", "word:forget"]),
        TokenCase(text: "milk\n- eggs", expected: ["word:milk", "line_break:\n", "punctuation:-", "word:eggs"]),
        TokenCase(
            text: "2-4pm for 30min",
            expected: ["number:2", "punctuation:-", "time:4pm", "word:for", "number:30", "word:min"]),
        TokenCase(text: "follow-up at 9 a.m.", expected: ["word:follow-up", "word:at", "number:9", "word:a.m."]),
        TokenCase(text: "café naïve", expected: ["word:café", "word:naïve"]),
        TokenCase(
            text: "Fr. 14'850 or 5'10",
            expected: [
                "word:Fr", "punctuation:.", "number:14'850", "word:or", "number:5", "punctuation:'", "number:10",
            ]),
    ]

    @Test("tokens have the expected kinds and texts", arguments: cases)
    func kinds(_ c: TokenCase) {
        let tokens = Tokenizer().tokenize(c.text).map { "\($0.kind.rawValue):\($0.text)" }
        #expect(tokens == c.expected.filter { !$0.isEmpty })
    }

    @Test("normalized forms fold case, diacritics, apostrophes and possessives")
    func normalization() {
        let tokens = Tokenizer().tokenize("Tom’s CAFÉ don't it's Straße")
        #expect(tokens.map(\.normalized) == ["tom", "cafe", "dont", "its", "strasse"])
        #expect(tokens.map(\.isPossessive) == [true, false, false, false, false])
        #expect(tokens.first?.isCapitalized == true)
    }

    @Test("ranges slice back to the token text on hostile input")
    func hostileRanges() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<3_000 {
            let text = String.hostile(using: &rng, maxLength: 30)
            let bytes = Array(text.utf8)
            let characters = Array(text)
            var previousEnd = 0
            for token in Tokenizer().tokenize(text) {
                #expect(token.utf8Range.lowerBound >= previousEnd, "seed 0x5EED0001, input \(text.debugDescription)")
                #expect(token.utf8Range.upperBound <= bytes.count)
                #expect(!token.utf8Range.isEmpty)
                #expect(String(decoding: bytes[token.utf8Range], as: UTF8.self) == token.text)
                #expect(String(characters[token.characterRange]) == token.text, "input \(text.debugDescription)")
                previousEnd = token.utf8Range.upperBound
            }
        }
    }
}

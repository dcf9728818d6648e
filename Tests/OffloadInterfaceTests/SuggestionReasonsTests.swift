import Foundation
import OffloadCore
import OffloadInterface
import Testing

@Suite struct SuggestionReasonsTests {
    static func suggestion(_ explanation: [ExplanationItem]) -> Suggestion {
        Suggestion(
            runID: UUID(), captureID: UUID(), title: "Call mom", confidence: Confidence(clamping: 0.8),
            destinationType: .communication, explanation: explanation)
    }

    @Test("reasons quote their words from the text, sum repeated words, drop negative ones, strongest three first")
    func strongest() {
        let text = "call mom\ntomorrow at 5"
        let reasons = SuggestionReasons.strongest(
            Self.suggestion([
                ExplanationItem(feature: "w:mom", weight: 0.4, span: TextSpan(start: 5, end: 8)),
                ExplanationItem(feature: "w:call", weight: 4.0, span: TextSpan(start: 0, end: 4)),
                ExplanationItem(feature: "b:call mom", weight: 0.3, span: TextSpan(start: 0, end: 4)),
                ExplanationItem(feature: "w:at", weight: -1.0, span: TextSpan(start: 18, end: 20)),
                ExplanationItem(feature: "cue:lead", weight: 0.2),
                ExplanationItem(feature: "w:tomorrow", weight: 0.1, span: TextSpan(start: 4, end: 17)),
            ]), text: text)
        #expect(reasons == [#""call" +4.3"#, #""mom" +0.4"#, "cue:lead +0.2"])
    }

    @Test("a span past the end of the text is named by its feature; the limit is kept")
    func outOfRange() {
        let reasons = SuggestionReasons.strongest(
            Self.suggestion([
                ExplanationItem(feature: "w:far", weight: 1, span: TextSpan(start: 2, end: 99)),
                ExplanationItem(feature: "w:near", weight: 2, span: TextSpan(start: 0, end: 1)),
            ]), text: "ab", limit: 1)
        #expect(reasons == [#""a" +2.0"#])
        #expect(SuggestionReasons.strongest(Self.suggestion([]), text: "ab").isEmpty)
        let far = SuggestionReasons.strongest(
            Self.suggestion([ExplanationItem(feature: "w:far", weight: 1, span: TextSpan(start: 2, end: 99))]),
            text: "ab")
        #expect(far == ["w:far +1.0"])
    }
}

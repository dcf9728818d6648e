import Foundation
import OffloadCore
import OffloadTestSupport
import Testing

@testable import OffloadStore

@Suite struct ColumnJSONTests {
    @Test("Given random items, tags and explanations with hostile text, Then the JSON decodes back to equal values")
    func roundTripsThroughJSONDecoder() throws {
        var generator = SplitMix64(seed: 0x5EED_C0DE)
        let decoder = JSONDecoder()
        let numbers: [Double] = [0, 1, 2, -3, 0.1, 2.5, 1e-7, 1.0 / 3.0, 123_456_789.125, 1e300, -0.0, 9e15, 1e16]
        for _ in 0..<500 {
            let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                randomItem(depth: 2, numbers: numbers, using: &generator)
            }
            let tags = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                String.hostile(using: &generator, maxLength: 8)
            }
            let explanation = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                ExplanationItem(
                    feature: String.hostile(using: &generator, maxLength: 8),
                    weight: numbers.randomElement(using: &generator)!,
                    span: Bool.random(using: &generator) ? TextSpan(start: 3, end: 9) : nil)
            }
            let suggestion = Suggestion(
                runID: UUID(), captureID: UUID(), title: "t", confidence: Confidence(0.5)!, destinationType: .list,
                items: items, tags: tags, explanation: explanation)
            let columns = try SuggestionRow.JSONColumns(suggestion)
            #expect(try decoder.decode([SuggestedItem].self, from: Data(columns.items.utf8)) == items)
            #expect(try decoder.decode([String].self, from: Data(columns.tags.utf8)) == tags)
            #expect(try decoder.decode([ExplanationItem].self, from: Data(columns.explanation.utf8)) == explanation)
        }
    }

    @Test("Given numbers of at most three decimals and others, Then each is written as its description")
    func writesNumbersAsDescription() throws {
        var generator = SplitMix64(seed: 0x0DEC_1A55)
        var values: [Double] = [0.001, -0.001, 0.01, 0.1, 0.5, 2.805, -2.805, 0.203, 1.05, 10.005, 999_999_999_999.999]
        for _ in 0..<5_000 {
            let scale = [10.0, 1_000, 1e6, 1e12].randomElement(using: &generator)!
            let thousandths = Double(Int.random(in: -Int(scale * 1000)...Int(scale * 1000), using: &generator))
            values.append(thousandths / 1000)
            values.append(Double.random(in: -scale...scale, using: &generator))
        }
        for value in values where value != value.rounded() {
            var json = ColumnJSON()
            try json.number(value)
            #expect(json.text == value.description, "value \(value)")
        }
    }

    @Test("Given control characters, quotes and backslashes, Then they are escaped as JSON requires")
    func escapesStrings() throws {
        let columns = try SuggestionRow.JSONColumns(
            Suggestion(
                runID: UUID(), captureID: UUID(), title: "t", confidence: Confidence(0.5)!, destinationType: .note,
                tags: ["a\"b\\c\n\t\u{0}\u{1F}é😀"]))
        #expect(columns.tags == #"["a\"b\\c\n\t\u0000\u001fé😀"]"#)
        #expect(columns.items == "[]")
    }

    @Test("Given a non-finite number, Then encoding throws instead of writing invalid JSON")
    func rejectsNonFiniteNumbers() {
        let suggestion = Suggestion(
            runID: UUID(), captureID: UUID(), title: "t", confidence: Confidence(0.5)!, destinationType: .list,
            items: [SuggestedItem(text: "milk", quantity: .infinity)])
        #expect(throws: EncodingError.self) { try SuggestionRow.JSONColumns(suggestion) }
    }

    private func randomItem<G: RandomNumberGenerator>(depth: Int, numbers: [Double], using generator: inout G)
        -> SuggestedItem
    {
        let children =
            depth == 0
            ? []
            : (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                randomItem(depth: depth - 1, numbers: numbers, using: &generator)
            }
        return SuggestedItem(
            text: String.hostile(using: &generator, maxLength: 10),
            quantity: Bool.random(using: &generator) ? numbers.randomElement(using: &generator) : nil,
            unit: Bool.random(using: &generator) ? String.hostile(using: &generator, maxLength: 3) : nil,
            span: Bool.random(using: &generator) ? TextSpan(start: 0, end: 4) : nil, children: children)
    }
}

@Suite struct IdentifierTests {
    @Test("Given random and time-ordered ids, Then the store's string form is uuidString lowercased")
    func lowercasedString() {
        for id in (0..<200).map({ $0 % 2 == 0 ? UUID.random() : UUID.timeOrdered() }) + [UUID()] {
            #expect(id.lowercasedString == id.uuidString.lowercased())
        }
    }

    @Test("Given ids made two milliseconds apart, Then time-ordered ids sort by time and carry version 7")
    func timeOrdered() {
        let start = Date()
        let ids = (0..<100).map { UUID.timeOrdered(at: start.addingTimeInterval(Double($0) * 0.002)) }
        #expect(ids.map(\.lowercasedString) == ids.map(\.lowercasedString).sorted())
        #expect(ids.allSatisfy { $0.lowercasedString.dropFirst(14).first == "7" })
        #expect(UUID.random().lowercasedString.dropFirst(14).first == "4")
        #expect(Set((0..<1000).map { _ in UUID.random() }).count == 1000)
    }
}

import Foundation
import OffloadCore
import OffloadNLP
import OffloadTestSupport
import Testing

@testable import offload

@Suite struct QuantityRenderingTests {
    /// Numbers no list should hold, but a damaged row, another tool or an older build may have stored.
    static let hostile: [Double] = [
        1e19, 0x1p63, -0x1p63, 0x1p64, 1e308, -1e308, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -.nan, .signalingNaN, 0, -0.0, -1, -3.5,
        .leastNonzeroMagnitude, .leastNormalMagnitude, 0.1 + 0.2, 1.0 / 3.0, 123_456.789_012_345_678, 2, 1.5,
        Double(Int.max), Double(Int.min), 0x1p53 + 1, 1e19, 1e-300,
    ]

    /// The hostile numbers, then random bit patterns and random decimals with many digits.
    static func numbers(seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        var numbers = hostile
        for _ in 0..<2_000 { numbers.append(Double(bitPattern: generator.next())) }
        for _ in 0..<1_000 {
            let digits = Int.random(in: 1...30, using: &generator)
            let text = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            let point = Int.random(in: 0...digits, using: &generator)
            numbers.append(Double(String(text.prefix(point)) + "." + String(text.dropFirst(point))) ?? 0)
        }
        return numbers
    }

    /// Every text rendering of a quantity `value` with unit "kg".
    static func renderings(of value: Double) throws -> [String] {
        let item = SuggestedItem(text: "apples", quantity: value, unit: "kg")
        let id = try #require(UUID(uuidString: "3f2a9c1b-0000-4000-8000-000000000001"))
        let suggestion = Suggestion(
            id: id, runID: id, captureID: id, title: "Groceries", confidence: try #require(Confidence(0.5)),
            destinationType: .list, items: [item])
        let listItem = try ListItem(id: id, listID: id, text: "apples", quantity: value, unit: "kg")
        return [
            SuggestionText.line(for: suggestion), ListsCommand.line(for: listItem),
            AnalysisText.describe(Entity.Value(quantity: value, unit: "kg", seconds: value)),
            try CaptureJSON.encode(SuggestionJSON(suggestion)),
        ] + ReviewRenderer.itemLines(for: suggestion)
    }

    @Test("hostile quantities render in every text and JSON output without trapping, the same each time")
    func hostileQuantities() throws {
        let seed: UInt64 = 0x5EED_0012
        for value in Self.numbers(seed: seed) {
            let lines = try Self.renderings(of: value)
            #expect(try Self.renderings(of: value) == lines, "seed \(seed), value \(value)")
            for line in lines {
                #expect(!line.lowercased().contains("nan") && !line.contains("inf"), "seed \(seed), value \(value)")
            }
            if let whole = Int(exactly: value) {
                #expect(lines[0].contains("· \(whole) kg apples"), "seed \(seed), value \(value)")
            }
        }
    }

    static let amountCases: [(Double, String)] = [
        (2, "2"), (-0.0, "0"), (1.5, "1.5"), (1e19, "1e+19"), (0x1p63, "9.223372036854776e+18"),
        (-1, "-1"),
    ]

    @Test("a quantity shows as a whole number when it is one, else in its shortest form", arguments: amountCases)
    func amounts(_ value: Double, _ expected: String) {
        #expect(QuantityText.amount(value) == expected)
    }

    @Test("NaN and infinities are not shown as an amount and left out of JSON")
    func notFinite() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(QuantityText.amount(value) == nil)
            #expect(QuantityText.amount(value, unit: "kg") == nil)
            #expect(QuantityText.json(value) == nil)
        }
    }
}
